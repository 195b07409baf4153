import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { createEvaluation as queueEvaluation } from '../src/evaluations/evaluations';

/** POST /v1/evaluations: the request, the judge and the worst-case cost checked, then queued. */
const createEvaluation: Handler<'createEvaluation'> = async (input) => {
  const auth = callerOf(input);
  const evaluation = await queueEvaluation(input.app, input.app.chatRequestValidator, { accountId: auth.account.id, apiKeyId: auth.key.id, plan: auth.plan }, input.body);
  input.app.jobs.runner?.nudge();
  return { status: 200, body: evaluation };
};
export default createEvaluation;
