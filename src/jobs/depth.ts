/**
 * How many job items wait and run, across every worker of the database (the /metrics queue-depth gauge reads it at
 * scrape time). One count over the partial index `job_items_claimable` (db/migrations/0011_jobs.ts), which holds
 * only unfinished items, so a scrape stays cheap whatever the history.
 */
import type { Db } from '../../db/connect';

export async function jobItemDepth(db: Db): Promise<{ pending: number; running: number }> {
  const rows = await db('job_items').whereIn('status', ['pending', 'running']).groupBy('status')
    .select('status').count<{ status: string; n: string }[]>({ n: '*' });
  const depth = { pending: 0, running: 0 };
  for (const row of rows) depth[row.status as keyof typeof depth] = Number(row.n);
  return depth;
}
