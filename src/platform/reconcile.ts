/**
 * The reconciler of the platform lifecycles. Every fine-tuning job, endpoint and cluster row holds its state and
 * `next_step_at`; a pass claims due rows with SELECT ... FOR UPDATE SKIP LOCKED (so any number of server and worker
 * processes can run passes at once, each row advanced by one of them) and takes one step of each inside the
 * transaction that holds the row: the new state, the rows a trainer writes and the metered charges commit together
 * or not at all. A process that dies mid-step leaves the row as it was; the next pass takes the step again. Charges
 * are keyed by (resource, period) (src/platform/charges.ts), so nothing is billed twice.
 *
 * `now` is passed in: the sweep uses the wall clock, tests move a clock of their own.
 */
import type { Knex } from 'knex';
import type { PlatformDeps } from './state';
import { stepJob, type JobRow } from './fineTuning/jobs';
import { stepEndpoint, type StoredEndpoint } from './endpoints/lifecycle';
import { stepCluster, type ClusterRow } from './clusters/lifecycle';
import type { ChargeTally } from './charges';

/** Rows claimed per table per transaction. */
const BATCH = 20;
/** A pass stops after this many rounds even if rows stay due (each round steps every claimed row once). */
const MAX_ROUNDS = 50;
/** A step that threw is tried again this much later. */
const RETRY_AFTER_FAILURE_MS = 30_000;

type Stepper<R> = (deps: PlatformDeps, trx: Knex.Transaction, row: R, now: Date) => Promise<void>;

const LIFECYCLES: Array<{ table: string; active: string[]; step: Stepper<never> }> = [
  { table: 'fine_tuning_jobs', active: ['validating_files', 'queued', 'running'], step: stepJob as Stepper<never> },
  { table: 'endpoints', active: ['pending', 'provisioning', 'running', 'deleting'], step: stepEndpoint as Stepper<never> },
  { table: 'clusters', active: ['provisioning', 'running', 'terminating'], step: stepCluster as Stepper<never> },
];

/**
 * `accounts`: the accounts whose rows took a committed step (their charges, if any, are in; budget alerts look at
 * them). `chargedMicroUsd`: what the committed steps charged, by kind (the charges counter of /metrics).
 */
export interface ReconcileReport { steps: number; failures: number; accounts: Set<string>; chargedMicroUsd: ChargeTally }

/** Steps each due row; a row whose step fails is left for the next pass (logged), the others go on. */
async function roundOf(deps: PlatformDeps, table: string, active: string[], step: Stepper<never>, now: Date, report: ReconcileReport): Promise<number> {
  const charged: ChargeTally = new Map();
  const ids = await deps.db.transaction(async (trx) => {
    const rows = await trx(table).whereIn('status', active).where('next_step_at', '<=', now)
      .orderBy('next_step_at').limit(BATCH).forUpdate().skipLocked().select('*');
    const stepped: string[] = [];
    for (const row of rows) {
      // A savepoint per row: one failing step does not undo the others (nor counts what it charged).
      const rowCharged: ChargeTally = new Map();
      try {
        await trx.transaction(async (inner) => step({ ...deps, charged: rowCharged }, inner, row as never, now));
        for (const [kind, microUsd] of rowCharged) charged.set(kind, (charged.get(kind) ?? 0) + microUsd);
        stepped.push(row.account_id);
        report.steps++;
      } catch (err) {
        report.failures++;
        deps.log.warn({ err, table, id: row.id }, 'platform step failed; retried later');
        // Backs off so that a row failing again and again does not hold the head of the queue.
        await trx(table).where({ id: row.id }).update({ next_step_at: new Date(now.getTime() + RETRY_AFTER_FAILURE_MS) });
      }
    }
    return stepped;
  });
  for (const accountId of ids) report.accounts.add(accountId);
  // Committed: what the round charged counts now.
  for (const [kind, microUsd] of charged) report.chargedMicroUsd.set(kind, (report.chargedMicroUsd.get(kind) ?? 0) + microUsd);
  return ids.length;
}

/** One pass: every due row of every lifecycle, repeatedly while steps fall due within `now` (zero-delay steps). */
export async function reconcileOnce(deps: PlatformDeps, now: Date = new Date()): Promise<ReconcileReport> {
  const report: ReconcileReport = { steps: 0, failures: 0, accounts: new Set(), chargedMicroUsd: new Map() };
  for (let round = 0; round < MAX_ROUNDS; round++) {
    let stepped = 0;
    const before = report.failures;
    for (const { table, active, step } of LIFECYCLES) stepped += await roundOf(deps, table, active, step, now, report);
    if (stepped === 0 || report.failures > before) break;
  }
  return report;
}

export type { JobRow, StoredEndpoint, ClusterRow };
