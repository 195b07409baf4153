/**
 * Budget alerts (spec section 6: at 50%, 80%, 90% and 100% of the monthly budget), each raised once per billing
 * cycle, recorded in billing_alerts (listed by GET /v1/billing/alerts) and delivered as a signed JSON POST to the
 * account's alert webhook: header `X-Graha-Signature: sha256=<hex HMAC-SHA256 of the raw body>` keyed with the
 * account's alert signing secret. Failed deliveries are retried with exponential backoff by the billing worker;
 * delivery is claimed in the database first, so several server processes never send one attempt twice.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { Db } from '../../../db/connect';
import type { Config } from '../../config';
import { MICRO_USD_PER_CENT } from '../prices';
import type { SettleOutcome } from '../wallet/wallet';
import { postWebhook } from './webhookTarget';

/** What alerts read: the database and the delivery settings. */
export interface AlertDeps {
  db: Db;
  config: Pick<Config, 'alertRetryBaseMs' | 'alertTimeoutMs' | 'alertWebhookAllowPrivate' | 'alertMaxAttempts'>;
}

export const ALERT_THRESHOLDS_PERCENT = [50, 80, 90, 100] as const;

/** The highest threshold reached by spentMicroUsd of budgetMicroUsd (0 if none). Pure. */
export function highestThresholdReached(spentMicroUsd: number, budgetMicroUsd: number): number {
  let level = 0;
  for (const t of ALERT_THRESHOLDS_PERCENT) if (spentMicroUsd * 100 >= t * budgetMicroUsd) level = t;
  return level;
}

export function signAlertBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

interface AlertRow {
  id: string; account_id: string; cycle_month: string; threshold_percent: number; budget_micro_usd: number;
  spent_micro_usd: number; created_at: Date; webhook_url: string | null; delivery_status: string; attempts: number;
  next_attempt_at: Date | null; delivered_at: Date | null; last_error: string | null;
}

const unix = (d: Date | string | null) => (d ? Math.floor(new Date(d).getTime() / 1000) : null);
const cents = (micro: number) => Math.floor(Number(micro) / MICRO_USD_PER_CENT);

export function alertPayload(row: AlertRow) {
  return {
    id: row.id,
    object: 'billing.alert' as const,
    type: 'budget.threshold_reached' as const,
    account_id: row.account_id,
    cycle: row.cycle_month,
    threshold_percent: row.threshold_percent as (typeof ALERT_THRESHOLDS_PERCENT)[number],
    monthly_budget_cents: cents(row.budget_micro_usd),
    month_spend_cents: cents(row.spent_micro_usd),
    created_at: unix(row.created_at)!,
  };
}

export function alertView(row: AlertRow) {
  return {
    ...alertPayload(row),
    delivery: {
      status: row.delivery_status as 'pending' | 'delivered' | 'failed' | 'no_webhook',
      attempts: row.attempts,
      delivered_at: unix(row.delivered_at),
      last_error: row.last_error,
    },
  };
}

/** After a settlement: records (once per cycle and threshold) and sends the alerts the new spend reached. */
export async function raiseBudgetAlerts(ctx: AlertDeps, accountId: string, outcome: SettleOutcome): Promise<void> {
  if (outcome.monthlyBudgetMicroUsd === null || outcome.monthlyBudgetMicroUsd <= 0) return;
  const level = highestThresholdReached(outcome.cycleSpentMicroUsd, outcome.monthlyBudgetMicroUsd);
  const alreadySent = outcome.alertCycle === outcome.cycleMonth ? outcome.alertLevel : 0;
  if (level <= alreadySent) return;
  await checkBudgetAlerts(ctx, accountId);
}

/** Raises every threshold the account's month spend has reached and that has no alert yet this cycle. */
export async function checkBudgetAlerts(ctx: AlertDeps, accountId: string): Promise<void> {
  const { db } = ctx;
  const wallet = await db('wallets').where({ account_id: accountId }).first(
    'monthly_budget_micro_usd', 'alert_webhook_url',
    db.raw("to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM') AS month"),
    db.raw("(CASE WHEN cycle_month = to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM') THEN cycle_spent_micro_usd ELSE 0 END) AS spent"),
  );
  if (!wallet || wallet.monthly_budget_micro_usd === null) return;
  const budget = Number(wallet.monthly_budget_micro_usd);
  const spent = Number(wallet.spent);
  const level = highestThresholdReached(spent, budget);
  if (level === 0) return;
  const created: string[] = [];
  for (const threshold of ALERT_THRESHOLDS_PERCENT.filter((t) => t <= level)) {
    const rows = await db('billing_alerts')
      .insert({
        id: `alert_${randomUUID().replace(/-/g, '')}`, account_id: accountId, cycle_month: wallet.month, threshold_percent: threshold,
        budget_micro_usd: budget, spent_micro_usd: spent, webhook_url: wallet.alert_webhook_url,
        delivery_status: wallet.alert_webhook_url ? 'pending' : 'no_webhook',
      })
      .onConflict(['account_id', 'cycle_month', 'threshold_percent'])
      .ignore()
      .returning('id');
    if (rows.length) created.push(rows[0].id);
  }
  await db('wallets').where({ account_id: accountId }).update({
    alert_cycle: wallet.month,
    alert_level: db.raw('GREATEST(CASE WHEN alert_cycle = ? THEN alert_level ELSE 0 END, ?)', [wallet.month, level]),
  });
  for (const id of created) await deliverAlert(ctx, id);
}

function backoffMs(ctx: AlertDeps, attempts: number): number {
  return ctx.config.alertRetryBaseMs * 2 ** Math.max(0, attempts - 1);
}

/** Claims one delivery attempt (so no other process sends it now), POSTs it, and records the outcome. */
export async function deliverAlert(ctx: AlertDeps, alertId: string): Promise<void> {
  const { db } = ctx;
  const [row] = (await db('billing_alerts')
    .where({ id: alertId, delivery_status: 'pending' })
    .andWhere((q) => q.whereNull('next_attempt_at').orWhere('next_attempt_at', '<=', db.fn.now()))
    .update({
      attempts: db.raw('attempts + 1'),
      // A lease: no other process sends this alert until the attempt has timed out; if this process dies
      // mid-attempt, the worker retries after it.
      next_attempt_at: db.raw("now() + (? * interval '1 millisecond')", [ctx.config.alertTimeoutMs + backoffMs(ctx, 1)]),
    })
    .returning('*')) as AlertRow[];
  if (!row || !row.webhook_url) return;
  const secretRow = await db('wallets').where({ account_id: row.account_id }).first('alert_secret');
  const body = JSON.stringify(alertPayload(row));
  let error: string | null = null;
  try {
    const status = await postWebhook(row.webhook_url, {
      'content-type': 'application/json',
      'user-agent': 'Graha-Alerts/1',
      'x-graha-event-id': row.id,
      'x-graha-signature': signAlertBody(secretRow?.alert_secret ?? '', body),
    }, body, { timeoutMs: ctx.config.alertTimeoutMs, allowPrivate: ctx.config.alertWebhookAllowPrivate });
    if (status < 200 || status >= 300) error = `HTTP ${status}`;
  } catch (err) {
    error = err instanceof Error ? err.message : String(err);
  }
  if (!error) {
    await db('billing_alerts').where({ id: row.id }).update({ delivery_status: 'delivered', delivered_at: db.fn.now(), last_error: null, next_attempt_at: null });
    return;
  }
  const giveUp = row.attempts >= ctx.config.alertMaxAttempts;
  await db('billing_alerts').where({ id: row.id }).update({
    delivery_status: giveUp ? 'failed' : 'pending',
    last_error: error.slice(0, 500),
    next_attempt_at: giveUp ? null : db.raw("now() + (? * interval '1 millisecond')", [backoffMs(ctx, row.attempts)]),
  });
}

/** Worker: retries deliveries whose backoff has passed. */
export async function deliverDueAlerts(ctx: AlertDeps): Promise<void> {
  const due = await ctx.db('billing_alerts').where({ delivery_status: 'pending' }).andWhere('next_attempt_at', '<=', ctx.db.fn.now()).limit(50).pluck('id');
  for (const id of due) await deliverAlert(ctx, id);
}

export async function listAlerts(db: Db, accountId: string, limit = 100) {
  const rows = (await db('billing_alerts').where({ account_id: accountId }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'threshold_percent', order: 'desc' }]).limit(limit)) as AlertRow[];
  return { object: 'list' as const, data: rows.map(alertView) };
}

/** What a written charge triggers: the budget alert check of its account, in the background (errors logged). */
export function budgetAlertsOnCharge(deps: AlertDeps, log: { error(obj: object, msg: string): void }) {
  return (accountId: string, outcome: SettleOutcome): void => {
    raiseBudgetAlerts(deps, accountId, outcome).catch((err) => log.error({ err }, 'budget alert check failed'));
  };
}
