import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { getEvaluation } from '../src/evaluations/evaluations';

/** GET /v1/evaluations/{evaluation_id}: finished cases in order and the aggregate so far. */
const retrieveEvaluation: Handler<'retrieveEvaluation'> = async (input) => ({
  status: 200, body: await getEvaluation(input.app, callerOf(input).account.id, input.params.evaluation_id),
});
export default retrieveEvaluation;
