import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { getEndpoint } from '../src/platform/endpoints/lifecycle';

/** GET /v1/endpoints/{endpoint_id}: one of the account's endpoints (another account's id is 404). */
const retrieveEndpoint: Handler<'retrieveEndpoint'> = async (input) => ({
  status: 200, body: await getEndpoint(input.app.db, callerOf(input).account.id, input.params.endpoint_id),
});
export default retrieveEndpoint;
