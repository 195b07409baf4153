import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { pageOfJobs } from '../src/platform/fineTuning/jobs';

/** GET /v1/fine_tuning/jobs: the account's jobs, newest first, with status, progress and result model ids. */
const listFineTuningJobs: Handler<'listFineTuningJobs'> = async (input) => ({
  status: 200, body: await pageOfJobs(input.app.db, callerOf(input).account.id, input.query),
});
export default listFineTuningJobs;
