import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { createEndpoint as create } from '../src/platform/endpoints/lifecycle';

/** POST /v1/endpoints: a dedicated endpoint, `pending` until the reconciler provisions it (src/platform/endpoints). */
const createEndpoint: Handler<'createEndpoint'> = async (input) => ({
  status: 200, body: await create(input.app, callerOf(input).account.id, input.body),
});
export default createEndpoint;
