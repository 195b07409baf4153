/** GET /v1/billing/balance (spec 2.11): read from the wallet row, which the ledger trigger keeps equal to the ledger. */
import type { Db } from '../../../db/connect';
import type { AccountRow } from '../../../db/accounts';
import { MICRO_USD_PER_CENT } from '../prices';
import { findWallet } from './wallet';

/** ownLeaseMicroUsd: money this process has leased for the account and not promised to a call (lease.ts). */
export async function balanceView(db: Db, account: AccountRow, planNow: string, ownLeaseMicroUsd = 0) {
  const w = await findWallet(db, account.id);
  // Available = balance net of holds of calls in flight, rounded down to whole cents. This process's unpromised lease
  // is not in flight; other processes' leases show as held until used or given back (within BILLING_LEASE_IDLE_MS).
  const available = w ? w.balance_micro_usd - w.held_micro_usd + ownLeaseMicroUsd : 0;
  return {
    available: Math.floor(available / MICRO_USD_PER_CENT),
    currency: 'usd_cents' as const,
    total_spent: Math.floor((w?.spent_micro_usd ?? 0) / MICRO_USD_PER_CENT),
    plan: planNow as 'pay-as-you-go',
    pending_plan: (planNow === account.plan ? account.pending_plan : null) as 'pay-as-you-go' | null,
  };
}
