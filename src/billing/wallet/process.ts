/**
 * The billing state one server process keeps (held by the app context): its id (holds are kept per process), the
 * group-commit batchers of exact reservations and settlements, and its wallet leases.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Db } from '../../../db/connect';
import type { Config } from '../../config';
import { WalletLeases } from './lease';
import { ReservationBatcher } from './reserver';
import { SettlementBatcher } from './settler';

/** A lease is at most 1/32 of an account's headroom and must cover at least 8 more calls (lease.ts). */
const LEASE_DIVISOR = 32;
const LEASE_MIN_CALLS = 8;

export interface BillingProcess {
  processId: string;
  reserver: ReservationBatcher;
  settler: SettlementBatcher;
  leases: WalletLeases;
  /** Shutdown: writes queued charges and gives leases back. */
  close(): Promise<void>;
}

export function createBillingProcess(db: Db, config: Config, log: Logger): BillingProcess {
  const processId = `proc_${randomUUID()}`;
  const windowMs = config.billingBatchWindowMs;
  const leases = new WalletLeases(db, processId, {
    maxMicroUsd: config.billingLeaseMaxMicroUsd, divisor: LEASE_DIVISOR, minCalls: LEASE_MIN_CALLS,
    flushMs: config.billingFlushMs, idleMs: config.billingLeaseIdleMs,
  }, (err, what) => log.error({ err }, what));
  return {
    processId,
    reserver: new ReservationBatcher(db, processId, windowMs),
    settler: new SettlementBatcher(db, processId, windowMs),
    leases,
    close: () => leases.close(),
  };
}
