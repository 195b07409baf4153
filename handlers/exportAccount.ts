import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { accountExport } from '../src/billing/reports/export';

const exportAccount: Handler<'exportAccount'> = async (input) => {
  await input.app.billing.leases.flush(); // this process's queued charges first: read-your-writes
  const { account, plan } = callerOf(input);
  return { status: 200, body: await accountExport(input.app.db, account, plan) };
};
export default exportAccount;
