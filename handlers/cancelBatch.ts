import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { cancelBatch as cancel } from '../src/batches/batches';

/** POST /v1/batches/{batch_id}/cancel: no further request runs; what ran stays billed; a finished batch is 409. */
const cancelBatch: Handler<'cancelBatch'> = async (input) => ({
  status: 200, body: await cancel(input.app, callerOf(input).account.id, input.params.batch_id),
});
export default cancelBatch;
