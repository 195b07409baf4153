import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { getLimits } from '../src/billing/controls/spendingLimits';

const getBillingLimits: Handler<'getBillingLimits'> = async (input) => {
  await input.app.billing.leases.flush(); // this process's queued charges first: read-your-writes
  const { account } = callerOf(input);
  return { status: 200, body: await getLimits(input.app, account.id) };
};
export default getBillingLimits;
