/**
 * `npm run worker`: background work outside the server processes (WORKERS=external on the servers). Today that is
 * the sweep of src/background.ts (release holds of server processes that died, expire local deposits, retry alert
 * deliveries, delete expired Idempotency-Keys) and the job runner (batches, evaluations: src/jobs/README.md), with
 * the billing heartbeat that keeps the holds of the job items it runs, and the cleanup of expired rate-limit windows.
 * Each step claims its rows in the database, so any number of workers and servers can run at once.
 */
import { loadConfig } from './config';
import { createContext } from './context';
import { startHeartbeat, startJobs, startSweeps, startWindowCleanup } from './background';

const config = loadConfig();
if (!config.databaseUrl) {
  console.error('npm run worker needs DATABASE_URL: the embedded database belongs to the one server process that opened it.');
  process.exit(2);
}
const ctx = await createContext({ config, env: process.env });
const stops = [startHeartbeat(ctx), startSweeps(ctx), startJobs(ctx), startWindowCleanup(ctx)];
const stop = () => { for (const s of stops) s(); };
// The sweep timer is unref'd so servers can exit; a worker exists only to run it.
const keepAlive = setInterval(() => undefined, 60_000);
ctx.log.info({ intervalMs: config.billingSweepIntervalMs }, 'Graha worker running');
const shutdown = async () => {
  // Items in flight are aborted, not committed: their leases run out and another worker resumes them.
  const runner = ctx.jobs.runner;
  stop();
  await runner?.stop();
  clearInterval(keepAlive);
  await ctx.db.destroy();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
