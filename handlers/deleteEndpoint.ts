import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { deleteEndpoint as remove } from '../src/platform/endpoints/lifecycle';

/** DELETE /v1/endpoints/{endpoint_id}: starts the shutdown (`deleting`; billing stops when it is `deleted`). */
const deleteEndpoint: Handler<'deleteEndpoint'> = async (input) => ({
  status: 200, body: await remove(input.app, callerOf(input).account.id, input.params.endpoint_id),
});
export default deleteEndpoint;
