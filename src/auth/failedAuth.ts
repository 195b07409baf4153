/**
 * Slowing down repeated failed API-key authentication from one client address (OWASP Authentication Cheat Sheet,
 * "Protect against automated attacks"; NIST SP 800-63B 5.2.2). A wrong, malformed or revoked key counts as a failure
 * of the address it came from; after `freeFailures` of them within `windowMs`, each further failure locks the address
 * for 1 s, 2 s, 4 s ... up to `maxLockMs`. While an address is locked every bearer request from it is refused with 429
 * and Retry-After before its key is looked at, so a guesser learns nothing about the keys it sends meanwhile (a
 * throttle that still answered valid keys would be an oracle). A request with no key is not a guess and does not count.
 *
 * Kept per process in the app context, in memory: keys are 40 random characters (src/auth/apiKeys.ts), so the point is
 * to make a flood of guesses slow and visible, not to count exactly across processes (the dashboard's password
 * sign-in, where guessing is realistic, counts in PostgreSQL: src/dashboard/throttle.ts). The table is bounded: past
 * `maxAddresses` the oldest address is forgotten.
 */

export interface FailedAuthOptions {
  freeFailures: number;
  windowMs: number;
  maxLockMs: number;
  maxAddresses: number;
}

export const DEFAULT_FAILED_AUTH: FailedAuthOptions = { freeFailures: 20, windowMs: 10 * 60_000, maxLockMs: 15 * 60_000, maxAddresses: 100_000 };

interface AddressState { failures: number; windowStartMs: number; lockedUntilMs: number }

/** How long the `failures`-th failure within the window locks its address (0: not yet). Pure. */
export function lockMsAfterFailures(failures: number, options: Pick<FailedAuthOptions, 'freeFailures' | 'maxLockMs'>): number {
  if (failures <= options.freeFailures) return 0;
  return Math.min(1000 * 2 ** Math.min(failures - options.freeFailures - 1, 30), options.maxLockMs);
}

export class FailedAuthThrottle {
  private readonly addresses = new Map<string, AddressState>();

  constructor(private readonly options: FailedAuthOptions = DEFAULT_FAILED_AUTH) {}

  /** Whether any address failed within the table's memory: if not, no request need work out its address. */
  hasFailures(): boolean {
    return this.addresses.size > 0;
  }

  /** Milliseconds the address must wait before its next bearer request is looked at (0: go ahead). */
  retryAfterMs(address: string, nowMs: number): number {
    const state = this.addresses.get(address);
    return state ? Math.max(0, state.lockedUntilMs - nowMs) : 0;
  }

  recordFailure(address: string, nowMs: number): void {
    let state = this.addresses.get(address);
    if (!state || nowMs - state.windowStartMs > this.options.windowMs) {
      state = { failures: 0, windowStartMs: nowMs, lockedUntilMs: 0 };
    }
    this.addresses.delete(address); // re-inserted last: the Map's order is then least recently failed first
    state.failures += 1;
    const lockMs = lockMsAfterFailures(state.failures, this.options);
    if (lockMs > 0) state.lockedUntilMs = nowMs + lockMs;
    this.addresses.set(address, state);
    if (this.addresses.size > this.options.maxAddresses) {
      this.addresses.delete(this.addresses.keys().next().value as string);
    }
  }
}
