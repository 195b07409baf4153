import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { getBatch } from '../src/batches/batches';

/** GET /v1/batches/{batch_id}: progress, and the results in request order once the batch has ended. */
const retrieveBatch: Handler<'retrieveBatch'> = async (input) => ({
  status: 200, body: await getBatch(input.app, callerOf(input).account.id, input.params.batch_id),
});
export default retrieveBatch;
