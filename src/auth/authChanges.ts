/**
 * Changes to keys and accounts that authentication reads (revocation, suspension, plan): made so that the next
 * request on any process sees them. Embedded database: the change, then this process's cache entry dropped. PostgreSQL:
 * the change commits with a notification, then a numbered announcement, and the call returns once every live
 * listener (src/auth/authListener.ts) has acknowledged that number or is dead (src/auth/README.md).
 */
import type { Db } from '../../db/connect';
import { announceChange, listenersBehind, notifyChangeInTransaction } from '../../db/authListeners';
import { errors } from '../errors';
import type { AuthCache } from './authCache';
import { AUTH_LEASE, type AuthLease } from './authListener';

const POLL_MS = [2, 5, 10, 20, 50];

export async function changeAuth<T>(
  db: Db, cache: AuthCache, accountId: string, change: (db: Db) => Promise<T>, lease: AuthLease = AUTH_LEASE,
): Promise<T> {
  if (cache.mode === 'local') {
    const result = await change(db);
    cache.invalidateAccount(accountId);
    return result;
  }
  const result = await db.transaction(async (trx) => {
    const changed = await change(trx);
    await notifyChangeInTransaction(trx);
    return changed;
  });
  cache.invalidateAccount(accountId);
  const seq = await announceChange(db);
  // A listener that stays alive without acknowledging is a fault: after three leases the caller is told.
  const deadline = Date.now() + 3 * lease.leaseMs;
  for (let i = 0; (await listenersBehind(db, seq, lease.leaseMs)) > 0; i++) {
    if (Date.now() > deadline) {
      throw errors.unavailable('The change is saved, but not every server process has confirmed it yet; it applies as they catch up. Retrying is safe.', 1000, 'change_unconfirmed');
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS[Math.min(i, POLL_MS.length - 1)]));
  }
  return result;
}
