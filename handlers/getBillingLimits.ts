import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { getLimits } from '../src/billing/limits';

const getBillingLimits: Handler<'getBillingLimits'> = async (input) => {
  const { account } = callerOf(input);
  return { status: 200, body: await getLimits(input.app, account.id) };
};
export default getBillingLimits;
