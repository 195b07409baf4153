import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { deleteCluster as remove } from '../src/platform/clusters/lifecycle';

/** DELETE /v1/clusters/{cluster_id}: starts termination (`terminating`; billing stops when it is `terminated`). */
const deleteCluster: Handler<'deleteCluster'> = async (input) => ({
  status: 200, body: await remove(input.app, callerOf(input).account.id, input.params.cluster_id),
});
export default deleteCluster;
