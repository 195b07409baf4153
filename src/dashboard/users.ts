/**
 * Dashboard users: sign-up creates an account on pay-as-you-go with a zero balance (spec section 1, rule 2: no free
 * credits) through the accounts domain (createAccount, which also issues the account's first API key, shown once),
 * and a user holding an argon2id hash of the password. Sign-in goes through the failure throttle first.
 */
import type { Db } from '../../db/connect';
import { findUserByEmail, insertUser, type DashboardUserRow } from '../../db/dashboard';
import { createAccount } from '../accounts/accounts';
import { newId } from '../auth/apiKeys';
import { passwordProblem, type PasswordHasher } from './passwords';
import { recordFailure, recordSuccess, retryAfterMs, type Subject } from './throttle';

/** A problem with one form field: the page shows it next to that field. */
export class FieldError extends Error {
  constructor(readonly field: string, message: string) { super(message); }
}

// RFC 5321 caps a path at 256 octets, so an address at 254; the shape check is deliberately loose (one @, a dot after).
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export function emailProblem(email: string): string | null {
  if (email.length === 0) return 'is required';
  if (email.length > 254 || !EMAIL_SHAPE.test(email)) return 'is not a valid email address';
  return null;
}

export interface SignedUp { user: DashboardUserRow; firstKey: string }

export async function signUp(db: Db, hasher: PasswordHasher, rawEmail: string, password: string): Promise<SignedUp> {
  const email = normalizeEmail(rawEmail);
  const emailIssue = emailProblem(email);
  if (emailIssue) throw new FieldError('email', `Email ${emailIssue}.`);
  const passwordIssue = passwordProblem(password);
  if (passwordIssue) throw new FieldError('password', `Password ${passwordIssue}.`);
  if (await findUserByEmail(db, email)) throw new FieldError('email', 'An account with this email already exists. Sign in instead.');
  const passwordHash = await hasher.hash(password);
  try {
    return await db.transaction(async (trx) => {
      const created = await createAccount(trx, { email, plan: 'pay-as-you-go' });
      const user = await insertUser(trx, { id: newId('usr'), account_id: created.account_id, email, password_hash: passwordHash });
      return { user, firstKey: created.api_key };
    });
  } catch (err) {
    // Two sign-ups with one email at once: the unique index lets one through.
    if ((err as { code?: string }).code === '23505') throw new FieldError('email', 'An account with this email already exists. Sign in instead.');
    throw err;
  }
}

export type SignInResult =
  | { ok: true; user: DashboardUserRow }
  | { ok: false; reason: 'locked'; retryAfterMs: number }
  | { ok: false; reason: 'invalid' };

export async function signIn(
  db: Db, hasher: PasswordHasher, rawEmail: string, password: string, clientAddress: string, now: Date,
): Promise<SignInResult> {
  const email = normalizeEmail(rawEmail);
  const subjects: Subject[] = [{ kind: 'email', value: email }, { kind: 'ip', value: clientAddress }];
  const wait = await retryAfterMs(db, subjects, now);
  if (wait > 0) return { ok: false, reason: 'locked', retryAfterMs: wait };
  const user = email ? await findUserByEmail(db, email) : undefined;
  // An unknown email costs the same argon2 work as a wrong password.
  const valid = await hasher.verify(user?.password_hash ?? (await hasher.decoyHash()), password);
  if (!user || !valid) {
    await recordFailure(db, subjects, now);
    return { ok: false, reason: 'invalid' };
  }
  await recordSuccess(db, email);
  return { ok: true, user };
}
