import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { listKeys as listKeysOf } from '../src/accounts/accounts';

const listKeys: Handler<'listKeys'> = async (input) => ({
  status: 200,
  body: { object: 'list', data: await listKeysOf(input.app.db, callerOf(input).account.id) },
});
export default listKeys;
