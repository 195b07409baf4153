import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { createDeposit as startDeposit } from '../src/billing/payments/deposits';

const createDeposit: Handler<'createDeposit'> = async (input) => {
  const { account } = callerOf(input);
  return { status: 201, body: await startDeposit(input.app, account.id, input.body) };
};
export default createDeposit;
