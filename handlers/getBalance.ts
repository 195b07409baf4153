import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { walletView } from '../src/accounts/wallet';

const getBalance: Handler<'getBalance'> = async (input) => {
  const { account, plan } = callerOf(input);
  return { status: 200, body: await walletView(input.app.db, account, plan) };
};
export default getBalance;
