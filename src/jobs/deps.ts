/**
 * What the job system takes from the app (the app context has all of it), so src/jobs never imports the context.
 */
import type { GatewayDeps } from '../gateway/state';
import type { Config } from '../config';
import type { PriceTable } from '../billing/prices';
import type { SettleOutcome } from '../billing/wallet/wallet';

export interface JobDeps extends GatewayDeps {
  config: Pick<Config, 'jobsConcurrency' | 'jobsAccountConcurrency' | 'jobsLeaseMs' | 'jobsPollMs' | 'rateLimitsEnabled' | 'rateLimitWindowMs' | 'databaseUrl'>;
  prices: PriceTable;
  /** This process's billing identity: job holds are this process's holds, kept by its heartbeat. */
  billing: { processId: string; leases: { onWritten: (accountId: string, outcome: SettleOutcome) => void } };
  /** The charges counter of /metrics (src/observability/metrics.ts), told each committed item charge. */
  metrics: { countCharge(endpointType: string, microUsd: number): void };
}
