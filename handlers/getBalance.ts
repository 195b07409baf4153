import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { balanceView } from '../src/billing/wallet/balance';

const getBalance: Handler<'getBalance'> = async (input) => {
  await input.app.billing.leases.flush(); // this process's queued charges first: read-your-writes
  const { account, plan } = callerOf(input);
  return { status: 200, body: await balanceView(input.app.db, account, plan, input.app.billing.leases.freeOf(account.id)) };
};
export default getBalance;
