/**
 * Plan rules (spec section 3): an upgrade takes effect immediately; a downgrade at the end of the current billing
 * cycle. Our billing cycle is the calendar month in UTC, so a downgrade applies on the first day of next month.
 */
import { PLANS } from '../auth/scopes';
import type { AccountRow, Plan } from '../../db/accounts';

export function planRank(plan: Plan): number {
  return PLANS.indexOf(plan);
}

export function cycleEnd(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

export function planInForce(account: Pick<AccountRow, 'plan' | 'pending_plan' | 'pending_plan_at'>, now: Date): Plan {
  if (account.pending_plan && account.pending_plan_at && new Date(account.pending_plan_at).getTime() <= now.getTime()) {
    return account.pending_plan;
  }
  return account.plan;
}

export interface PlanChange { plan: Plan; pending_plan: Plan | null; pending_plan_at: Date | null }

/** What to store for a requested plan change. */
export function planChange(current: Plan, requested: Plan, now: Date, immediate = false): PlanChange {
  if (immediate || planRank(requested) >= planRank(current)) return { plan: requested, pending_plan: null, pending_plan_at: null };
  return { plan: current, pending_plan: requested, pending_plan_at: cycleEnd(now) };
}
