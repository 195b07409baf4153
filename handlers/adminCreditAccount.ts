import type { Handler } from '../src/http/handler';
import { accountView, recordManualPayment, requireAccount } from '../src/accounts/accounts';

const adminCreditAccount: Handler<'adminCreditAccount'> = async ({ app, params, body }) => {
  const account = await requireAccount(app.db, params.account_id);
  await recordManualPayment(app.db, params.account_id, body.amount_cents, body.reference);
  return { status: 201, body: await accountView(app.db, account) };
};
export default adminCreditAccount;
