import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { revokeKeyOf } from '../src/accounts/accounts';

const revokeKey: Handler<'revokeKey'> = async (input) => ({
  status: 200,
  body: await revokeKeyOf(input.app.db, input.app.authCache, input.params.key_id, callerOf(input).account.id),
});
export default revokeKey;
