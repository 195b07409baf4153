import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { listAlerts } from '../src/billing/controls/alerts';

const listBillingAlerts: Handler<'listBillingAlerts'> = async (input) => {
  const { account } = callerOf(input);
  return { status: 200, body: await listAlerts(input.app.db, account.id) };
};
export default listBillingAlerts;
