/**
 * Fixed-window counters per key: a request window and a token window. With a PostgreSQL server (DATABASE_URL) the
 * windows live in the rate_limit_windows table (db/migrations/0003_limits.ts: key, points, expire in Unix ms, the
 * layout of rate-limiter-flexible's RateLimiterPostgres) and every process counts in them with atomic upserts, so the
 * count is exact whichever process answers. With the embedded PGlite database there is only one process, so an
 * in-memory window is exact and cheaper.
 *
 * Counting is group-committed on PostgreSQL (batch.ts has the arithmetic): the items that arrive while a statement is
 * in flight are counted together by the next one statement, with the pending corrections of this process. An idle
 * server writes each item at once: one round trip, no timer. Windows never hold a per-process share: every item is
 * counted in the shared row before it is decided, so nothing is refused early and nothing extra gets through.
 *
 * The store decides nothing about limits itself beyond the batch arithmetic; src/limits/limiter.ts turns outcomes
 * into answers.
 */
import type { Db } from '../../db/connect';
import { GroupCommit } from '../billing/wallet/groupCommit';
import { decideBatch, decideItem, sumByKey, type CountItem, type KeySums, type Outcome } from './batch';

export interface WindowState {
  /** Amount counted in the current window. */
  consumed: number;
  /** Milliseconds until the current window ends; 0 when no window is open. */
  msBeforeReset: number;
  /** When the current window ends (Unix ms); 0 when no window is open. Identifies the window for corrections. */
  endsAtMs: number;
}

export const NO_WINDOW: WindowState = Object.freeze({ consumed: 0, msBeforeReset: 0, endsAtMs: 0 });

/** A counted item's outcome and the key's windows right after it (what it gave back, if refused, included). */
export interface Counted {
  outcome: Outcome;
  /** Absent for a top-up counted alone (0 requests): its request window was not read. */
  requests: WindowState | null;
  tokens: WindowState;
}

export type Dimension = 'requests' | 'tokens';

export interface KeyWindows {
  /**
   * Counts an item and decides it (batch.ts). Resolves once a refused item's give-back is written, so a client that
   * retries after the 429 finds the windows without it.
   */
  count(item: CountItem): Promise<Counted>;
  /**
   * Adds `delta` (negative: gives back) to the key's window that ends at `endsAtMs`, if that window is still the
   * current one: a correction never becomes credit or debt in a later window. Fire-and-forget; in this process it is
   * written no later than any item counted after it.
   */
  correct(key: string, dimension: Dimension, endsAtMs: number, delta: number): void;
  /** The current windows, counting nothing. */
  peek(key: string): Promise<{ requests: WindowState; tokens: WindowState }>;
}

export type StoreKind = 'memory' | 'postgres';

const TABLE = 'rate_limit_windows';
const PREFIX: Record<Dimension, string> = { requests: 'req', tokens: 'tok' };
const rowKey = (dimension: Dimension, key: string) => `${PREFIX[dimension]}:${key}`;

function stateAt(consumed: number, endsAtMs: number, nowMs: number): WindowState {
  return endsAtMs > nowMs ? { consumed, msBeforeReset: endsAtMs - nowMs, endsAtMs } : NO_WINDOW;
}

export function createKeyWindows(
  kind: StoreKind, windowMs: number, db: Db | null, onError: (err: unknown) => void = () => undefined,
): KeyWindows {
  if (kind === 'memory') return new MemoryWindows(windowMs);
  if (!db) throw new Error('the postgres window store needs the database');
  return new PostgresWindows(db, windowMs, onError);
}

interface Window { points: number; endsAtMs: number }

/** One process (embedded PGlite): a Map, changed synchronously, so every count is decided alone and exactly. */
class MemoryWindows implements KeyWindows {
  private readonly windows = new Map<string, Window>();
  private sweepAtSize = 1024;

  constructor(private readonly windowMs: number) {}

  private add(rk: string, amount: number, nowMs: number): Window {
    let w = this.windows.get(rk);
    if (!w || w.endsAtMs <= nowMs) {
      w = { points: amount, endsAtMs: nowMs + this.windowMs };
      this.windows.set(rk, w);
      if (this.windows.size > this.sweepAtSize) this.sweep(nowMs);
    } else {
      w.points += amount;
    }
    return w;
  }

  /** Drops ended windows once the map has doubled since the last sweep: amortised O(1), no timer. */
  private sweep(nowMs: number) {
    for (const [k, w] of this.windows) if (w.endsAtMs <= nowMs) this.windows.delete(k);
    this.sweepAtSize = Math.max(1024, 2 * this.windows.size);
  }

  count(item: CountItem): Promise<Counted> {
    const nowMs = Date.now();
    const tok = this.add(rowKey('tokens', item.key), item.tokens, nowMs);
    const req = item.requests > 0 ? this.add(rowKey('requests', item.key), item.requests, nowMs) : this.windows.get(rowKey('requests', item.key));
    const reqPoints = req && req.endsAtMs > nowMs ? req.points : 0;
    const d = decideItem(item, reqPoints - item.requests, tok.points - item.tokens);
    // One thread: the give-back lands before anything else can count.
    if (d.outcome !== 'admitted') {
      tok.points = d.tokens;
      if (req && item.requests > 0) req.points = d.requests;
    }
    return Promise.resolve({
      outcome: d.outcome,
      requests: req ? stateAt(d.requests, req.endsAtMs, nowMs) : NO_WINDOW,
      tokens: stateAt(d.tokens, tok.endsAtMs, nowMs),
    });
  }

  correct(key: string, dimension: Dimension, endsAtMs: number, delta: number): void {
    const w = this.windows.get(rowKey(dimension, key));
    if (w && w.endsAtMs === endsAtMs && endsAtMs > Date.now()) w.points += delta;
  }

  peek(key: string) {
    const nowMs = Date.now();
    const state = (dimension: Dimension) => {
      const w = this.windows.get(rowKey(dimension, key));
      return w ? stateAt(w.points, w.endsAtMs, nowMs) : NO_WINDOW;
    };
    return Promise.resolve({ requests: state('requests'), tokens: state('tokens') });
  }
}

interface Correction { rowKey: string; endsAtMs: number; delta: number }
type Op = { count: CountItem; correction?: undefined } | { correction: Correction; count?: undefined };
type OpResult = { counted: Counted; written: Promise<void> | null } | null;

// One statement for a whole batch, the same text every time (a named prepared statement: parsed and planned once per
// connection). Each row is added under its row lock (rate-limiter-flexible's upsert: an ended window restarts with the
// new amount), so the returned counts are exact across processes. Rows are locked in key order, the same in every
// statement of every process, so concurrent statements cannot deadlock. $5 carries the corrections
// {rowKey: {windowEnd: delta}}: applied only to the live window they were made in.
const COUNT_STATEMENT = `INSERT INTO ${TABLE} AS w (key, points, expire)
  SELECT v.key, v.points, v.expire
    FROM unnest($1::varchar[], $2::bigint[], $3::bigint[]) WITH ORDINALITY AS v(key, points, expire, n) ORDER BY v.n
  ON CONFLICT (key) DO UPDATE SET
    points = CASE WHEN w.expire <= $4 THEN EXCLUDED.points
      ELSE w.points + EXCLUDED.points + coalesce((($5::jsonb -> w.key) ->> w.expire::text)::bigint, 0) END,
    expire = CASE WHEN w.expire <= $4 THEN EXCLUDED.expire ELSE w.expire END
  RETURNING key, points, expire`;
const COUNT_STATEMENT_NAME = 'graha_limits_count_v1';

interface PgClient { query(q: { name: string; text: string; values: unknown[] }): Promise<{ rows: Array<{ key: string; points: number | string; expire: number | string }> }> }

const HOUR_MS = 3_600_000;

/**
 * Deletes the windows that ended over an hour ago (what rate-limiter-flexible's clearExpiredByTimeout did); returns
 * how many. Run by a process's background work (src/background.ts startWindowCleanup), never by building the app.
 * Locks in key order and skips rows a count holds, so it never waits on (or deadlocks with) a count.
 */
export async function deleteExpiredWindows(db: Db, nowMs: number = Date.now()): Promise<number> {
  const result = await db.raw(
    `DELETE FROM ${TABLE} WHERE key IN (SELECT key FROM ${TABLE} WHERE expire < ? ORDER BY key FOR UPDATE SKIP LOCKED)`,
    [nowMs - HOUR_MS],
  );
  return (result as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0;
}

/** Shared table (PostgreSQL): counts and corrections group-committed per process, one statement per batch. */
class PostgresWindows implements KeyWindows {
  private readonly commit: GroupCommit<Op, OpResult>;

  constructor(private readonly db: Db, private readonly windowMs: number, private readonly onError: (err: unknown) => void) {
    this.commit = new GroupCommit((ops) => this.writeBatch(ops));
  }

  async count(item: CountItem): Promise<Counted> {
    const result = (await this.commit.submit({ count: item }))!;
    if (result.written) await result.written;
    return result.counted;
  }

  correct(key: string, dimension: Dimension, endsAtMs: number, delta: number): void {
    if (delta === 0 || endsAtMs <= Date.now()) return;
    this.submitCorrections([{ rowKey: rowKey(dimension, key), endsAtMs, delta }]).catch(this.onError);
  }

  private submitCorrections(corrections: Correction[]): Promise<unknown> {
    return Promise.all(corrections.map((correction) => this.commit.submit({ correction })));
  }

  async peek(key: string) {
    const nowMs = Date.now();
    const { rows } = await this.db.raw(`SELECT key, points, expire FROM ${TABLE} WHERE key IN (?, ?) AND expire > ?`,
      [rowKey('requests', key), rowKey('tokens', key), nowMs]);
    const state = (dimension: Dimension) => {
      const row = (rows as Array<{ key: string; points: number | string; expire: number | string }>).find((r) => r.key === rowKey(dimension, key));
      return row ? stateAt(Number(row.points), Number(row.expire), nowMs) : NO_WINDOW;
    };
    return { requests: state('requests'), tokens: state('tokens') };
  }

  private async writeBatch(ops: Op[]): Promise<OpResult[]> {
    const items = ops.flatMap((op) => (op.count ? [op.count] : []));
    const sums = sumByKey(items);
    const nowMs = Date.now();
    // Rows to add to: both windows of a key with an admission, the token window of a key with only top-ups, and a
    // window with only corrections (added 0, marked ended at `nowMs` so a missing or ended window stays ended).
    const rows = new Map<string, { points: number; expire: number }>();
    const openAt = nowMs + this.windowMs;
    for (const [key, sum] of sums) {
      if (sum.requests > 0) rows.set(rowKey('requests', key), { points: sum.requests, expire: openAt });
      rows.set(rowKey('tokens', key), { points: sum.tokens, expire: openAt });
    }
    const corrections: Record<string, Record<string, number>> = {};
    for (const op of ops) {
      if (!op.correction) continue;
      const c = op.correction;
      const byWindow = (corrections[c.rowKey] ??= {});
      byWindow[c.endsAtMs] = (byWindow[c.endsAtMs] ?? 0) + c.delta;
      if (!rows.has(c.rowKey)) rows.set(c.rowKey, { points: 0, expire: nowMs });
    }
    const keys = [...rows.keys()].sort();
    const returned = await this.run([keys, keys.map((k) => rows.get(k)!.points), keys.map((k) => rows.get(k)!.expire), nowMs, JSON.stringify(corrections)]);
    const doneAt = Date.now();
    const windows = new Map<string, { points: number; endsAtMs: number }>();
    for (const row of returned) windows.set(row.key, { points: Number(row.points), endsAtMs: Number(row.expire) });

    const after = new Map<string, KeySums>();
    for (const key of sums.keys()) {
      after.set(key, { requests: windows.get(rowKey('requests', key))?.points ?? 0, tokens: windows.get(rowKey('tokens', key))!.points });
    }
    const { decisions, giveBack } = decideBatch(items, sums, after);
    // What refused items give back: corrections of the windows they were counted in, written by the next statement
    // (the queue is busy with this one, so they go first thing). Refused items answer once that is written.
    const refunds = new Map<string, Promise<unknown>>();
    for (const [key, g] of giveBack) {
      const list: Correction[] = [];
      const req = windows.get(rowKey('requests', key));
      const tok = windows.get(rowKey('tokens', key))!;
      if (g.requests > 0 && req) list.push({ rowKey: rowKey('requests', key), endsAtMs: req.endsAtMs, delta: -g.requests });
      if (g.tokens > 0) list.push({ rowKey: rowKey('tokens', key), endsAtMs: tok.endsAtMs, delta: -g.tokens });
      if (list.length > 0) refunds.set(key, this.submitCorrections(list));
    }
    let i = 0;
    return ops.map((op): OpResult => {
      if (!op.count) return null;
      const d = decisions[i++];
      const key = op.count.key;
      const req = op.count.requests > 0 || sums.get(key)!.requests > 0 ? windows.get(rowKey('requests', key)) : undefined;
      const tok = windows.get(rowKey('tokens', key))!;
      const counted: Counted = {
        outcome: d.outcome,
        requests: req ? stateAt(d.requests, req.endsAtMs, doneAt) : null,
        tokens: stateAt(d.tokens, tok.endsAtMs, doneAt),
      };
      const refund = d.outcome === 'admitted' ? undefined : refunds.get(key);
      return { counted, written: refund ? refund.then(() => undefined) : null };
    });
  }

  private async run(values: unknown[]) {
    const client = (await this.db.client.acquireConnection()) as PgClient;
    try {
      return (await client.query({ name: COUNT_STATEMENT_NAME, text: COUNT_STATEMENT, values })).rows;
    } finally {
      await this.db.client.releaseConnection(client);
    }
  }
}
