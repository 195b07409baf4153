import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { pageOfClusters } from '../src/platform/clusters/lifecycle';

/** GET /v1/clusters: the account's clusters, newest first, with their nodes. */
const listClusters: Handler<'listClusters'> = async (input) => ({
  status: 200, body: await pageOfClusters(input.app, callerOf(input).account.id, input.query),
});
export default listClusters;
