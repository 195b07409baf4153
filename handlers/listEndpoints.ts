import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { pageOfEndpoints } from '../src/platform/endpoints/lifecycle';

/** GET /v1/endpoints: the account's endpoints, newest first, with their current replica counts. */
const listEndpoints: Handler<'listEndpoints'> = async (input) => ({
  status: 200, body: await pageOfEndpoints(input.app.db, callerOf(input).account.id, input.query),
});
export default listEndpoints;
