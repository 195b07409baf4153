/**
 * The queries of coherent API-key caches on PostgreSQL (src/auth/README.md, migration 0014). The listener side runs
 * on each process's own LISTEN connection (a plain pg client, not the pool); the announcing side on the pool.
 */
import pg from 'pg';
import type { Db } from './connect';

/** The notification channel: a payload is an auth_change_seq number, or "changed" from inside a change's transaction. */
export const AUTH_CHANNEL = 'graha_auth_changes';

/** The listener connections' application_name (pg_stat_activity shows them by it). */
export const LISTENER_APPLICATION = 'graha-auth-listener';

/** What the listener needs of its connection (pg.Client has it). */
export interface QueryClient { query(text: string, values?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }> }

/**
 * Registers a listener (after its LISTEN). It counts as having seen every change numbered so far: those committed
 * their data before the number was taken, so this process's lookups from now on read it.
 */
export async function registerListener(client: QueryClient, id: string): Promise<void> {
  await client.query(`DELETE FROM auth_listeners WHERE seen_at < now() - interval '1 hour'`);
  await client.query(
    `INSERT INTO auth_listeners (id, acked_seq, seen_at)
     SELECT $1, CASE WHEN is_called THEN last_value ELSE 0 END, now() FROM auth_change_seq`,
    [id],
  );
}

/** The listener is alive (writers wait for the acknowledgements of live listeners only). */
export async function listenerHeartbeat(client: QueryClient, id: string): Promise<void> {
  const { rows } = await client.query('UPDATE auth_listeners SET seen_at = now() WHERE id = $1 RETURNING id', [id]);
  // A row deleted as stale (this process was stopped for an hour) means writers no longer wait for it.
  if (rows.length === 0) throw new Error('auth listener row is gone');
}

/** Every change up to `seq` has been applied to this process's cache. */
export async function acknowledgeChange(client: QueryClient, id: string, seq: number): Promise<void> {
  await client.query('UPDATE auth_listeners SET acked_seq = GREATEST(acked_seq, $2) WHERE id = $1', [id, seq]);
}

export async function unregisterListener(client: QueryClient, id: string): Promise<void> {
  await client.query('DELETE FROM auth_listeners WHERE id = $1', [id]);
}

/** Inside a change's transaction: listeners drop their caches when it commits (even if the announcer dies next). */
export async function notifyChangeInTransaction(trx: Db): Promise<void> {
  await trx.raw('SELECT pg_notify(?, ?)', [AUTH_CHANNEL, 'changed']);
}

/**
 * After a change committed: takes its number and announces it. Notifications reach each listener in commit order,
 * and this one commits after the change's data, so a listener that acknowledges this number (or a later one) has
 * dropped what it cached before the change.
 */
export async function announceChange(db: Db): Promise<number> {
  const { rows } = await db.raw(
    `WITH s AS (SELECT nextval('auth_change_seq') AS seq) SELECT seq, pg_notify(?, seq::text) FROM s`, [AUTH_CHANNEL],
  );
  return Number(rows[0].seq);
}

/** Listeners seen within the lease that have not acknowledged `seq` yet. */
export async function listenersBehind(db: Db, seq: number, leaseMs: number): Promise<number> {
  const { rows } = await db.raw(
    `SELECT count(*)::int AS n FROM auth_listeners WHERE acked_seq < ? AND seen_at > now() - make_interval(secs => ?)`,
    [seq, leaseMs / 1000],
  );
  return Number(rows[0].n);
}

/** A process's own LISTEN connection: a plain client outside the pool, ended by the listener. */
export function openListenerConnection(databaseUrl: string, queryTimeoutMs: number): pg.Client {
  return new pg.Client({ connectionString: databaseUrl, query_timeout: queryTimeoutMs, keepAlive: true, application_name: LISTENER_APPLICATION });
}
