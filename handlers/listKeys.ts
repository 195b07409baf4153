import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { listApiKeys } from '../db/accounts';
import { keyView } from '../src/accounts/accounts';

const listKeys: Handler<'listKeys'> = async (input) => {
  const rows = await listApiKeys(input.app.db, callerOf(input).account.id);
  return { status: 200, body: { object: 'list', data: rows.map(keyView) as never } };
};
export default listKeys;
