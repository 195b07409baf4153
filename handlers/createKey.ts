import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { createApiKey } from '../src/accounts/accounts';

const createKey: Handler<'createKey'> = async (input) => {
  const created = await createApiKey(input.app.db, callerOf(input).account.id, input.body?.name, input.body?.scopes);
  return { status: 201, body: created };
};
export default createKey;
