/**
 * A worker of the job system: claims items (db/jobs.ts, `FOR UPDATE SKIP LOCKED`), runs them with bounded
 * concurrency, keeps their leases alive, and commits each item's result together with its charges.
 *
 *   - Concurrency: one p-queue per worker (JOBS_CONCURRENCY) and one per account (JOBS_ACCOUNT_CONCURRENCY), and the
 *     claim asks for no more than the free slots, shared out among the accounts that have work (each account's
 *     share capped by its own free slots). An account's 1000-request batch therefore cannot take every slot: another
 *     account's first item starts at the next claim.
 *   - Durability: a claimed item is leased (JOBS_LEASE_MS) and the lease is renewed every third of it while the worker
 *     lives. A worker killed mid-item (kill -9) stops renewing; once the lease runs out any worker claims the item
 *     again (attempts + 1). The result and the charges are written in one transaction that first checks the item is
 *     still leased to this worker under the attempt it claimed (the fencing token), so an item is kept and billed
 *     exactly once; a worker that lost its lease rolls back and releases its holds.
 *   - No LISTEN/NOTIFY: workers poll (JOBS_POLL_MS when idle, at once when an item ends), which works the same on
 *     PostgreSQL and on the embedded PGlite (one connection, no notifications through knex).
 */
import { randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import PQueue from 'p-queue';
import {
  accountsWithWork, claimItems, finishItem, finishJob, jobById, jobItems, markStarted, openItemCount, renewLeases, requeueItem,
  type JobItemRow, type JobRow,
} from '../../db/jobs';
import { releaseHold, settleHolds, type SettleItem, type SettleOutcome } from '../billing/wallet/wallet';
import { ApiError } from '../errors';
import type { JobDeps } from './deps';
import type { ItemOutcome, JobKinds, JobRuntime } from './registry';
import { JobRateBudget } from './rateBudget';

export interface RunnerOptions {
  /** Runner id (lease owner); unique per runner. */
  id?: string;
}

/** The error object kept for a failed item: the envelope's `error` member (an unexpected error is a 500). */
export function errorObject(err: unknown): { type: string; message: string; status: number; code: string | null; param: string | null } {
  if (err instanceof ApiError) return err.toBody().error;
  return { type: 'server_error', message: 'The request failed inside the worker.', status: 500, code: 'internal_error', param: null };
}

export class JobRunner {
  readonly id: string;
  private readonly queue: PQueue;
  private readonly accountQueues = new Map<string, PQueue>();
  private readonly inFlight = new Map<string, number>();
  private running = 0;
  private stopped = false;
  private wake: (() => void) | null = null;
  private readonly abort = new AbortController();
  private loop: Promise<void> | null = null;
  private renewTimer: NodeJS.Timeout | null = null;
  private readonly runtime: JobRuntime;

  constructor(private readonly deps: JobDeps, private readonly kinds: JobKinds, opts: RunnerOptions = {}) {
    this.id = opts.id ?? `worker_${randomUUID()}`;
    this.queue = new PQueue({ concurrency: deps.config.jobsConcurrency });
    this.runtime = { deps, rate: new JobRateBudget(deps) };
    // Every item in flight listens on this one signal (its upstream call): not a leak.
    setMaxListeners(0, this.abort.signal);
  }

  start(): void {
    if (this.loop) return;
    this.loop = this.claimLoop();
    this.renewTimer = setInterval(() => {
      if (this.running > 0) renewLeases(this.deps.db, this.id, this.deps.config.jobsLeaseMs).catch((err) => this.deps.log.warn({ err }, 'renewing job leases failed'));
    }, Math.max(100, Math.floor(this.deps.config.jobsLeaseMs / 3)));
    this.renewTimer.unref();
  }

  /** Look for work now (a job was just created in this process). */
  nudge(): void {
    this.wake?.();
  }

  /** Stops claiming; items in flight are aborted (they are not committed and run again elsewhere). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.abort.abort(new Error('the worker is stopping'));
    this.wake?.();
    if (this.renewTimer) clearInterval(this.renewTimer);
    await this.loop;
    await Promise.all([this.queue.onIdle(), ...[...this.accountQueues.values()].map((q) => q.onIdle())]);
  }

  private accountQueue(accountId: string): PQueue {
    let q = this.accountQueues.get(accountId);
    if (!q) {
      q = new PQueue({ concurrency: this.deps.config.jobsAccountConcurrency });
      this.accountQueues.set(accountId, q);
    }
    return q;
  }

  private async claimLoop(): Promise<void> {
    while (!this.stopped) {
      let claimed = 0;
      try {
        claimed = await this.claimOnce();
      } catch (err) {
        this.deps.log.warn({ err }, 'claiming job items failed');
      }
      if (this.stopped) break;
      // Busy and just claimed: look again when an item ends; idle: poll.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, claimed > 0 && this.running < this.deps.config.jobsConcurrency ? 0 : this.deps.config.jobsPollMs);
        timer.unref();
        this.wake = () => { clearTimeout(timer); this.wake = null; resolve(); };
      });
    }
  }

  /** One claim round: free slots shared among the accounts with work; returns how many items were claimed. */
  private async claimOnce(): Promise<number> {
    const free = this.deps.config.jobsConcurrency - this.running;
    if (free <= 0) return 0;
    const accounts = (await accountsWithWork(this.deps.db)).filter((a) => this.accountFree(a.account_id) > 0);
    if (accounts.length === 0) return 0;
    // Accounts with fewer items in flight here first; each gets an equal share of the free slots.
    accounts.sort((a, b) => (this.inFlight.get(a.account_id) ?? 0) - (this.inFlight.get(b.account_id) ?? 0));
    let left = free;
    let total = 0;
    for (let i = 0; i < accounts.length && left > 0; i++) {
      const share = Math.min(Math.ceil(left / (accounts.length - i)), this.accountFree(accounts[i].account_id), accounts[i].n);
      if (share <= 0) continue;
      const items = await claimItems(this.deps.db, this.id, accounts[i].account_id, share, this.deps.config.jobsLeaseMs);
      for (const item of items) this.schedule(item);
      left -= items.length;
      total += items.length;
    }
    return total;
  }

  private accountFree(accountId: string): number {
    return this.deps.config.jobsAccountConcurrency - (this.inFlight.get(accountId) ?? 0);
  }

  private schedule(item: JobItemRow): void {
    this.running++;
    this.inFlight.set(item.account_id, (this.inFlight.get(item.account_id) ?? 0) + 1);
    void this.accountQueue(item.account_id).add(() => this.queue.add(() => this.runItem(item)))
      .catch((err) => this.deps.log.error({ err, jobId: item.job_id, idx: item.idx }, 'a job item failed unexpectedly'))
      .finally(() => {
        this.running--;
        const n = (this.inFlight.get(item.account_id) ?? 1) - 1;
        if (n === 0) this.inFlight.delete(item.account_id); else this.inFlight.set(item.account_id, n);
        this.wake?.();
      });
  }

  private async runItem(item: JobItemRow): Promise<void> {
    if (this.stopped) return; // claimed but not started: its lease runs out and a worker resumes it
    const job = await jobById(this.deps.db, item.job_id);
    const kind = job && this.kinds.get(job.kind);
    if (!job || !kind) {
      this.deps.log.error({ jobId: item.job_id }, 'a job item of an unknown kind or job was claimed; left for a worker that knows it');
      await requeueItem(this.deps.db, item, this.id, new Date(Date.now() + 60_000));
      return;
    }
    if (job.status === kind.states.queued) await markStarted(this.deps.db, job.id, kind.states.queued, kind.states.running);
    let outcome: ItemOutcome;
    try {
      outcome = await kind.runItem(this.runtime, job, item, this.abort.signal);
    } catch (err) {
      if (this.abort.signal.aborted) return; // stopping: the lease runs out and another worker resumes the item
      outcome = { status: 'failed', output: null, error: errorObject(err), charges: [] };
    }
    await this.commit(job, item, outcome);
  }

  /**
   * The item's end (or its requeue) and its charges, in one transaction fenced by the claim; then the job's end if
   * it was the last item.
   */
  private async commit(job: JobRow, item: JobItemRow, outcome: ItemOutcome): Promise<void> {
    const charges = outcome.charges ?? [];
    let settled: Map<string, SettleOutcome> | null = null;
    const committed = await this.deps.db.transaction(async (trx) => {
      settled = charges.length > 0 ? await settleHolds(trx, this.deps.billing.processId, charges) : new Map();
      // A hold missing from the settlement was released as a dead process's (this worker's heartbeat stopped):
      // nothing may be kept unbilled, so the item runs again.
      if (settled.size !== charges.length) throw new LostHolds();
      const costMicroUsd = [...settled.values()].reduce((sum, s) => sum + s.chargedMicroUsd, 0);
      if (outcome.status === 'later') {
        if (!(await requeueItem(trx, item, this.id, outcome.runAt, outcome.input, costMicroUsd))) throw new LostLease();
        return { jobDone: false };
      }
      const ended = await finishItem(trx, item, this.id, { status: outcome.status, output: outcome.output, error: outcome.error, costMicroUsd });
      if (!ended) throw new LostLease();
      return ended;
    }).catch(async (err) => {
      // Nothing of the transaction was written: give the holds back (as src/billing/wallet/charge.ts does for a
      // failed settlement) and let the item run again (at once, or when its lease runs out).
      await releaseAll(this.deps, charges);
      if (!(err instanceof LostLease) && !(err instanceof LostHolds)) throw err;
      this.deps.log.warn({ jobId: job.id, idx: item.idx, reason: err.message }, 'a job item was not committed; it runs again');
      if (err instanceof LostHolds) await requeueItem(this.deps.db, item, this.id, new Date());
      return null;
    });
    if (!committed) return;
    // Counted once committed, each under its own endpoint type (an evaluation item charges the target's and the judge's calls).
    for (const c of charges) this.deps.metrics.countCharge(c.usage.endpointType, (settled! as Map<string, SettleOutcome>).get(c.hold.id)?.chargedMicroUsd ?? 0);
    const last = [...(settled! as Map<string, SettleOutcome>).values()].pop();
    if (last) this.deps.billing.leases.onWritten(job.account_id, last);
    if (committed.jobDone) await this.finishJobIfDone(job.id);
  }

  private async finishJobIfDone(jobId: string): Promise<void> {
    if ((await openItemCount(this.deps.db, jobId)) > 0) return;
    const job = await jobById(this.deps.db, jobId);
    const kind = job && this.kinds.get(job.kind);
    if (!job || !kind || job.finished_at) return;
    const { status, summary } = kind.summarize(job, await jobItems(this.deps.db, jobId));
    await finishJob(this.deps.db, jobId, [kind.states.queued, kind.states.running], kind.states[status], summary);
  }
}

class LostLease extends Error { constructor() { super('the item was taken over by another worker'); } }
class LostHolds extends Error { constructor() { super('its holds were released as a dead process\'s'); } }

async function releaseAll(deps: JobDeps, charges: SettleItem[]): Promise<void> {
  for (const c of charges) await releaseHold(deps.db, deps.billing.processId, c.hold).catch(() => undefined);
}
