/** The wallet as the API shows it: cents rounded down from the micro-USD ledger (architecture.md section 4). */
import type { Db } from '../../db/connect';
import type { AccountRow } from '../../db/accounts';
import { MICRO_USD_PER_CENT } from './accounts';

export async function walletView(db: Db, account: AccountRow, planNow: string) {
  const row = await db('ledger_entries')
    .where({ account_id: account.id })
    .first(
      db.raw('coalesce(sum(amount_micro_usd), 0)::bigint as balance'),
      db.raw('coalesce(sum(case when amount_micro_usd < 0 then -amount_micro_usd else 0 end), 0)::bigint as spent'),
    );
  return {
    available: Math.floor(Number(row?.balance ?? 0) / MICRO_USD_PER_CENT),
    currency: 'usd_cents' as const,
    total_spent: Math.floor(Number(row?.spent ?? 0) / MICRO_USD_PER_CENT),
    plan: planNow as 'pay-as-you-go',
    pending_plan: (planNow === account.plan ? account.pending_plan : null) as 'pay-as-you-go' | null,
  };
}
