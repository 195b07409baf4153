/**
 * Dashboard sessions: a random token in an HttpOnly cookie; only its SHA-256 is stored (a database leak gives no
 * usable session). Signing in always starts a new session (no fixation); signing out deletes it.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/connect';
import { deleteExpiredSessions, deleteSession, findLiveSession, insertSession, type DashboardUserRow } from '../../db/dashboard';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function startSession(db: Db, userId: string, lifetimeHours: number, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = `gds_${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(now.getTime() + lifetimeHours * 3_600_000);
  await insertSession(db, { token_hash: hashToken(token), user_id: userId, expires_at: expiresAt });
  await deleteExpiredSessions(db, now); // housekeeping: sign-ins are rare, the delete uses the expires_at index
  return { token, expiresAt };
}

export async function sessionUser(db: Db, token: string | undefined, now: Date): Promise<DashboardUserRow | undefined> {
  if (!token || !token.startsWith('gds_') || token.length > 100) return undefined;
  return findLiveSession(db, hashToken(token), now);
}

export async function endSession(db: Db, token: string | undefined): Promise<void> {
  if (token) await deleteSession(db, hashToken(token));
}
