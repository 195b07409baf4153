import type { Handler } from '../src/http/handler';
import { createAccount } from '../src/accounts/accounts';

const adminCreateAccount: Handler<'adminCreateAccount'> = async ({ app, body }) => ({
  status: 201,
  body: await createAccount(app.db, { email: body.email, plan: body.plan, creditCents: body.credit_cents, creditReference: body.credit_reference }),
});
export default adminCreateAccount;
