/**
 * The account export archive of spec 2.15: account, daily usage rows, billing rows (deposits in every state and the
 * other credits: manual payments, bonus), API keys with prefix, created and last_used. Never a secret: no key hashes,
 * no alert signing secret, no provider references.
 */
import type { components } from '../../../generated/api';
import type { Db } from '../../../db/connect';
import { listApiKeys, type AccountRow, type Plan } from '../../../db/accounts';
import { keyView } from '../../accounts/accounts';
import { MICRO_USD_PER_CENT } from '../prices';
import { dailyUsage } from './usage';

const isoDate = (d: Date | string) => new Date(d).toISOString().slice(0, 10);

export type AccountExport = components['schemas']['AccountExport'];

export async function accountExport(db: Db, account: AccountRow, planNow: Plan): Promise<AccountExport> {
  const [usage, deposits, credits, keys] = await Promise.all([
    dailyUsage(db, account.id),
    db('deposits').where({ account_id: account.id }).orderBy('created_at', 'asc'),
    db('ledger_entries').where({ account_id: account.id }).whereNot({ kind: 'charge' }).whereNot({ kind: 'deposit' }).orderBy('id', 'asc'),
    listApiKeys(db, account.id),
  ]);
  const billing = [
    ...deposits.map((d) => ({
      id: d.id as string, amount: Number(d.amount_cents), date: isoDate(d.created_at), status: d.status as string, kind: 'deposit',
      created: new Date(d.created_at).getTime(),
    })),
    ...credits.map((row) => ({
      id: `led_${row.id}`, amount: Math.trunc(Number(row.amount_micro_usd) / MICRO_USD_PER_CENT), date: isoDate(row.created_at),
      status: 'succeeded', kind: row.kind as string, created: new Date(row.created_at).getTime(),
    })),
  ].sort((a, b) => a.created - b.created).map(({ created: _created, ...rest }) => rest);
  return {
    account: { id: account.id, email: account.email, plan: planNow, created_at: Math.floor(new Date(account.created_at).getTime() / 1000) },
    usage,
    billing,
    api_keys: keys.map(keyView).map((k) => ({ id: k.id, prefix: k.prefix, created: k.created, last_used: k.last_used })),
  };
}
