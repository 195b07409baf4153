/** The failed-authentication throttle's rule (src/auth/failedAuth.ts); its HTTP behaviour is in hostile.test.ts. */
import { describe, expect, it } from 'vitest';
import { FailedAuthThrottle, lockMsAfterFailures } from '../../src/auth/failedAuth';

const options = { freeFailures: 3, windowMs: 60_000, maxLockMs: 8000, maxAddresses: 2 };

describe('failed authentication per address', () => {
  it('locks after the free failures, doubling from 1 s up to the maximum', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 40].map((n) => lockMsAfterFailures(n, options))).toEqual([0, 0, 0, 1000, 2000, 4000, 8000, 8000, 8000]);
  });

  it('counts per address, forgets a quiet window, and keeps at most maxAddresses', () => {
    const t = new FailedAuthThrottle(options);
    for (let i = 0; i < 4; i++) t.recordFailure('198.51.100.1', 1000);
    expect(t.retryAfterMs('198.51.100.1', 1000)).toBe(1000);
    expect(t.retryAfterMs('198.51.100.1', 1500)).toBe(500);
    expect(t.retryAfterMs('198.51.100.2', 1000)).toBe(0);
    // A failure after the window starts a new count: no lock.
    t.recordFailure('198.51.100.1', 1000 + 60_001);
    expect(t.retryAfterMs('198.51.100.1', 1000 + 60_001)).toBe(0);
    // Past two addresses the least recently failing one is forgotten.
    for (let i = 0; i < 4; i++) t.recordFailure('198.51.100.3', 70_000);
    for (let i = 0; i < 4; i++) t.recordFailure('198.51.100.4', 70_000);
    expect(t.retryAfterMs('198.51.100.3', 70_000)).toBe(1000);
    expect(t.retryAfterMs('198.51.100.4', 70_000)).toBe(1000);
    for (let i = 0; i < 4; i++) t.recordFailure('198.51.100.5', 70_000);
    expect(t.retryAfterMs('198.51.100.3', 70_000)).toBe(0);
    expect(t.retryAfterMs('198.51.100.5', 70_000)).toBe(1000);
  });
});
