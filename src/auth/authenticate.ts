/** Resolves `Authorization: Bearer svc_live_...` to the caller: key, account, plan in force. */
import type { Db } from '../../db/connect';
import { findKeyByHash, touchApiKey, type AccountRow, type ApiKeyRow, type Plan, type Scope } from '../../db/accounts';
import { errors } from '../errors';
import { hashApiKey, looksLikeApiKey, sameDigest, sameSecret } from './apiKeys';
import { planInForce } from '../accounts/plans';
import type { AuthCache } from './authCache';

export interface AuthContext {
  account: AccountRow;
  key: ApiKeyRow;
  /** The plan in force now (a scheduled downgrade applies from the cycle end on). */
  plan: Plan;
  scopes: Scope[];
}

export function bearerToken(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  return match ? match[1] : null;
}

export async function authenticate(db: Db, authorization: string | undefined, cache: AuthCache, now = new Date()): Promise<AuthContext> {
  const token = bearerToken(authorization);
  if (!token) throw errors.unauthenticated('Missing API key. Send "Authorization: Bearer svc_live_...".', 'missing_api_key');
  if (!looksLikeApiKey(token)) throw errors.unauthenticated('Malformed API key: a key is "svc_live_" followed by 40 letters and digits.', 'invalid_api_key');
  const keyHash = hashApiKey(token);
  let found = cache.get(keyHash);
  if (!found) {
    const lookup = cache.beginLookup();
    found = await findKeyByHash(db, keyHash);
    if (found) cache.set(keyHash, found, lookup);
  }
  if (!found || !sameDigest(found.key.key_hash, keyHash)) throw errors.unauthenticated('Invalid API key.', 'invalid_api_key');
  if (found.key.revoked_at) throw errors.unauthenticated('This API key has been revoked.', 'revoked_api_key');
  if (found.account.status !== 'active') throw errors.unauthenticated('This account is suspended.', 'account_suspended');
  // Fire and forget: last_used is informational and written at most once a minute per key and process.
  if (cache.shouldTouch(found.key.id, now.getTime())) touchApiKey(db, found.key.id).catch(() => undefined);
  return { account: found.account, key: found.key, plan: planInForce(found.account, now), scopes: found.key.scopes };
}

export function authenticateAdmin(authorization: string | undefined, adminToken: string): true {
  const token = bearerToken(authorization);
  if (!token || !sameSecret(token, adminToken)) throw errors.unauthenticated('Missing or invalid admin token.', 'invalid_admin_token');
  return true;
}
