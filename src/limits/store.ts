/**
 * Fixed-window counters per key, kept by rate-limiter-flexible. With a PostgreSQL server (DATABASE_URL) the windows
 * live in the rate_limit_windows table (db/migrations/0003_limits.ts) and every process updates them with one atomic
 * `INSERT ... ON CONFLICT DO UPDATE ... RETURNING` per call, so the count is exact whichever process answers. With the
 * embedded PGlite database there is only one process, so an in-memory window is exact and cheaper.
 *
 * The library's own limit (`points`) is set out of reach: limits differ per key and change with the plan, so we read
 * the consumed count it returns and decide ourselves (src/limits/limiter.ts).
 */
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract, type RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../../db/connect';

export interface WindowState {
  /** Amount counted in the current window (after the change, for add()). */
  consumed: number;
  /** Milliseconds until the current window ends; 0 when no window is open. */
  msBeforeReset: number;
}

export interface WindowStore {
  /** Adds `amount` (>= 0) to the key's current window, opening a new window when none is open. */
  add(key: string, amount: number): Promise<WindowState>;
  /**
   * Takes `amount` back from the key's current window (a refund); returns the window after the change. When that
   * window has already ended nothing changes: a refund never becomes credit in the next window.
   */
  subtract(key: string, amount: number): Promise<WindowState>;
  peek(key: string): Promise<WindowState>;
}

const UNREACHABLE_POINTS = 2 ** 52;

function stateOf(res: RateLimiterRes | null): WindowState {
  if (!res || res.msBeforeNext <= 0) return { consumed: 0, msBeforeReset: 0 };
  return { consumed: res.consumedPoints, msBeforeReset: res.msBeforeNext };
}

function wrap(limiter: RateLimiterAbstract, db: Db | null): WindowStore {
  return {
    async add(key, amount) {
      return stateOf(await limiter.consume(key, amount));
    },
    async subtract(key, amount) {
      if (db) {
        // The library's reward() would open a new window at -amount once the window has ended; only a live window
        // is changed here.
        const nowMs = Date.now();
        const { rows } = await db.raw(
          `UPDATE ${TABLE} SET points = points - ? WHERE key = ? AND expire > ? RETURNING points, expire`,
          [amount, limiter.getKey(key), nowMs],
        );
        const row = rows[0] as { points: number | string; expire: number | string } | undefined;
        return row ? { consumed: Number(row.points), msBeforeReset: Math.max(0, Number(row.expire) - Date.now()) } : { consumed: 0, msBeforeReset: 0 };
      }
      // Memory: one thread, so looking and then changing is atomic.
      if (stateOf(await limiter.get(key)).msBeforeReset === 0) return { consumed: 0, msBeforeReset: 0 };
      return stateOf(await limiter.reward(key, amount));
    },
    async peek(key) {
      return stateOf(await limiter.get(key));
    },
  };
}

export type StoreKind = 'memory' | 'postgres';

/** The two windows of every key (requests, tokens), and one step that adds to both. */
export interface KeyWindows {
  requests: WindowStore;
  tokens: WindowStore;
  /** Adds to a key's request and token windows; on PostgreSQL in one atomic statement (one round trip). */
  addBoth(key: string, requests: number, tokens: number): Promise<[WindowState, WindowState]>;
}

const TABLE = 'rate_limit_windows';
const REQUESTS_PREFIX = 'req';
const TOKENS_PREFIX = 'tok';

export function createKeyWindows(kind: StoreKind, windowMs: number, db: Db | null): KeyWindows {
  const requests = createWindowStore(kind, REQUESTS_PREFIX, windowMs, db);
  const tokens = createWindowStore(kind, TOKENS_PREFIX, windowMs, db);
  if (kind === 'memory') {
    return { requests, tokens, addBoth: (key, r, t) => Promise.all([requests.add(key, r), tokens.add(key, t)]) };
  }
  const pg = db!;
  return {
    requests,
    tokens,
    // rate-limiter-flexible's own upsert (RateLimiterPostgres._upsert), for the key's two rows in one statement:
    // each row is updated under its row lock, so the returned counts are exact across processes; the rows are
    // always locked in the same order (requests, then tokens), so concurrent statements cannot deadlock.
    async addBoth(key, r, t) {
      const nowMs = Date.now();
      const expire = nowMs + windowMs;
      const rows = (await pg.raw(
        `INSERT INTO ${TABLE} AS w (key, points, expire) VALUES (?, ?, ?), (?, ?, ?)
           ON CONFLICT (key) DO UPDATE SET
             points = CASE WHEN w.expire <= ? THEN EXCLUDED.points ELSE w.points + EXCLUDED.points END,
             expire = CASE WHEN w.expire <= ? THEN EXCLUDED.expire ELSE w.expire END
         RETURNING key, points, expire`,
        [`${REQUESTS_PREFIX}:${key}`, r, expire, `${TOKENS_PREFIX}:${key}`, t, expire, nowMs, nowMs],
      )).rows as Array<{ key: string; points: number | string; expire: number | string }>;
      const state = (prefix: string): WindowState => {
        const row = rows.find((x) => x.key.startsWith(`${prefix}:`))!;
        return { consumed: Number(row.points), msBeforeReset: Math.max(0, Number(row.expire) - Date.now()) };
      };
      return [state(REQUESTS_PREFIX), state(TOKENS_PREFIX)];
    },
  };
}

/** One store per counted dimension (requests, tokens): the prefix keeps their keys apart in the shared table. */
function createWindowStore(kind: StoreKind, prefix: string, windowMs: number, db: Db | null): WindowStore {
  const common = { keyPrefix: prefix, points: UNREACHABLE_POINTS, duration: windowMs / 1000 };
  if (kind === 'memory') return wrap(new RateLimiterMemory(common), null);
  if (!db) throw new Error('the postgres window store needs the database');
  return wrap(new RateLimiterPostgres({
    ...common,
    storeClient: db,
    storeType: 'knex',
    tableName: TABLE,
    // Created by migration 0003, so processes do not race to create it.
    tableCreated: true,
    // The library deletes windows that ended over an hour ago, every 5 minutes.
    clearExpiredByTimeout: true,
  }), db);
}
