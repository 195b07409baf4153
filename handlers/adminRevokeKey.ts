import type { Handler } from '../src/http/handler';
import { revokeKeyOf } from '../src/accounts/accounts';

const adminRevokeKey: Handler<'adminRevokeKey'> = async ({ app, params }) => ({
  status: 200,
  body: await revokeKeyOf(app.db, app.authCache, params.key_id, null),
});
export default adminRevokeKey;
