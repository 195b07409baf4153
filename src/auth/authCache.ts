/**
 * Per-process memory for authentication, held in the app context.
 * - lastTouchMs: when this process last wrote a key's last_used, so it writes at most once a minute per key.
 * - lookups: key hash -> key + account. Only with the embedded database: PGlite is single-process by construction,
 *   so every change (revoke, suspend, plan change) goes through this process and invalidates the entry. With
 *   PostgreSQL several processes share the data, so each request reads the key (one indexed query) and a
 *   revocation takes effect on the next request everywhere.
 */
import type { KeyWithAccount } from '../../db/accounts';

export const TOUCH_INTERVAL_MS = 60_000;

export class AuthCache {
  private readonly lookups: Map<string, KeyWithAccount> | null;
  private readonly lastTouchMs = new Map<string, number>();

  constructor(cacheLookups: boolean) {
    this.lookups = cacheLookups ? new Map() : null;
  }

  get(keyHash: string): KeyWithAccount | undefined {
    return this.lookups?.get(keyHash);
  }

  set(keyHash: string, found: KeyWithAccount): void {
    this.lookups?.set(keyHash, found);
  }

  /** Forget every cached key of an account (after a revocation, suspension or plan change). */
  invalidateAccount(accountId: string): void {
    if (!this.lookups) return;
    for (const [hash, entry] of this.lookups) if (entry.account.id === accountId) this.lookups.delete(hash);
  }

  /** True when this process should record a use of the key now. */
  shouldTouch(keyId: string, nowMs: number): boolean {
    const last = this.lastTouchMs.get(keyId);
    if (last !== undefined && nowMs - last < TOUCH_INTERVAL_MS) return false;
    this.lastTouchMs.set(keyId, nowMs);
    return true;
  }
}
