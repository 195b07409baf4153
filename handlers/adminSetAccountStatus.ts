import type { Handler } from '../src/http/handler';
import { setStatus } from '../src/accounts/accounts';

const adminSetAccountStatus: Handler<'adminSetAccountStatus'> = async ({ app, params, body }) => ({
  status: 200,
  body: await setStatus(app.db, app.authCache, params.account_id, body.status),
});
export default adminSetAccountStatus;
