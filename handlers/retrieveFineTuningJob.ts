import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { getJob } from '../src/platform/fineTuning/jobs';

/** GET /v1/fine_tuning/jobs/{job_id}: one of the account's jobs (another account's id is 404). */
const retrieveFineTuningJob: Handler<'retrieveFineTuningJob'> = async (input) => ({
  status: 200, body: await getJob(input.app.db, callerOf(input).account.id, input.params.job_id),
});
export default retrieveFineTuningJob;
