import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { cancelJob } from '../src/platform/fineTuning/jobs';

/** POST /v1/fine_tuning/jobs/{job_id}/cancel: cancels a job that has not finished (409 otherwise). */
const cancelFineTuningJob: Handler<'cancelFineTuningJob'> = async (input) => ({
  status: 200, body: await cancelJob(input.app, callerOf(input).account.id, input.params.job_id),
});
export default cancelFineTuningJob;
