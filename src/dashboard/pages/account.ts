/** Balance and deposit, usage, limits and alerts, plan, export: the signed-in pages besides keys. */
import { html, raw } from '../html';
import { csrfField, dateTime, field, page, usd, type Shell } from './layout';

export interface BalanceView { available: number; total_spent: number; plan: string; pending_plan?: string | null }

export function overviewPage(shell: Shell, p: { balance: BalanceView; monthSpendCents: number; pendingPlanAt: string | null; errors?: Record<string, string>; amount?: string; firstKey?: string | null }): string {
  const b = p.balance;
  const firstKey = p.firstKey ? html`<div class="secret" role="status"><strong>Welcome! Here is your first API key.</strong>
  Copy it now: it is shown only this once. Send it as <code class="inline">Authorization: Bearer &lt;key&gt;</code>; more keys on the <a href="/dashboard/keys">API keys</a> page.
  <code class="key" id="new-key-secret">${p.firstKey}</code></div>` : null;
  return page(shell, html`<h1>Balance</h1>${firstKey}
<div class="grid">
  <div class="stat"><div class="label">Available</div><div class="value" id="available">${usd(b.available)}</div></div>
  <div class="stat"><div class="label">Spent this month</div><div class="value">${usd(p.monthSpendCents)}</div></div>
  <div class="stat"><div class="label">Spent in total</div><div class="value">${usd(b.total_spent)}</div></div>
  <div class="stat"><div class="label">Plan</div><div class="value" id="plan">${b.plan}</div>
    ${b.pending_plan ? html`<p class="hint">Changes to ${b.pending_plan}${p.pendingPlanAt ? ` on ${p.pendingPlanAt}` : ''}.</p>` : null}</div>
</div>
<div class="card"><h2>Add money</h2>
<p class="muted">Graha is prepaid: every call is paid from this balance. You will be sent to the payment provider's page; the money appears here once the payment succeeds. A first deposit of USD 100 or more earns a USD 10 bonus.</p>
<form method="post" action="/dashboard/deposit">${csrfField(shell.csrfToken)}
${field({ name: 'amount', label: 'Amount (USD)', type: 'number', value: p.amount ?? '25', error: p.errors?.amount, hint: 'At least USD 10.', required: true, attrs: 'min="10" step="0.01" inputmode="decimal"' })}
<label for="f-currency">Pay in</label>
<select id="f-currency" name="currency"><option value="usd">US dollars</option><option value="inr">Indian rupees</option></select>
<button type="submit" id="deposit">Continue to payment</button></form></div>`);
}

export interface UsageDay { date: string; requests: number; tokens: number; cost_cents: number }
export interface UsageView { period: string; start: string; end: string; totals: { requests: number; tokens: number; cost_cents: number }; by_day: UsageDay[]; by_model: Array<{ model: string; requests: number; tokens: number; cost_cents: number }> }

export function usagePage(shell: Shell, u: UsageView, chartSvg: string, chartTitle: string, periods: string[]): string {
  return page(shell, html`<h1>Usage</h1>
<form method="get" action="/dashboard/usage" class="card" style="display:flex;gap:12px;align-items:end;flex-wrap:wrap">
<div style="min-width:200px"><label for="f-period" style="margin-top:0">Billing period</label>
<select id="f-period" name="period">${periods.map((m) => html`<option value="${m}"${raw(m === u.period ? ' selected' : '')}>${m}</option>`)}</select></div>
<button type="submit" class="secondary" style="margin-top:0">Show</button></form>
<div class="grid">
  <div class="stat"><div class="label">Cost in ${u.period}</div><div class="value" id="period-cost">${usd(u.totals.cost_cents)}</div></div>
  <div class="stat"><div class="label">Requests</div><div class="value">${u.totals.requests.toLocaleString('en-US')}</div></div>
  <div class="stat"><div class="label">Tokens</div><div class="value">${u.totals.tokens.toLocaleString('en-US')}</div></div>
</div>
<div class="card"><h2>${chartTitle}</h2>${raw(chartSvg)}</div>
<div class="card"><h2>By day</h2>
<table><thead><tr><th scope="col">Date</th><th scope="col" class="num">Requests</th><th scope="col" class="num">Tokens</th><th scope="col" class="num">Cost</th></tr></thead>
<tbody id="usage-days">${u.by_day.length ? u.by_day.map((d) => html`<tr><td>${d.date}</td><td class="num">${d.requests}</td><td class="num">${d.tokens}</td><td class="num">${usd(d.cost_cents)}</td></tr>`) : html`<tr><td colspan="4" class="muted">No usage in this period.</td></tr>`}</tbody></table></div>
<div class="card"><h2>By model</h2>
<table><thead><tr><th scope="col">Model</th><th scope="col" class="num">Requests</th><th scope="col" class="num">Tokens</th><th scope="col" class="num">Cost</th></tr></thead>
<tbody>${u.by_model.length ? u.by_model.map((d) => html`<tr><td>${d.model === 'none' ? 'fixed-price operations (no model)' : d.model}</td><td class="num">${d.requests}</td><td class="num">${d.tokens}</td><td class="num">${usd(d.cost_cents)}</td></tr>`) : html`<tr><td colspan="4" class="muted">No usage in this period.</td></tr>`}</tbody></table></div>`);
}

export interface LimitsView {
  monthly_budget_cents: number | null; hard_cap_cents: number | null; auto_pause: boolean; alert_webhook_url: string | null;
  alert_signing_secret: string | null; month_spend_cents: number; paused: boolean;
}
export interface AlertItem { id: string; threshold_percent: number; cycle: string; month_spend_cents: number; monthly_budget_cents: number; created_at: number; delivery: { status: string } }
export interface LimitsForm { monthly_budget?: string; hard_cap?: string; auto_pause?: boolean; alert_webhook_url?: string }

const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

export function limitsPage(shell: Shell, l: LimitsView, alerts: AlertItem[], form?: LimitsForm, errors?: Record<string, string>): string {
  const v = form ?? { monthly_budget: dollars(l.monthly_budget_cents), hard_cap: dollars(l.hard_cap_cents), auto_pause: l.auto_pause, alert_webhook_url: l.alert_webhook_url ?? '' };
  return page(shell, html`<h1>Spending limits and alerts</h1>
<div class="grid">
  <div class="stat"><div class="label">Spent this month</div><div class="value">${usd(l.month_spend_cents)}</div></div>
  <div class="stat"><div class="label">Monthly budget</div><div class="value" id="budget">${l.monthly_budget_cents === null ? 'none' : usd(l.monthly_budget_cents)}</div></div>
  <div class="stat"><div class="label">Hard cap</div><div class="value" id="hard-cap">${l.hard_cap_cents === null ? 'none' : usd(l.hard_cap_cents)}</div></div>
  <div class="stat"><div class="label">Calls</div><div class="value">${l.paused ? 'paused' : 'allowed'}</div></div>
</div>
<div class="card"><h2>Limits</h2>
<form method="post" action="/dashboard/limits">${csrfField(shell.csrfToken)}
${field({ name: 'monthly_budget', label: 'Monthly budget (USD)', type: 'number', value: v.monthly_budget, error: errors?.monthly_budget, hint: 'Alerts at 50%, 80%, 90% and 100% of it each calendar month (UTC). Empty: no budget.', attrs: 'min="1" step="0.01" inputmode="decimal"' })}
<label class="inline"><input type="checkbox" name="auto_pause" value="on"${raw(v.auto_pause ? ' checked' : '')}> Pause billed calls once the budget is spent (402 budget_paused)</label>
${field({ name: 'hard_cap', label: 'Hard cap (USD)', type: 'number', value: v.hard_cap, error: errors?.hard_cap, hint: 'No call may take this month\'s spend past it (402 spending_cap_exceeded). Empty: no cap.', attrs: 'min="1" step="0.01" inputmode="decimal"' })}
${field({ name: 'alert_webhook_url', label: 'Alert webhook URL', type: 'url', value: v.alert_webhook_url, error: errors?.alert_webhook_url, hint: 'Graha POSTs each budget alert here as JSON, signed with the secret below. Empty: alerts are only listed here.' })}
<button type="submit" id="save-limits">Save limits</button></form>
${l.alert_signing_secret ? html`<p class="hint" style="margin-top:16px">Webhook signing secret: <code id="signing-secret">${l.alert_signing_secret}</code></p>` : null}</div>
<div class="card"><h2>Alerts sent</h2>
<table><thead><tr><th scope="col">When</th><th scope="col">Month</th><th scope="col" class="num">Threshold</th><th scope="col" class="num">Spent</th><th scope="col" class="num">Budget</th><th scope="col">Webhook</th></tr></thead>
<tbody>${alerts.length ? alerts.map((a) => html`<tr><td>${dateTime(a.created_at)}</td><td>${a.cycle}</td><td class="num">${a.threshold_percent}%</td><td class="num">${usd(a.month_spend_cents)}</td><td class="num">${usd(a.monthly_budget_cents)}</td><td>${a.delivery.status}</td></tr>`) : html`<tr><td colspan="6" class="muted">No alerts yet.</td></tr>`}</tbody></table></div>`);
}

export interface PlanInfo { id: string; rpm: string; tpm: string; note: string }

export function planPage(shell: Shell, p: { current: string; pending: string | null; pendingAt: string | null; plans: PlanInfo[]; error?: string | null }): string {
  return page(shell, html`<h1>Plan</h1>
<div class="card"><p>Your plan: <strong id="current-plan">${p.current}</strong>${p.pending ? html` · changes to <strong id="pending-plan">${p.pending}</strong> on ${p.pendingAt}` : null}</p>
<p class="muted">An upgrade takes effect at once (the new limits within seconds). A downgrade takes effect at the end of the current billing cycle (the calendar month, UTC); until then you keep your current plan. Choosing your current plan again cancels a pending downgrade.</p></div>
<div class="card"><h2>Change plan</h2>
<form method="post" action="/dashboard/plan">${csrfField(shell.csrfToken)}
<fieldset${p.error ? html` aria-describedby="plan-error"` : null}><legend>Plan</legend><div class="plans">
${p.plans.map((plan) => html`<div class="plan-option"><label class="inline"><input type="radio" name="plan" value="${plan.id}"${raw(plan.id === (p.pending ?? p.current) ? ' checked' : '')}> <strong>${plan.id}</strong>${plan.id === p.current ? html` <span class="badge current">current</span>` : null}</label>
<p class="hint">${plan.rpm} requests/min · ${plan.tpm} tokens/min</p><p class="hint">${plan.note}</p></div>`)}
</div>${p.error ? html`<p class="field-error" id="plan-error">${p.error}</p>` : null}</fieldset>
<button type="submit" id="change-plan">Change plan</button></form>
<p class="hint">Enterprise (custom limits) is arranged with Graha's operators.</p></div>`);
}

export function exportPage(shell: Shell): string {
  return page(shell, html`<h1>Export your account</h1>
<div class="card"><p>One JSON file with your account (plan, creation date, contact), usage by day (requests, tokens, cost), billing (deposits and credits with their status) and API keys (id, prefix, created, last used: never a secret).</p>
<a class="button" id="download-export" href="/dashboard/export/download" download>Download export (JSON)</a></div>`);
}
