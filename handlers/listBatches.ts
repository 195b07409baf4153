import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { pageOfBatches } from '../src/batches/batches';

/** GET /v1/batches: the account's batches, newest first, without results. */
const listBatches: Handler<'listBatches'> = async (input) => ({
  status: 200, body: await pageOfBatches(input.app, callerOf(input).account.id, input.query),
});
export default listBatches;
