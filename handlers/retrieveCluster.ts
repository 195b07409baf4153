import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { getCluster } from '../src/platform/clusters/lifecycle';

/** GET /v1/clusters/{cluster_id}: status, nodes and connection details (another account's id is 404). */
const retrieveCluster: Handler<'retrieveCluster'> = async (input) => ({
  status: 200, body: await getCluster(input.app, callerOf(input).account.id, input.params.cluster_id),
});
export default retrieveCluster;
