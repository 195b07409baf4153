import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { usageReport } from '../src/billing/reports/usage';

const getUsage: Handler<'getUsage'> = async (input) => {
  await input.app.billing.leases.flush(); // this process's queued charges first: read-your-writes
  const { account } = callerOf(input);
  return { status: 200, body: await usageReport(input.app.db, account.id, input.query.period) };
};
export default getUsage;
