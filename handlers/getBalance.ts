import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { balanceView } from '../src/billing/balance';

const getBalance: Handler<'getBalance'> = async (input) => {
  const { account, plan } = callerOf(input);
  return { status: 200, body: await balanceView(input.app.db, account, plan) };
};
export default getBalance;
