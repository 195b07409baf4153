/**
 * Queries of the durable job tables (db/migrations/0011_jobs.ts). Every read a client can reach is scoped to the
 * owning account and the job's kind: another account's id, or a batch id asked for as an evaluation, is not found.
 * The claim takes items with `FOR UPDATE SKIP LOCKED`, so any number of workers on one PostgreSQL share the work
 * without waiting on each other; on embedded PGlite (one connection) it is the same SQL, run one statement at a time.
 */
import type { Knex } from 'knex';
import type { Db } from './connect';

export type ItemStatus = 'pending' | 'running' | 'succeeded' | 'failed' | 'cancelled';

export interface JobRow {
  id: string;
  kind: string;
  account_id: string;
  api_key_id: string | null;
  status: string;
  spec: any;
  total_items: number;
  completed_items: number;
  failed_items: number;
  cost_micro_usd: number;
  summary: any;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

export interface JobItemRow {
  job_id: string;
  idx: number;
  account_id: string;
  status: ItemStatus;
  input: any;
  output: any;
  error: any;
  attempts: number;
  lease_owner: string | null;
  cost_micro_usd: number;
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** Inserts a job and its items in one transaction (a job is never visible without all its items). */
export async function insertJob(db: Db, job: Pick<JobRow, 'id' | 'kind' | 'account_id' | 'api_key_id' | 'status' | 'spec'>, inputs: unknown[]): Promise<JobRow> {
  return db.transaction(async (trx) => {
    const [row] = await trx('jobs').insert({ ...job, spec: JSON.stringify(job.spec), total_items: inputs.length }).returning('*');
    const items = inputs.map((input, idx) => ({ job_id: job.id, idx, account_id: job.account_id, input: JSON.stringify(input), queued_at: row.created_at }));
    // Chunks keep each statement's parameter count well under PostgreSQL's 65,535.
    for (let i = 0; i < items.length; i += 500) await trx('job_items').insert(items.slice(i, i + 500));
    return row as JobRow;
  });
}

export async function findJob(db: Db, accountId: string, kind: string, id: string): Promise<JobRow | undefined> {
  return db('jobs').where({ id, kind, account_id: accountId }).first() as Promise<JobRow | undefined>;
}

export async function jobById(db: Db | Knex.Transaction, id: string): Promise<JobRow | undefined> {
  return db('jobs').where({ id }).first() as Promise<JobRow | undefined>;
}

/** Newest first; `after` is the id of the last job of the previous page. One more than `limit` tells has_more. */
export async function listJobs(db: Db, accountId: string, kind: string, opts: { after?: string; limit: number }): Promise<JobRow[]> {
  const q = db('jobs').where({ account_id: accountId, kind }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(opts.limit);
  if (opts.after) {
    const cursor = await db('jobs').where({ id: opts.after, account_id: accountId, kind }).first('created_at', 'id');
    if (cursor) q.andWhere((w) => w.where('created_at', '<', cursor.created_at).orWhere((x) => x.where('created_at', cursor.created_at).andWhere('id', '<', cursor.id)));
  }
  return q as unknown as Promise<JobRow[]>;
}

/** The job's items in order (index order is request order). */
export async function jobItems(db: Db, jobId: string): Promise<JobItemRow[]> {
  return db('job_items').where({ job_id: jobId }).orderBy('idx') as unknown as Promise<JobItemRow[]>;
}

/** Accounts with claimable items now, and how many each has (the claimer shares its free slots among them). */
export async function accountsWithWork(db: Db): Promise<Array<{ account_id: string; n: number }>> {
  const result = await db.raw(
    `SELECT account_id, count(*)::int AS n FROM job_items
     WHERE status IN ('pending','running') AND ((status = 'pending' AND run_at <= now()) OR (status = 'running' AND lease_expires_at < now()))
     GROUP BY account_id`,
  );
  return rowsOf(result);
}

/**
 * Claims up to `limit` runnable items of one account for `owner`: pending ones whose time has come, and running ones
 * whose lease ran out (their worker died). Each claim raises `attempts` (the fencing token the result commit checks)
 * and leases the item for `leaseMs`. Items of cancelled or finished jobs are never claimed.
 */
export async function claimItems(db: Db, owner: string, accountId: string, limit: number, leaseMs: number): Promise<JobItemRow[]> {
  const result = await db.raw(
    `WITH c AS (
       SELECT i.job_id, i.idx FROM job_items i
       WHERE i.account_id = :account AND i.status IN ('pending','running')
         AND ((i.status = 'pending' AND i.run_at <= now()) OR (i.status = 'running' AND i.lease_expires_at < now()))
         AND NOT EXISTS (SELECT 1 FROM jobs j WHERE j.id = i.job_id AND j.finished_at IS NOT NULL)
       ORDER BY i.queued_at, i.job_id, i.idx
       LIMIT :limit FOR UPDATE SKIP LOCKED)
     UPDATE job_items i SET status = 'running', lease_owner = :owner, attempts = i.attempts + 1,
       lease_expires_at = now() + make_interval(secs => :leaseSeconds)
     FROM c WHERE i.job_id = c.job_id AND i.idx = c.idx
     RETURNING i.*`,
    { account: accountId, limit, owner, leaseSeconds: leaseMs / 1000 },
  );
  return rowsOf<JobItemRow>(result);
}

/** Renews the leases of the items `owner` is running (its heartbeat); returns how many it still holds. */
export async function renewLeases(db: Db, owner: string, leaseMs: number): Promise<number> {
  return db('job_items').where({ lease_owner: owner, status: 'running' })
    .update({ lease_expires_at: db.raw('now() + make_interval(secs => ?)', [leaseMs / 1000]) });
}

/**
 * Writes an item's end inside the caller's transaction, only if `owner` still holds it under the attempt it claimed;
 * null when another worker has taken it over (the caller then rolls back, so nothing is charged twice). The job's
 * progress counts and cost move in the same transaction; returns whether every item of the job has now ended
 * (succeeded, failed, or cancelled by a cancel of the job).
 */
export async function finishItem(
  trx: Knex.Transaction, item: Pick<JobItemRow, 'job_id' | 'idx' | 'attempts'>, owner: string,
  end: { status: 'succeeded' | 'failed'; output: unknown; error: unknown; costMicroUsd: number },
): Promise<{ jobDone: boolean } | null> {
  const updated = await trx('job_items')
    .where({ job_id: item.job_id, idx: item.idx, status: 'running', lease_owner: owner, attempts: item.attempts })
    .update({
      status: end.status, output: end.output === null ? null : JSON.stringify(end.output), error: end.error === null ? null : JSON.stringify(end.error),
      cost_micro_usd: trx.raw('cost_micro_usd + ?', [end.costMicroUsd]), lease_owner: null, lease_expires_at: null, finished_at: trx.fn.now(),
    });
  if (updated !== 1) return null;
  const [job] = await trx('jobs').where({ id: item.job_id }).update({
    [end.status === 'succeeded' ? 'completed_items' : 'failed_items']: trx.raw('?? + 1', [end.status === 'succeeded' ? 'completed_items' : 'failed_items']),
    cost_micro_usd: trx.raw('cost_micro_usd + ?', [end.costMicroUsd]),
  }).returning(['completed_items', 'failed_items', 'total_items', 'finished_at']);
  // A cancelled job's items may end without counting (cancelled ones): look at the items then.
  return { jobDone: job.completed_items + job.failed_items === job.total_items || job.finished_at !== null };
}

/**
 * Puts an item back (a step that asked to run later, or a commit that could not be written): claimable at `runAt`,
 * if `owner` still holds it under the attempt it claimed. `costMicroUsd` (what this attempt was charged) is added to
 * the item's and the job's cost (the caller's transaction writes the charge).
 */
export async function requeueItem(
  db: Db | Knex.Transaction, item: Pick<JobItemRow, 'job_id' | 'idx' | 'attempts'>, owner: string, runAt: Date, input?: unknown, costMicroUsd = 0,
): Promise<boolean> {
  const n = await db('job_items').where({ job_id: item.job_id, idx: item.idx, status: 'running', lease_owner: owner, attempts: item.attempts })
    .update({
      status: 'pending', lease_owner: null, lease_expires_at: null, run_at: runAt, cost_micro_usd: db.raw('cost_micro_usd + ?', [costMicroUsd]),
      ...(input !== undefined ? { input: JSON.stringify(input) } : {}),
    });
  if (n === 1 && costMicroUsd > 0) await db('jobs').where({ id: item.job_id }).update({ cost_micro_usd: db.raw('cost_micro_usd + ?', [costMicroUsd]) });
  return n === 1;
}

/** Moves a job from its queued state to its running state when its first item starts. */
export async function markStarted(db: Db, jobId: string, from: string, to: string): Promise<void> {
  await db('jobs').where({ id: jobId, status: from }).update({ status: to, started_at: db.fn.now() });
}

/** Unfinished items of a job (pending or running). */
export async function openItemCount(db: Db | Knex.Transaction, jobId: string): Promise<number> {
  const row = await db('job_items').where({ job_id: jobId }).whereIn('status', ['pending', 'running']).count<{ n: string }[]>({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

/** Ends a job once: only from one of `from` (a job cancelled meanwhile keeps its state). */
export async function finishJob(db: Db | Knex.Transaction, jobId: string, from: string[], to: string, summary: unknown): Promise<boolean> {
  const n = await db('jobs').where({ id: jobId }).whereIn('status', from)
    .update({ status: to, finished_at: db.fn.now(), summary: summary === null ? null : JSON.stringify(summary) });
  return n === 1;
}

/**
 * Cancels a job in one of `from`: its pending items will never run (items running now finish and stay billed).
 * Returns false when the job is in none of those states.
 */
export async function cancelJob(db: Db, jobId: string, from: string[], to: string): Promise<boolean> {
  return db.transaction(async (trx) => {
    const n = await trx('jobs').where({ id: jobId }).whereIn('status', from).update({ status: to, finished_at: trx.fn.now() });
    if (n !== 1) return false;
    await trx('job_items').where({ job_id: jobId, status: 'pending' }).update({ status: 'cancelled', finished_at: trx.fn.now() });
    // A running item whose worker died after the cancel is not resumed either.
    await trx('job_items').where({ job_id: jobId, status: 'running' }).andWhere('lease_expires_at', '<', trx.fn.now())
      .update({ status: 'cancelled', lease_owner: null, lease_expires_at: null, finished_at: trx.fn.now() });
    return true;
  });
}
