/**
 * The dashboard at /dashboard (issue 20 item 5; spec sections 5, 2.15, 6): server-rendered pages for sign-up and
 * sign-in, API keys, balance and deposit, usage by day, spending limits and alerts, plan change and the account
 * export. Outside the /v1 contract, like /docs: its own express sub-app, mounted by src/http/pipeline.ts before the
 * API's body step. Every page calls the domain modules the API's handlers call (src/accounts, src/billing/**), so the
 * rules are the same whichever way a user comes.
 */
import express, { type NextFunction, type Request, type Response } from 'express';
import cookieParser from 'cookie-parser';
import type { AppContext } from '../context';
import { ApiError } from '../errors';
import { stateOf } from '../http/steps/requestId';
import { changePlan, createApiKey, listKeys, requireAccount, revokeKeyOf } from '../accounts/accounts';
import { planInForce } from '../accounts/plans';
import { PLANS, SCOPES } from '../auth/scopes';
import { PLAN_LIMITS } from '../limits/plans';
import { balanceView } from '../billing/wallet/balance';
import { createDeposit } from '../billing/payments/deposits';
import { usageReport, resolvePeriod } from '../billing/reports/usage';
import { accountExport } from '../billing/reports/export';
import { getLimits, updateLimits, type LimitsUpdate } from '../billing/controls/spendingLimits';
import { listAlerts } from '../billing/controls/alerts';
import type { DashboardUserRow } from '../../db/dashboard';
import { createCsrf, sessionCookieName, sessionCookieOptions, sessionTokenOf } from './cookies';
import { endSession, sessionUser, startSession } from './sessions';
import { FieldError, signIn, signUp } from './users';
import { createPasswordHasher } from './passwords';
import { recordFailure, retryAfterMs, type Subject } from './throttle';
import { chartMetricFor, usageChartSvg } from './chart';
import { refusedPage, signInPage, signUpPage } from './pages/auth';
import { keysPage } from './pages/keys';
import { exportPage, limitsPage, overviewPage, planPage, usagePage, type LimitsForm } from './pages/account';
import type { Flash, Shell } from './pages/layout';
import { parseUsdCents, str, strings } from './forms';

export interface DashboardOptions { now?: () => Date }

/** Plans a user may choose here; enterprise limits are custom and set by the operator (src/limits/plans.ts). */
const SELF_SERVE_PLANS = PLANS.filter((p) => p !== 'enterprise');

/** Messages after a redirect, by code (never text taken from the query string). */
const DONE: Record<string, string> = {
  revoked: 'The key is revoked: calls with it now get 401.',
  limits: 'Limits saved.',
  plan: 'Plan changed: the new plan and its limits apply now.',
  'plan-scheduled': 'Downgrade scheduled: it takes effect at the end of the billing cycle.',
  'signed-out': 'You are signed out.',
};

/** TRUST_PROXY as express takes it: `true`, a hop count, or addresses/subnets/names (docs: "behind proxies"). */
export function trustProxySetting(value: string | null): boolean | number | string {
  if (value === null) return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

type Locals = { user?: DashboardUserRow; csrfToken?: string };
const localsOf = (res: Response) => res.locals as Locals;

export function dashboardApp(ctx: AppContext, opts: DashboardOptions = {}): express.Express {
  const now = opts.now ?? (() => new Date());
  const csrf = createCsrf(ctx.adminToken);
  const hasher = createPasswordHasher();
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', trustProxySetting(ctx.config.trustProxy));

  app.use((req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    // Pages hold balances and one-time secrets: never cached, never framed, no scripts at all.
    res.set({
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'",
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
    });
    res.on('finish', () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      // Counted with the API's requests under the operation name `dashboard` (src/observability/metrics.ts).
      ctx.metrics.recordRequest('dashboard', res.statusCode, durationMs / 1000);
      // The request line only: never a form body (passwords), a cookie (session, CSRF) or a header.
      ctx.log.info({
        requestId: stateOf(req).requestId, method: req.method, path: req.originalUrl.split('?')[0], accountId: localsOf(res).user?.account_id,
        status: res.statusCode, durationMs,
      }, 'dashboard request');
    });
    next();
  });
  app.use(cookieParser());
  app.use(express.urlencoded({ extended: false, limit: '32kb', parameterLimit: 50 }));

  // Who is signed in, from the session cookie.
  app.use(async (req, res, next) => {
    localsOf(res).user = await sessionUser(ctx.db, sessionTokenOf(req), now());
    next();
  });
  // Every state-changing request carries the form's CSRF token (GETs change nothing).
  app.use((req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    if (!csrf.valid(req)) {
      res.status(403).type('html').send(refusedPage(csrf.token(req, res), 'The form was stale or did not come from this dashboard (CSRF check failed). Reload the page and try again.'));
      return;
    }
    next();
  });

  const shell = (req: Request, res: Response, title: string, current: string, flash: Flash | null = null): Shell => ({
    title, current, flash, csrfToken: csrf.token(req, res), email: localsOf(res).user!.email,
  });
  const doneFlash = (req: Request): Flash | null => {
    const code = typeof req.query.done === 'string' ? req.query.done : '';
    return DONE[code] ? { kind: 'ok', text: DONE[code] } : null;
  };

  app.get('/', (_req, res) => { res.redirect(303, localsOf(res).user ? '/dashboard/overview' : '/dashboard/sign-in'); });

  // --- sign-up, sign-in, sign-out ---
  app.get('/sign-up', (req, res) => { res.type('html').send(signUpPage({ csrfToken: csrf.token(req, res) })); });
  app.post('/sign-up', async (req, res) => {
    const email = str(req.body, 'email');
    const signUpSubject: Subject[] = [{ kind: 'signup', value: req.ip ?? 'unknown' }];
    const wait = await retryAfterMs(ctx.db, signUpSubject, now());
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      res.status(429).set('retry-after', String(seconds)).type('html').send(signUpPage({
        csrfToken: csrf.token(req, res), email, flash: { kind: 'error', text: `Too many accounts created from your address. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.` },
      }));
      return;
    }
    try {
      const { user, firstKey } = await signUp(ctx.db, hasher, email, str(req.body, 'password'));
      await recordFailure(ctx.db, signUpSubject, now()); // counts as an attempt of this address (throttle.ts)
      await beginSession(req, res, user);
      const account = await requireAccount(ctx.db, user.account_id);
      const plan = planInForce(account, now());
      res.status(201).type('html').send(overviewPage(shell(req, res, 'Balance', '/dashboard/overview', { kind: 'ok', text: 'Your account is ready.' }), {
        balance: await balanceView(ctx.db, account, plan), monthSpendCents: 0, pendingPlanAt: null, firstKey,
      }));
    } catch (err) {
      if (!(err instanceof FieldError)) throw err;
      res.status(400).type('html').send(signUpPage({ csrfToken: csrf.token(req, res), email, errors: { [err.field]: err.message } }));
    }
  });

  app.get('/sign-in', (req, res) => {
    if (localsOf(res).user) return res.redirect(303, '/dashboard/overview');
    res.type('html').send(signInPage({ csrfToken: csrf.token(req, res), flash: doneFlash(req) }));
  });
  app.post('/sign-in', async (req, res) => {
    const email = str(req.body, 'email');
    const result = await signIn(ctx.db, hasher, email, str(req.body, 'password'), req.ip ?? 'unknown', now());
    if (result.ok) {
      await beginSession(req, res, result.user);
      return res.redirect(303, '/dashboard/overview');
    }
    if (result.reason === 'locked') {
      const seconds = Math.ceil(result.retryAfterMs / 1000);
      res.status(429).set('retry-after', String(seconds)).type('html').send(signInPage({
        csrfToken: csrf.token(req, res), email,
        flash: { kind: 'error', text: `Too many failed sign-ins. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.` },
      }));
      return;
    }
    // One message for an unknown email and a wrong password: the form does not reveal who has an account.
    res.status(401).type('html').send(signInPage({ csrfToken: csrf.token(req, res), email, flash: { kind: 'error', text: 'Wrong email or password.' } }));
  });

  app.post('/sign-out', async (req, res) => {
    await endSession(ctx.db, sessionTokenOf(req));
    res.clearCookie(sessionCookieName(req), sessionCookieOptions(req, new Date(0)));
    res.redirect(303, '/dashboard/sign-in?done=signed-out');
  });

  /** A new session (a fresh token, never the one the browser came with: no fixation), its cookie set. */
  async function beginSession(req: Request, res: Response, user: DashboardUserRow): Promise<void> {
    await endSession(ctx.db, sessionTokenOf(req));
    const session = await startSession(ctx.db, user.id, ctx.config.dashboardSessionHours, now());
    res.cookie(sessionCookieName(req), session.token, sessionCookieOptions(req, session.expiresAt));
    // This response's CSRF tokens belong to the new session.
    (req.cookies as Record<string, string>)[sessionCookieName(req)] = session.token;
    localsOf(res).user = user;
  }

  // --- signed-in pages ---
  app.use((req, res, next) => {
    if (localsOf(res).user) return next();
    if (req.method === 'GET') return res.redirect(303, '/dashboard/sign-in');
    res.status(401).type('html').send(refusedPage(csrf.token(req, res), 'Your session has ended. Sign in again.'));
  });
  const accountOf = (res: Response) => requireAccount(ctx.db, localsOf(res).user!.account_id);

  async function renderOverview(req: Request, res: Response, status: number, form?: { amount: string; error: string }) {
    await ctx.billing.leases.flush(); // this process's queued charges first: read-your-writes
    const account = await accountOf(res);
    const plan = planInForce(account, now());
    const [balance, limits] = await Promise.all([
      balanceView(ctx.db, account, plan, ctx.billing.leases.freeOf(account.id)),
      getLimits(ctx, account.id),
    ]);
    res.status(status).type('html').send(overviewPage(shell(req, res, 'Balance', '/dashboard/overview'), {
      balance, monthSpendCents: limits.month_spend_cents,
      pendingPlanAt: balance.pending_plan && account.pending_plan_at ? new Date(account.pending_plan_at).toISOString().slice(0, 10) : null,
      amount: form?.amount, errors: form ? { amount: form.error } : undefined,
    }));
  }
  app.get('/overview', (req, res) => renderOverview(req, res, 200));
  app.post('/deposit', async (req, res) => {
    const amountText = str(req.body, 'amount');
    const currency = str(req.body, 'currency') === 'inr' ? 'inr' : 'usd';
    const cents = parseUsdCents(amountText);
    if (cents === null) return renderOverview(req, res, 400, { amount: amountText, error: 'Enter an amount in US dollars, e.g. 25 or 25.50.' });
    try {
      const deposit = await createDeposit(ctx, localsOf(res).user!.account_id, { amount: cents, currency });
      res.redirect(303, deposit.payment_url);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) return renderOverview(req, res, 400, { amount: amountText, error: 'The minimum deposit is USD 10.' });
      throw err;
    }
  });

  async function renderKeys(req: Request, res: Response, status: number, extra: { newKey?: { name: string; secret: string }; errors?: Record<string, string>; name?: string } = {}) {
    const keys = await listKeys(ctx.db, localsOf(res).user!.account_id);
    res.status(status).type('html').send(keysPage(shell(req, res, 'API keys', '/dashboard/keys', doneFlash(req)), { keys, scopes: SCOPES, ...extra }));
  }
  app.get('/keys', (req, res) => renderKeys(req, res, 200));
  app.post('/keys', async (req, res) => {
    const name = str(req.body, 'name').trim();
    const picked = strings(req.body, 'scopes');
    const errors: Record<string, string> = {};
    if (name.length === 0 || name.length > 100) errors.name = 'Give the key a name of 1 to 100 characters.';
    const scopes = picked.includes('*') ? ['*' as const] : SCOPES.filter((s) => picked.includes(s));
    if (picked.some((s) => s !== '*' && !(SCOPES as readonly string[]).includes(s))) errors.scopes = 'Unknown scope.';
    else if (scopes.length === 0) errors.scopes = 'Choose at least one scope.';
    if (Object.keys(errors).length) return renderKeys(req, res, 400, { errors, name });
    const created = await createApiKey(ctx.db, localsOf(res).user!.account_id, name, scopes);
    await renderKeys(req, res, 201, { newKey: { name: created.name, secret: created.key } });
  });
  app.post('/keys/:keyId/revoke', async (req, res) => {
    await revokeKeyOf(ctx.db, ctx.authCache, String(req.params.keyId), localsOf(res).user!.account_id);
    res.redirect(303, '/dashboard/keys?done=revoked');
  });

  app.get('/usage', async (req, res) => {
    await ctx.billing.leases.flush();
    const requested = typeof req.query.period === 'string' ? req.query.period : 'current';
    let period = 'current';
    try { period = resolvePeriod(requested, now()).month; } catch { /* an unknown period shows the current month */ }
    const usage = await usageReport(ctx.db, localsOf(res).user!.account_id, period, now());
    const months: string[] = [];
    for (let i = 0; i < 12; i++) months.push(resolvePeriod(undefined, new Date(Date.UTC(now().getUTCFullYear(), now().getUTCMonth() - i, 1))).month);
    if (!months.includes(usage.period)) months.push(usage.period);
    const metric = chartMetricFor(usage.by_day);
    res.type('html').send(usagePage(shell(req, res, 'Usage', '/dashboard/usage'), usage, usageChartSvg(usage.by_day, usage.start, usage.end, metric),
      metric === 'cost_cents' ? 'Cost by day' : 'Requests by day (no day reached a cent)', months));
  });

  async function renderLimits(req: Request, res: Response, status: number, form?: LimitsForm, errors?: Record<string, string>) {
    await ctx.billing.leases.flush();
    const accountId = localsOf(res).user!.account_id;
    const [limits, alerts] = await Promise.all([getLimits(ctx, accountId), listAlerts(ctx.db, accountId, 20)]);
    res.status(status).type('html').send(limitsPage(shell(req, res, 'Limits & alerts', '/dashboard/limits', doneFlash(req)), limits, alerts.data, form, errors));
  }
  app.get('/limits', (req, res) => renderLimits(req, res, 200));
  app.post('/limits', async (req, res) => {
    const form: LimitsForm = {
      monthly_budget: str(req.body, 'monthly_budget').trim(), hard_cap: str(req.body, 'hard_cap').trim(),
      auto_pause: str(req.body, 'auto_pause') === 'on', alert_webhook_url: str(req.body, 'alert_webhook_url').trim(),
    };
    const errors: Record<string, string> = {};
    // The contract's bounds (openapi.yaml BillingLimitsUpdate): USD 1 to USD 10,000,000.
    const amount = (field: 'monthly_budget' | 'hard_cap'): number | null => {
      if (!form[field]) return null;
      const cents = parseUsdCents(form[field]!);
      if (cents === null || cents < 100 || cents > 1_000_000_000) { errors[field] = 'Enter an amount from USD 1 to USD 10,000,000, or leave it empty.'; return null; }
      return cents;
    };
    const update: LimitsUpdate = {
      monthly_budget_cents: amount('monthly_budget'), hard_cap_cents: amount('hard_cap'), auto_pause: form.auto_pause,
      alert_webhook_url: form.alert_webhook_url || null,
    };
    if (form.alert_webhook_url && form.alert_webhook_url.length > 2000) errors.alert_webhook_url = 'The URL is too long (2000 characters at most).';
    if (Object.keys(errors).length) return renderLimits(req, res, 400, form, errors);
    try {
      await updateLimits(ctx, localsOf(res).user!.account_id, update);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) return renderLimits(req, res, 400, form, { [err.param ?? 'alert_webhook_url']: err.message });
      throw err;
    }
    res.redirect(303, '/dashboard/limits?done=limits');
  });

  async function renderPlan(req: Request, res: Response, status: number, error: string | null = null) {
    const account = await accountOf(res);
    const current = planInForce(account, now());
    const pending = current === account.plan ? account.pending_plan : null;
    res.status(status).type('html').send(planPage(shell(req, res, 'Plan', '/dashboard/plan', doneFlash(req)), {
      current, pending, pendingAt: pending && account.pending_plan_at ? new Date(account.pending_plan_at).toISOString().slice(0, 10) : null,
      error,
      plans: SELF_SERVE_PLANS.map((id) => ({
        id, rpm: PLAN_LIMITS[id].requestsPerWindow.toLocaleString('en-US'), tpm: PLAN_LIMITS[id].tokensPerWindow.toLocaleString('en-US'),
        note: id === 'scale' ? 'Adds dedicated endpoints.' : id === 'dedicated' ? 'Adds dedicated endpoints and GPU clusters.' : 'Shared serverless capacity.',
      })),
    }));
  }
  app.get('/plan', (req, res) => renderPlan(req, res, 200));
  app.post('/plan', async (req, res) => {
    const plan = str(req.body, 'plan');
    const chosen = SELF_SERVE_PLANS.find((p) => p === plan);
    if (!chosen) return renderPlan(req, res, 400, 'Choose one of the plans listed.');
    // The same rule as the operator's plan change: an upgrade now, a downgrade at the end of the cycle (spec section 3).
    const changed = await changePlan(ctx.db, ctx.authCache, localsOf(res).user!.account_id, { plan: chosen }, now());
    res.redirect(303, `/dashboard/plan?done=${changed.pending_plan ? 'plan-scheduled' : 'plan'}`);
  });

  app.get('/export', (req, res) => { res.type('html').send(exportPage(shell(req, res, 'Export', '/dashboard/export'))); });
  app.get('/export/download', async (req, res) => {
    await ctx.billing.leases.flush();
    const account = await accountOf(res);
    const archive = await accountExport(ctx.db, account, planInForce(account, now()));
    res.set('content-disposition', `attachment; filename="graha-export-${account.id}-${now().toISOString().slice(0, 10)}.json"`);
    res.type('application/json').send(`${JSON.stringify(archive, null, 2)}\n`);
  });

  app.use((req, res) => {
    res.status(404).type('html').send(refusedPage(csrf.token(req, res), 'There is no such dashboard page.'));
  });
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (err instanceof ApiError && err.status === 404) {
      res.status(404).type('html').send(refusedPage(csrf.token(req, res), err.message));
      return;
    }
    if ((err as { type?: string }).type === 'entity.too.large') {
      res.status(413).type('html').send(refusedPage(csrf.token(req, res), 'The form was too large.'));
      return;
    }
    ctx.log.error({ err, requestId: stateOf(req).requestId, path: req.originalUrl.split('?')[0] }, 'dashboard error');
    res.status(500).type('html').send(refusedPage(csrf.token(req, res), `Something went wrong on our side (request ${stateOf(req).requestId}).`));
  });
  return app;
}
