import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { createBatch as queueBatch } from '../src/batches/batches';

/** POST /v1/batches: every request checked up front, the worst case checked against the wallet, then queued. */
const createBatch: Handler<'createBatch'> = async (input) => {
  const auth = callerOf(input);
  const batch = await queueBatch(input.app, input.app.chatRequestValidator, { accountId: auth.account.id, apiKeyId: auth.key.id, plan: auth.plan }, input.body);
  input.app.jobs.runner?.nudge();
  return { status: 200, body: batch };
};
export default createBatch;
