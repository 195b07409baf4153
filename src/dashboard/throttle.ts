/**
 * Slowing down repeated failed sign-ins (OWASP Authentication Cheat Sheet, "Protect against automated attacks";
 * NIST SP 800-63B section 5.2.2 rate limiting). Failures are counted per email and per client address, in PostgreSQL
 * so every server process counts together. After `freeFailures` failures within the window, each further failure
 * locks the subject for an exponentially growing time: 1 s, 2 s, 4 s ... up to 15 minutes. While a subject is locked,
 * sign-in attempts are refused with 429 and Retry-After before any password is checked (so a locked account cannot
 * be guessed at, and the attacker learns nothing). A success clears the email's counter, not the address's (one
 * valid account must not reset an attacker's budget for guessing others). A quiet hour forgets a subject's failures.
 */
import type { Db } from '../../db/connect';
import { clearFailures, countFailure, findFailures, setLockedUntil } from '../../db/dashboard';

export const FAILURE_WINDOW_MS = 60 * 60_000;
export const MAX_LOCK_MS = 15 * 60_000;
/**
 * Per email: a person mistyping gets a few tries; per address: many people may share one (offices, carrier NAT).
 * `signup`: accounts created from one address count the same way (each sign-up is an "attempt"), so one client cannot
 * mint accounts (and argon2 work) without bound.
 */
export const FREE_FAILURES = { email: 5, ip: 20, signup: 10 } as const;

export type SubjectKind = keyof typeof FREE_FAILURES;
export interface Subject { kind: SubjectKind; value: string }

const key = (s: Subject) => `${s.kind}:${s.value}`;

/** How long the `failures`-th failure locks its subject. Pure. */
export function lockMsAfter(failures: number, freeFailures: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(1000 * 2 ** (failures - freeFailures), MAX_LOCK_MS);
}

/** Milliseconds until every subject may try again (0: go ahead). */
export async function retryAfterMs(db: Db, subjects: Subject[], now: Date): Promise<number> {
  const rows = await findFailures(db, subjects.map(key));
  let wait = 0;
  for (const row of rows) {
    if (row.locked_until) wait = Math.max(wait, new Date(row.locked_until).getTime() - now.getTime());
  }
  return wait;
}

/** Counts a failed attempt against each subject and locks those past their free failures. */
export async function recordFailure(db: Db, subjects: Subject[], now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - FAILURE_WINDOW_MS);
  for (const subject of subjects) {
    const failures = await countFailure(db, key(subject), now, windowStart);
    const lockMs = lockMsAfter(failures, FREE_FAILURES[subject.kind]);
    await setLockedUntil(db, key(subject), lockMs > 0 ? new Date(now.getTime() + lockMs) : null);
  }
}

export async function recordSuccess(db: Db, email: string): Promise<void> {
  await clearFailures(db, key({ kind: 'email', value: email }));
}
