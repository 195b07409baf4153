/** Account and key management: the domain behind the admin API and the key endpoints. */
import type { components } from '../../generated/api';
import type { Db } from '../../db/connect';
import * as q from '../../db/accounts';
import { errors } from '../errors';
import { generateApiKey, newId } from '../auth/apiKeys';
import { planChange, planInForce } from './plans';
import type { AuthCache } from '../auth/authCache';
import { changeAuth } from '../auth/authChanges';

export const MICRO_USD_PER_CENT = 10_000;

// The answers are the contract's schemas, so a field the contract does not allow fails `tsc` here.
type Schemas = components['schemas'];
export type ApiKeyView = Schemas['ApiKey'];
export type ApiKeyWithSecret = Schemas['ApiKeyWithSecret'];
export type AccountView = Schemas['AdminAccount'];
export type PlanChangeRequest = Schemas['AdminPlanChange'];

const unix = (d: Date | string | null): number | null => (d ? Math.floor(new Date(d).getTime() / 1000) : null);

export function keyView(row: q.ApiKeyRow): ApiKeyView {
  return {
    id: row.id, object: 'api_key', name: row.name, prefix: row.prefix, scopes: row.scopes,
    created: unix(row.created_at)!, last_used: unix(row.last_used_at), revoked: row.revoked_at !== null,
  };
}

export async function accountView(db: Db, account: q.AccountRow, now = new Date()): Promise<AccountView> {
  const balanceMicro = await q.balanceMicroUsd(db, account.id);
  const plan = planInForce(account, now);
  return {
    id: account.id, email: account.email, plan,
    pending_plan: plan === account.plan ? account.pending_plan : null,
    status: account.status, balance_cents: Math.floor(balanceMicro / MICRO_USD_PER_CENT),
    created_at: unix(account.created_at)!, rpm: account.rpm_override, tpm: account.tpm_override,
  };
}

export async function requireAccount(db: Db, accountId: string): Promise<q.AccountRow> {
  const account = await q.findAccount(db, accountId);
  if (!account) throw errors.notFound(`No such account: ${accountId}`, 'account_id');
  return account;
}

export async function createApiKey(db: Db, accountId: string, name = 'default', scopes: q.Scope[] = ['*']): Promise<ApiKeyWithSecret> {
  const generated = generateApiKey();
  const row = await q.insertApiKey(db, {
    id: newId('key'), account_id: accountId, name, prefix: generated.displayPrefix, key_hash: generated.keyHash, scopes,
  });
  return { ...keyView(row), key: generated.key };
}

/** The account's keys, oldest first (revoked ones included, marked). */
export async function listKeys(db: Db, accountId: string): Promise<ApiKeyView[]> {
  return (await q.listApiKeys(db, accountId)).map(keyView);
}

/** Records money received outside the payment provider; the reference makes a retry credit once. */
export async function recordManualPayment(db: Db, accountId: string, amountCents: number, reference: string): Promise<void> {
  if (!Number.isInteger(amountCents) || amountCents <= 0) throw errors.invalidRequest('amount_cents must be a positive integer', 'amount_cents');
  await db('ledger_entries')
    .insert({ account_id: accountId, amount_micro_usd: amountCents * MICRO_USD_PER_CENT, kind: 'manual_payment', reference })
    .onConflict(db.raw('(account_id, kind, reference) WHERE reference IS NOT NULL'))
    .ignore();
}

export async function createAccount(db: Db, input: { email: string; plan: q.Plan; creditCents?: number; creditReference?: string }) {
  return db.transaction(async (trx) => {
    const account = await q.insertAccount(trx, { id: newId('acct'), email: input.email, plan: input.plan });
    const key = await createApiKey(trx, account.id);
    if (input.creditCents && input.creditCents > 0) {
      await recordManualPayment(trx, account.id, input.creditCents, input.creditReference ?? `opening-credit-${account.id}`);
    }
    return { account_id: account.id, api_key: key.key };
  });
}

export async function changePlan(
  db: Db, cache: AuthCache, accountId: string, input: Omit<PlanChangeRequest, 'immediate'> & { immediate?: boolean }, now = new Date(),
): Promise<AccountView> {
  const account = await requireAccount(db, accountId);
  if ((input.rpm !== undefined || input.tpm !== undefined) && input.plan !== 'enterprise') {
    throw errors.invalidRequest('Custom rpm/tpm limits are for the enterprise plan only.', input.rpm !== undefined ? 'rpm' : 'tpm');
  }
  const change = planChange(planInForce(account, now), input.plan, now, input.immediate);
  const updated = await changeAuth(db, cache, accountId, (trx) => q.updateAccount(trx, accountId, {
    ...change,
    ...(input.plan === 'enterprise' ? { rpm_override: input.rpm ?? account.rpm_override, tpm_override: input.tpm ?? account.tpm_override } : {}),
  }));
  return accountView(db, updated!, now);
}

export async function setStatus(db: Db, cache: AuthCache, accountId: string, status: AccountView['status']): Promise<AccountView> {
  await requireAccount(db, accountId);
  const updated = await changeAuth(db, cache, accountId, (trx) => q.updateAccount(trx, accountId, { status }));
  return accountView(db, updated!);
}

export async function revokeKeyOf(db: Db, cache: AuthCache, keyId: string, accountId: string | null): Promise<ApiKeyView> {
  const key = await q.findApiKey(db, keyId);
  // Another account's key is reported as unknown, so ids cannot be probed.
  if (!key || (accountId !== null && key.account_id !== accountId)) throw errors.notFound(`No such key: ${keyId}`, 'key_id');
  const revoked = (await changeAuth(db, cache, key.account_id, (trx) => q.revokeApiKey(trx, keyId)))!;
  return keyView(revoked);
}
