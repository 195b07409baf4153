/**
 * Billing background work, run by every server process (WORKERS=internal) or by `npm run worker`: releases the holds
 * of server processes that died mid-request, expires local deposits, retries alert deliveries, and deletes expired
 * Idempotency-Keys. Each step is a claim in the
 * database, so any number of processes can run it at once.
 */
import type { AppContext } from '../context';
import { releaseDeadProcessHolds } from './wallet/wallet';
import { expireLocalDeposits } from './payments/deposits';
import { deliverDueAlerts } from './controls/alerts';
import { deleteExpiredIdempotencyKeys } from '../http/idempotency';

/** A process whose heartbeat is older than this is dead: ten sweep intervals, at least a minute. */
export function holdLeaseSeconds(ctx: AppContext): number {
  return Math.max(60, (10 * ctx.config.billingSweepIntervalMs) / 1000);
}

export async function runBillingSweep(ctx: AppContext): Promise<void> {
  await releaseDeadProcessHolds(ctx.db, holdLeaseSeconds(ctx));
  await expireLocalDeposits(ctx.db);
  await deliverDueAlerts(ctx);
  // Not billing, but the same kind of chore: stored answers of Idempotency-Keys past their 24 hours.
  await deleteExpiredIdempotencyKeys(ctx.db);
}

/** Starts the periodic sweep; the timer does not keep the process alive. Returns a stop function. */
export function startBillingWorker(ctx: AppContext): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runBillingSweep(ctx)
      .catch((err) => ctx.log.debug({ err }, 'billing sweep failed'))
      .finally(() => { running = false; });
  }, ctx.config.billingSweepIntervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
