import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { usageReport } from '../src/billing/usage';

const getUsage: Handler<'getUsage'> = async (input) => {
  const { account } = callerOf(input);
  return { status: 200, body: await usageReport(input.app.db, account.id, input.query.period) };
};
export default getUsage;
