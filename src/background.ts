/**
 * Background work of a process, started by its entry point (src/server.ts, src/worker.ts; tests start it beside the
 * app they build), never by building the app:
 *   - the billing heartbeat (server processes): keeps this process's wallet holds held; holds of a process whose
 *     heartbeat stopped are released by the sweep;
 *   - the sweep (WORKERS=internal servers, or `npm run worker`): dead processes' holds, local deposit expiry, alert
 *     deliveries, stored answers of Idempotency-Keys past their 24 hours, generated images past their URL's expiry,
 *     and the platform reconciler (fine-tuning steps, endpoint and cluster lifecycles, per-minute GPU metering).
 *   - the job runner (WORKERS=internal servers, or `npm run worker`): claims and runs the items of durable jobs
 *     (batches, evaluations; src/jobs/README.md); any number of processes on one PostgreSQL share them.
 *   - the auth listener (server processes on PostgreSQL): hears key and account changes, so this process may cache
 *     key lookups (src/auth/authCache.ts; without it every request reads its key);
 *   - the rate-limit window cleanup (every server and worker process on PostgreSQL with rate limits on): windows that
 *     ended over an hour ago are deleted every 5 minutes (src/limits/store.ts).
 * Timers are unref'd, so they never keep a process alive on their own.
 */
import type { AppContext } from './context';
import { heartbeat } from './billing/wallet/wallet';
import { runBillingSweep } from './billing/worker';
import { deleteExpiredIdempotencyKeys } from './http/idempotency';
import { deleteExpiredImages } from '../db/images';
import { JobRunner } from './jobs/runner';
import { reconcileOnce, type ReconcileReport } from './platform/reconcile';
import { checkBudgetAlerts } from './billing/controls/alerts';
import { deleteExpiredWindows } from './limits/store';
import { startAuthListener } from './auth/authListener';

export type Stop = () => void;

/** The billing heartbeat of a serving process. */
export function startHeartbeat(ctx: AppContext): Stop {
  const beat = () => heartbeat(ctx.db, ctx.billing.processId).catch((err) => ctx.log.debug({ err }, 'billing heartbeat failed'));
  void beat();
  const timer = setInterval(beat, ctx.config.billingSweepIntervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** One sweep: the billing chores, then expired Idempotency-Keys and generated images past their URL's expiry. */
export async function runSweep(ctx: AppContext): Promise<void> {
  await runBillingSweep(ctx);
  await deleteExpiredIdempotencyKeys(ctx.db);
  await deleteExpiredImages(ctx.db);
  await reconcilePlatform(ctx);
}

/**
 * Fine-tuning jobs, dedicated endpoints and clusters: due steps and per-minute metering (src/platform/reconcile.ts),
 * then what they charged counted in /metrics and the budget alerts of the accounts they charged, as a call's
 * settlement raises them (spec section 6).
 */
export async function reconcilePlatform(ctx: AppContext, now: Date = new Date()): Promise<ReconcileReport> {
  const report = await reconcileOnce(ctx, now);
  for (const [kind, microUsd] of report.chargedMicroUsd) ctx.metrics.countCharge(kind, microUsd);
  for (const accountId of report.accounts) {
    await checkBudgetAlerts(ctx, accountId).catch((err) => ctx.log.error({ err }, 'budget alert check failed'));
  }
  return report;
}

/** The periodic sweep; overlapping runs are skipped. */
export function startSweeps(ctx: AppContext): Stop {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runSweep(ctx)
      .catch((err) => ctx.log.debug({ err }, 'background sweep failed'))
      .finally(() => { running = false; });
  }, ctx.config.billingSweepIntervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * The job runner of this process (src/jobs/runner.ts). Its holds are this process's, so the process must beat the
 * billing heartbeat (servers do; `npm run worker` starts it too). Stopping aborts the items in flight: they are not
 * committed, and another worker resumes them once their leases run out.
 */
export function startJobs(ctx: AppContext): Stop {
  const runner = new JobRunner(ctx, ctx.jobs.kinds);
  ctx.jobs.runner = runner;
  runner.start();
  // closeContext awaits the same stop (items in flight end before the database closes).
  return () => { void runner.stop(); };
}

/** How often expired rate-limit windows are deleted. */
export const WINDOW_CLEANUP_INTERVAL_MS = 5 * 60_000;

/**
 * Deletes expired rate-limit windows (request, token and background-job windows) from the shared table every 5
 * minutes. Only with PostgreSQL and rate limits on: the embedded database's windows are in memory and swept by
 * their own map. Several processes running it at once is harmless (rows are skipped when locked).
 */
export function startWindowCleanup(ctx: AppContext): Stop {
  if (!ctx.config.databaseUrl || !ctx.config.rateLimitsEnabled) return () => undefined;
  const timer = setInterval(() => {
    deleteExpiredWindows(ctx.db).catch((err) => ctx.log.debug({ err }, 'rate-limit window cleanup failed'));
  }, WINDOW_CLEANUP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** The auth listener of a server process on PostgreSQL (the embedded database's cache needs none). */
export function startAuthListening(ctx: AppContext): Stop {
  if (!ctx.config.databaseUrl) return () => undefined;
  return startAuthListener(ctx.config.databaseUrl, ctx.authCache, ctx.log);
}

/**
 * What a server process runs beside serving: the heartbeat, the auth listener and the rate-limit window cleanup, and
 * the sweeps and jobs unless workers are external.
 */
export function startServerBackgroundWork(ctx: AppContext): Stop {
  const stops = [startHeartbeat(ctx), startAuthListening(ctx), startWindowCleanup(ctx)];
  if (ctx.config.workers === 'internal') stops.push(startSweeps(ctx), startJobs(ctx));
  return () => { for (const stop of stops) stop(); };
}
