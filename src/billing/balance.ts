/** GET /v1/billing/balance (spec 2.11): read from the wallet row, which the ledger trigger keeps equal to the ledger. */
import type { Db } from '../../db/connect';
import type { AccountRow } from '../../db/accounts';
import { MICRO_USD_PER_CENT } from './prices';
import { findWallet } from './wallet';

export async function balanceView(db: Db, account: AccountRow, planNow: string) {
  const w = await findWallet(db, account.id);
  // Available = balance net of holds of calls in flight, rounded down to whole cents.
  const available = w ? w.balance_micro_usd - w.held_micro_usd : 0;
  return {
    available: Math.floor(available / MICRO_USD_PER_CENT),
    currency: 'usd_cents' as const,
    total_spent: Math.floor((w?.spent_micro_usd ?? 0) / MICRO_USD_PER_CENT),
    plan: planNow as 'pay-as-you-go',
    pending_plan: (planNow === account.plan ? account.pending_plan : null) as 'pay-as-you-go' | null,
  };
}
