import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { getDeposit as findOwnDeposit } from '../src/billing/payments/deposits';

const getDeposit: Handler<'getDeposit'> = async (input) => {
  const { account } = callerOf(input);
  return { status: 200, body: await findOwnDeposit(input.app.db, account.id, input.params.payment_id) };
};
export default getDeposit;
