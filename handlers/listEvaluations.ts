import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { pageOfEvaluations } from '../src/evaluations/evaluations';

/** GET /v1/evaluations: the account's evaluations, newest first, without per-case results. */
const listEvaluations: Handler<'listEvaluations'> = async (input) => ({
  status: 200, body: await pageOfEvaluations(input.app, callerOf(input).account.id, input.query),
});
export default listEvaluations;
