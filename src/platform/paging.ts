/** Pages of an account's platform resources, newest first; `after` is the id of the last item of the previous page. */
import type { Knex } from 'knex';
import type { Db } from '../../db/connect';

export async function pageOfRows<T>(
  db: Db, table: string, accountId: string, opts: { after?: string; limit?: number }, scope: (q: Knex.QueryBuilder) => void = () => undefined,
): Promise<{ rows: T[]; hasMore: boolean }> {
  const limit = opts.limit ?? 20;
  const q = db(table).where({ account_id: accountId }).select('*')
    .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit + 1);
  scope(q);
  if (opts.after) {
    const cursor = await db(table).where({ id: opts.after, account_id: accountId }).first('created_at', 'id');
    if (cursor) q.andWhere((w) => w.where('created_at', '<', cursor.created_at).orWhere((x) => x.where('created_at', cursor.created_at).andWhere('id', '<', cursor.id)));
  }
  const rows = (await q) as T[];
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}

export const unixSeconds = (d: Date | string | null): number | null => (d === null ? null : Math.floor(new Date(d).getTime() / 1000));
