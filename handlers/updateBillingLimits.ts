import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { updateLimits } from '../src/billing/controls/spendingLimits';

const updateBillingLimits: Handler<'updateBillingLimits'> = async (input) => {
  const { account } = callerOf(input);
  return { status: 200, body: await updateLimits(input.app, account.id, input.body) };
};
export default updateBillingLimits;
