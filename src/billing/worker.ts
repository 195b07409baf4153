/**
 * Billing background work (src/background.ts runs it in every server process with WORKERS=internal, or `npm run
 * worker` does): releases the holds of server processes that died mid-request, expires local deposits, retries
 * alert deliveries. Each step is a claim in the database, so any number of processes can run it at once.
 */
import type { Config } from '../config';
import { releaseDeadProcessHolds } from './wallet/wallet';
import { expireLocalDeposits } from './payments/deposits';
import { deliverDueAlerts, type AlertDeps } from './controls/alerts';

/** A process whose heartbeat is older than this is dead: ten sweep intervals, at least a minute. */
export function holdLeaseSeconds(config: Pick<Config, 'billingSweepIntervalMs'>): number {
  return Math.max(60, (10 * config.billingSweepIntervalMs) / 1000);
}

export interface SweepDeps extends AlertDeps { config: AlertDeps['config'] & Pick<Config, 'billingSweepIntervalMs'> }

export async function runBillingSweep(deps: SweepDeps): Promise<void> {
  await releaseDeadProcessHolds(deps.db, holdLeaseSeconds(deps.config));
  await expireLocalDeposits(deps.db);
  await deliverDueAlerts(deps);
}
