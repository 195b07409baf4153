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

const KEY_COLUMNS = ['id', 'account_id', 'name', 'prefix', 'key_hash', 'scopes', 'created_at', 'last_used_at', 'revoked_at'] as const;
const ACCOUNT_COLUMNS = ['id', 'email', 'plan', 'pending_plan', 'pending_plan_at', 'status', 'rpm_override', 'tpm_override', 'created_at'] as const;

/** The one statement of findKeyByHash: every column of the key as k_*, of its account as a_*. */
const FIND_KEY_SQL = `select ${[...KEY_COLUMNS.map((c) => `k.${c} as k_${c}`), ...ACCOUNT_COLUMNS.map((c) => `a.${c} as a_${c}`)].join(', ')}
  from api_keys k join accounts a on a.id = k.account_id where k.key_hash = $1 limit 1`;

interface PgConnection { query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: Array<Record<string, unknown>> }> }

function keyWithAccountOf(row: Record<string, unknown>): KeyWithAccount {
  const key: Record<string, unknown> = {};
  const account: Record<string, unknown> = {};
  for (const c of KEY_COLUMNS) key[c] = row[`k_${c}`];
  for (const c of ACCOUNT_COLUMNS) account[c] = row[`a_${c}`];
  return { key: key as unknown as ApiKeyRow, account: account as unknown as AccountRow };
}

/**
 * The key (by hash) with its account, in one indexed query. With PostgreSQL it runs on a cache miss and whenever the
 * process's key cache is not vouched for (src/auth/authCache.ts): a named prepared statement on a pooled connection
 * (parsed and planned once per connection, no query building per call: issue 23, bench/profile.ts).
 */
export async function findKeyByHash(db: Db, keyHash: string): Promise<KeyWithAccount | undefined> {
  let row: Record<string, unknown> | undefined;
  if (db.client.config.client === 'pg' && !db.isTransaction) {
    const connection = (await db.client.acquireConnection()) as PgConnection;
    try {
      row = (await connection.query({ name: 'graha_find_key_by_hash', text: FIND_KEY_SQL, values: [keyHash] })).rows[0];
    } finally {
      await db.client.releaseConnection(connection);
    }
  } else {
    row = (await db.raw(FIND_KEY_SQL.replace('$1', '?'), [keyHash])).rows[0];
  }
  return row ? keyWithAccountOf(row) : undefined;
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
