import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { createJob } from '../src/platform/fineTuning/jobs';

/** POST /v1/fine_tuning/jobs: checks the request and queues the job (src/platform/fineTuning/jobs.ts). */
const createFineTuningJob: Handler<'createFineTuningJob'> = async (input) => ({
  status: 200, body: await createJob(input.app, callerOf(input).account.id, input.body),
});
export default createFineTuningJob;
