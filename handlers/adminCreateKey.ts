import type { Handler } from '../src/http/handler';
import { createApiKey, requireAccount } from '../src/accounts/accounts';

const adminCreateKey: Handler<'adminCreateKey'> = async ({ app, params, body }) => {
  await requireAccount(app.db, params.account_id);
  return { status: 201, body: await createApiKey(app.db, params.account_id, body?.name, body?.scopes) };
};
export default adminCreateKey;
