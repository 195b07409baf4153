/**
 * Spending controls (spec sections 6 and 8): a monthly budget with alerts at 50/80/90/100%, a monthly hard cap
 * (402 spending_cap_exceeded) and auto-pause at the budget (402 budget_paused). They live on the wallet row, so the
 * reservation's single conditional UPDATE enforces them atomically across processes (src/billing/wallet/wallet.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/connect';
import type { Config } from '../../config';
import type { BillingProcess } from '../wallet/process';
import { errors } from '../../errors';
import { MICRO_USD_PER_CENT } from '../prices';
import { ensureWallet, findWallet, monthSpendMicroUsd, type WalletRow } from '../wallet/wallet';
import { checkBudgetAlerts } from './alerts';
import { webhookUrlProblem } from './webhookTarget';
import type { AlertDeps } from './alerts';

/** What spending controls read: the database, alert settings, and this process's leases (given back on a change). */
export interface SpendingLimitsDeps extends AlertDeps { db: Db; config: AlertDeps['config'] & Pick<Config, 'alertWebhookAllowPrivate'>; billing: BillingProcess }

export interface LimitsUpdate {
  monthly_budget_cents?: number | null;
  hard_cap_cents?: number | null;
  auto_pause?: boolean;
  alert_webhook_url?: string | null;
}

function view(w: WalletRow | undefined, monthSpendMicro: number) {
  const budget = w?.monthly_budget_micro_usd ?? null;
  return {
    monthly_budget_cents: budget === null ? null : Math.floor(budget / MICRO_USD_PER_CENT),
    hard_cap_cents: w?.hard_cap_micro_usd == null ? null : Math.floor(w.hard_cap_micro_usd / MICRO_USD_PER_CENT),
    auto_pause: w?.auto_pause ?? false,
    alert_webhook_url: w?.alert_webhook_url ?? null,
    alert_signing_secret: w?.alert_secret ?? null,
    month_spend_cents: Math.floor(monthSpendMicro / MICRO_USD_PER_CENT),
    paused: Boolean(w?.auto_pause && budget !== null && monthSpendMicro >= budget),
  };
}

export async function getLimits(ctx: SpendingLimitsDeps, accountId: string) {
  return view(await findWallet(ctx.db, accountId), await monthSpendMicroUsd(ctx.db, accountId));
}

/** Replaces the controls: a field left out is cleared (null / false). */
export async function updateLimits(ctx: SpendingLimitsDeps, accountId: string, update: LimitsUpdate) {
  const url = update.alert_webhook_url ?? null;
  const problem = url === null ? null : webhookUrlProblem(url, ctx.config.alertWebhookAllowPrivate);
  if (problem) throw errors.invalidRequest(`alert_webhook_url ${problem}.`, 'alert_webhook_url');
  await ensureWallet(ctx.db, accountId);
  // This process's lease was taken under the old terms: give it back (other processes renew theirs within
  // BILLING_LEASE_IDLE_MS, src/billing/wallet/lease.ts).
  await ctx.billing.leases.flush();
  await ctx.billing.leases.giveBack(accountId);
  const current = await findWallet(ctx.db, accountId);
  await ctx.db('wallets').where({ account_id: accountId }).update({
    monthly_budget_micro_usd: update.monthly_budget_cents == null ? null : update.monthly_budget_cents * MICRO_USD_PER_CENT,
    hard_cap_micro_usd: update.hard_cap_cents == null ? null : update.hard_cap_cents * MICRO_USD_PER_CENT,
    auto_pause: update.auto_pause ?? false,
    alert_webhook_url: url,
    // One signing secret per account, created when it first sets a webhook; kept across updates.
    alert_secret: current?.alert_secret ?? (url ? `whsec_${randomBytes(24).toString('hex')}` : null),
  });
  // A budget lowered below this month's spend raises the thresholds already passed.
  await checkBudgetAlerts(ctx, accountId);
  return getLimits(ctx, accountId);
}
