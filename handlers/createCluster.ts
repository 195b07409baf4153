import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { createCluster as create } from '../src/platform/clusters/lifecycle';

/** POST /v1/clusters: reserves the GPUs with the cluster provisioner (503 when the region has no capacity). */
const createCluster: Handler<'createCluster'> = async (input) => ({
  status: 200, body: await create(input.app, callerOf(input).account.id, input.body),
});
export default createCluster;
