/**
 * Per-process memory for authentication, held in the app context.
 * - lastTouchMs: when this process last wrote a key's last_used, so it writes at most once a minute per key.
 * - lookups: key hash -> key + account.
 *   - Embedded database ('local'): PGlite is single-process by construction, so every change (revoke, suspend, plan
 *     change) goes through this process and invalidates the entry (src/auth/authChanges.ts).
 *   - PostgreSQL ('shared'): several processes share the data. Entries are used only while this process's listener
 *     (src/auth/authListener.ts) vouches for them: it hears every change and acknowledges it, and the change's caller
 *     waits for those acknowledgements, so a revocation still holds from the next request on, on every process.
 *     Without a listener, or once its last heartbeat is older than half the lease, every request reads its key.
 *
 * A lookup that was under way when the cache was flushed is not stored (the generation changed): it may have read
 * the row from before the change.
 */
import type { KeyWithAccount } from '../../db/accounts';

export const TOUCH_INTERVAL_MS = 60_000;
/** More keys than this in one process: the cache starts over rather than grow. */
const MAX_ENTRIES = 100_000;

export type AuthCacheMode = 'local' | 'shared';

export class AuthCache {
  private readonly lookups = new Map<string, KeyWithAccount>();
  private readonly lastTouchMs = new Map<string, number>();
  private generation = 0;
  /** 'shared': the monotonic time (ms) until which the listener vouches for the entries. */
  private vouchedUntilMs = 0;

  constructor(
    readonly mode: AuthCacheMode,
    private readonly clockMs: () => number = () => performance.now(),
  ) {}

  /** Entries may be used now; a lapse of the listener's vouching drops them first. */
  private usable(): boolean {
    if (this.mode === 'local') return true;
    if (this.vouchedUntilMs === 0) return false;
    if (this.clockMs() < this.vouchedUntilMs) return true;
    this.vouchedUntilMs = 0;
    this.flush();
    return false;
  }

  get(keyHash: string): KeyWithAccount | undefined {
    return this.usable() ? this.lookups.get(keyHash) : undefined;
  }

  /** Before reading a key from the database: the token set() needs to store what was read, or null (do not store). */
  beginLookup(): number | null {
    return this.usable() ? this.generation : null;
  }

  set(keyHash: string, found: KeyWithAccount, lookup: number | null): void {
    if (lookup === null || lookup !== this.generation || !this.usable()) return;
    if (this.lookups.size >= MAX_ENTRIES) this.lookups.clear();
    this.lookups.set(keyHash, found);
  }

  /** Forget everything cached, including lookups under way. */
  flush(): void {
    this.generation += 1;
    this.lookups.clear();
  }

  /** Forget every cached key of an account (after a revocation, suspension or plan change through this process). */
  invalidateAccount(accountId: string): void {
    this.generation += 1;
    for (const [hash, entry] of this.lookups) if (entry.account.id === accountId) this.lookups.delete(hash);
  }

  /**
   * 'shared': the listener's heartbeat, sent at `sentAtMs` (this cache's clock), succeeded; entries may be used for
   * `forMs` after it was sent.
   */
  vouch(sentAtMs: number, forMs: number): void {
    // A lapse nobody noticed yet (no request came) still drops what was cached before it.
    this.usable();
    this.vouchedUntilMs = Math.max(this.vouchedUntilMs, sentAtMs + forMs);
  }

  /** 'shared': the listener lost its connection (changes may go unheard): nothing cached is used until it vouches again. */
  withdraw(): void {
    this.vouchedUntilMs = 0;
    this.flush();
  }

  /** The monotonic clock the vouching is measured on. */
  now(): number {
    return this.clockMs();
  }

  /** True when this process should record a use of the key now. */
  shouldTouch(keyId: string, nowMs: number): boolean {
    const last = this.lastTouchMs.get(keyId);
    if (last !== undefined && nowMs - last < TOUCH_INTERVAL_MS) return false;
    this.lastTouchMs.set(keyId, nowMs);
    return true;
  }
}
