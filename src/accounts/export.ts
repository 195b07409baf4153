/** The account export archive of spec 2.15: account, daily usage, billing rows, keys (prefixes only, no secret). */
import type { Db } from '../../db/connect';
import { listApiKeys, type AccountRow } from '../../db/accounts';
import { keyView, MICRO_USD_PER_CENT } from './accounts';

const isoDate = (d: Date | string) => new Date(d).toISOString().slice(0, 10);

export async function accountExport(db: Db, account: AccountRow, planNow: string) {
  const ledger = await db('ledger_entries').where({ account_id: account.id }).orderBy('id', 'asc');
  const keys = await listApiKeys(db, account.id);
  // Daily usage is the charges of each day; richer usage rows come with the billing issue's usage table.
  const byDay = new Map<string, { requests: number; costMicro: number }>();
  for (const row of ledger) {
    if (row.amount_micro_usd >= 0) continue;
    const day = byDay.get(isoDate(row.created_at)) ?? { requests: 0, costMicro: 0 };
    day.requests += 1;
    day.costMicro += -row.amount_micro_usd;
    byDay.set(isoDate(row.created_at), day);
  }
  return {
    account: { id: account.id, email: account.email, plan: planNow, created_at: Math.floor(new Date(account.created_at).getTime() / 1000) },
    usage: [...byDay].map(([date, d]) => ({ date, requests: d.requests, tokens: 0, cost_cents: Math.ceil(d.costMicro / MICRO_USD_PER_CENT) })),
    billing: ledger
      .filter((row) => row.amount_micro_usd > 0)
      .map((row) => ({
        id: `led_${row.id}`, amount: Math.floor(row.amount_micro_usd / MICRO_USD_PER_CENT), date: isoDate(row.created_at),
        status: 'succeeded', kind: row.kind,
      })),
    api_keys: keys.map(keyView).map((k) => ({ id: k.id, prefix: k.prefix, created: k.created, last_used: k.last_used })),
  };
}
