import type { Handler } from '../src/http/handler';
import { accountView, requireAccount } from '../src/accounts/accounts';

const adminGetAccount: Handler<'adminGetAccount'> = async ({ app, params }) => ({
  status: 200,
  body: await accountView(app.db, await requireAccount(app.db, params.account_id)),
});
export default adminGetAccount;
