/** Queries for accounts, API keys and balances. No HTTP here. */
import type { components } from '../generated/api';
import type { Db } from './connect';

/** The values the contract allows (openapi.yaml Plan, Scope): the API writes nothing else into these columns. */
export type Plan = components['schemas']['Plan'];
export type Scope = components['schemas']['Scope'];

export interface AccountRow {
  id: string;
  email: string;
  plan: Plan;
  pending_plan: Plan | null;
  pending_plan_at: Date | null;
  status: 'active' | 'suspended';
  rpm_override: number | null;
  tpm_override: number | null;
  created_at: Date;
}

export interface ApiKeyRow {
  id: string;
  account_id: string;
  name: string;
  prefix: string;
  key_hash: string;
  scopes: Scope[];
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

export interface KeyWithAccount { key: ApiKeyRow; account: AccountRow }

export async function insertAccount(db: Db, row: Pick<AccountRow, 'id' | 'email' | 'plan'>): Promise<AccountRow> {
  const [inserted] = await db<AccountRow>('accounts').insert(row).returning('*');
  return inserted;
}

export async function findAccount(db: Db, id: string): Promise<AccountRow | undefined> {
  return db<AccountRow>('accounts').where({ id }).first();
}

export async function updateAccount(db: Db, id: string, patch: Partial<AccountRow>): Promise<AccountRow | undefined> {
  const [row] = await db<AccountRow>('accounts').where({ id }).update(patch).returning('*');
  return row;
}

export async function insertApiKey(db: Db, row: Omit<ApiKeyRow, 'created_at' | 'last_used_at' | 'revoked_at'>): Promise<ApiKeyRow> {
  const [inserted] = await db('api_keys')
    .insert({ ...row, scopes: JSON.stringify(row.scopes) })
    .returning('*');
  return inserted as ApiKeyRow;
}

/** The key (by hash) with its account, in one indexed query, so a revocation is seen on the next request. */
export async function findKeyByHash(db: Db, keyHash: string): Promise<KeyWithAccount | undefined> {
  const row = await db('api_keys as k')
    .join('accounts as a', 'a.id', 'k.account_id')
    .where('k.key_hash', keyHash)
    .first(
      'k.id as k_id', 'k.account_id as k_account_id', 'k.name as k_name', 'k.prefix as k_prefix', 'k.key_hash as k_key_hash',
      'k.scopes as k_scopes', 'k.created_at as k_created_at', 'k.last_used_at as k_last_used_at', 'k.revoked_at as k_revoked_at',
      'a.id as a_id', 'a.email as a_email', 'a.plan as a_plan', 'a.pending_plan as a_pending_plan',
      'a.pending_plan_at as a_pending_plan_at', 'a.status as a_status', 'a.rpm_override as a_rpm_override',
      'a.tpm_override as a_tpm_override', 'a.created_at as a_created_at',
    );
  if (!row) return undefined;
  const pick = (prefix: string) =>
    Object.fromEntries(Object.entries(row).filter(([k]) => k.startsWith(prefix)).map(([k, v]) => [k.slice(prefix.length), v]));
  return { key: pick('k_') as unknown as ApiKeyRow, account: pick('a_') as unknown as AccountRow };
}

export async function listApiKeys(db: Db, accountId: string): Promise<ApiKeyRow[]> {
  return db<ApiKeyRow>('api_keys').where({ account_id: accountId }).orderBy('created_at', 'asc');
}

export async function findApiKey(db: Db, id: string): Promise<ApiKeyRow | undefined> {
  return db<ApiKeyRow>('api_keys').where({ id }).first();
}

export async function revokeApiKey(db: Db, id: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db<ApiKeyRow>('api_keys')
    .where({ id })
    .update({ revoked_at: db.raw('coalesce(revoked_at, now())') as unknown as Date })
    .returning('*');
  return row;
}

/** Record use at most once a minute per key, so authentication does not write on every request. */
export async function touchApiKey(db: Db, id: string): Promise<void> {
  await db('api_keys')
    .where({ id })
    .andWhere((q) => q.whereNull('last_used_at').orWhere('last_used_at', '<', db.raw("now() - interval '1 minute'")))
    .update({ last_used_at: db.fn.now() });
}

export async function insertLedgerEntry(
  db: Db,
  row: { account_id: string; amount_micro_usd: number; kind: string; reference: string | null },
): Promise<void> {
  await db('ledger_entries').insert(row);
}

export async function balanceMicroUsd(db: Db, accountId: string): Promise<number> {
  const row = await db('ledger_entries').where({ account_id: accountId }).sum<{ sum: string | number | null }>('amount_micro_usd as sum').first();
  return Number(row?.sum ?? 0);
}
