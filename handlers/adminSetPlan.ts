import type { Handler } from '../src/http/handler';
import { changePlan } from '../src/accounts/accounts';

const adminSetPlan: Handler<'adminSetPlan'> = async ({ app, params, body }) => ({
  status: 200,
  body: await changePlan(app.db, app.authCache, params.account_id, body),
});
export default adminSetPlan;
