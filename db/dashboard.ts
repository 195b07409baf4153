/** Queries for dashboard users, sessions and sign-in failure counters (migration 0013). No HTTP here. */
import type { Db } from './connect';

export interface DashboardUserRow { id: string; account_id: string; email: string; password_hash: string; created_at: Date }
export interface DashboardSessionRow { token_hash: string; user_id: string; created_at: Date; expires_at: Date }
export interface LoginFailureRow { subject: string; failures: number; last_failure_at: Date; locked_until: Date | null }

export async function insertUser(db: Db, row: Omit<DashboardUserRow, 'created_at'>): Promise<DashboardUserRow> {
  const [inserted] = await db<DashboardUserRow>('dashboard_users').insert(row).returning('*');
  return inserted as DashboardUserRow;
}

export async function findUserByEmail(db: Db, email: string): Promise<DashboardUserRow | undefined> {
  return db<DashboardUserRow>('dashboard_users').where({ email }).first();
}

export async function insertSession(db: Db, row: Omit<DashboardSessionRow, 'created_at'>): Promise<void> {
  await db('dashboard_sessions').insert(row);
}

/** The session's user, if the session exists and has not expired. */
export async function findLiveSession(db: Db, tokenHash: string, now: Date): Promise<DashboardUserRow | undefined> {
  return db('dashboard_sessions as s')
    .join('dashboard_users as u', 'u.id', 's.user_id')
    .where('s.token_hash', tokenHash).andWhere('s.expires_at', '>', now)
    .first('u.id', 'u.account_id', 'u.email', 'u.password_hash', 'u.created_at');
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db('dashboard_sessions').where({ token_hash: tokenHash }).delete();
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  return db('dashboard_sessions').where('expires_at', '<=', now).delete();
}

export async function findFailures(db: Db, subjects: string[]): Promise<LoginFailureRow[]> {
  return db<LoginFailureRow>('dashboard_login_failures').whereIn('subject', subjects);
}

/**
 * Counts one failure for a subject in one statement (concurrent failures all count): the count restarts when the
 * previous failure is older than `windowStart`. Returns the new count.
 */
export async function countFailure(db: Db, subject: string, now: Date, windowStart: Date): Promise<number> {
  const [row] = await db.raw<{ rows: Array<{ failures: number }> }>(
    `INSERT INTO dashboard_login_failures (subject, failures, last_failure_at) VALUES (?, 1, ?)
     ON CONFLICT (subject) DO UPDATE SET
       failures = CASE WHEN dashboard_login_failures.last_failure_at < ? THEN 1 ELSE dashboard_login_failures.failures + 1 END,
       last_failure_at = EXCLUDED.last_failure_at
     RETURNING failures`,
    [subject, now, windowStart],
  ).then((r) => r.rows);
  return Number(row.failures);
}

export async function setLockedUntil(db: Db, subject: string, lockedUntil: Date | null): Promise<void> {
  await db('dashboard_login_failures').where({ subject }).update({ locked_until: lockedUntil });
}

export async function clearFailures(db: Db, subject: string): Promise<void> {
  await db('dashboard_login_failures').where({ subject }).delete();
}
