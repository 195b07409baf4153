/**
 * The wallet: atomic reservations (holds), settlement and release, each one SQL statement (architecture.md section 4).
 *
 * - reserve: one conditional UPDATE (`held = held + x WHERE balance - held >= x AND <cap/pause rules>`), so concurrent
 *   requests on one wallet, in one process or many sharing PostgreSQL, can never reserve more than the balance.
 *   The hold is also written to wallet_holds so a crashed process's holds are released by the sweeper.
 * - settle: deletes the hold, releases it, writes the charge to the ledger (the ledger trigger of migration 0002
 *   applies it to the balance) and writes the usage row, all in the same statement: no extra round trip for usage.
 * - The charge is capped at the hold: the hold is the promise made before the work started.
 */
import type { Db } from '../../db/connect';
import { errors } from '../errors';
import { MICRO_USD_PER_CENT } from './prices';

export interface WalletRow {
  account_id: string;
  balance_micro_usd: number;
  held_micro_usd: number;
  spent_micro_usd: number;
  cycle_month: string;
  cycle_spent_micro_usd: number;
  monthly_budget_micro_usd: number | null;
  hard_cap_micro_usd: number | null;
  auto_pause: boolean;
  alert_webhook_url: string | null;
  alert_secret: string | null;
  alert_cycle: string;
  alert_level: number;
}

/** Usage recorded with a settlement. */
export interface UsageRecord {
  operationId: string;
  endpointType: string;
  model: string | null;
  requestId: string | null;
  inputTokens?: number;
  outputTokens?: number;
  cachedReadTokens?: number;
  cacheCreationTokens?: number;
  units?: number;
  unit?: string | null;
  /** False for a stream cut off by the client (billed for what was generated). */
  completed?: boolean;
}

/** What a settlement left in the wallet, for the budget alert check. */
export interface SettleOutcome {
  chargedMicroUsd: number;
  cycleMonth: string;
  cycleSpentMicroUsd: number;
  monthlyBudgetMicroUsd: number | null;
  alertCycle: string;
  alertLevel: number;
}

const CURRENT_MONTH = "to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM')";

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** Month spend as seen now: the stored cycle spend if it is this month's, else 0. */
const cycleSpent = (month: string) => `(CASE WHEN w.cycle_month = ${month} THEN w.cycle_spent_micro_usd ELSE 0 END)`;

export interface HoldRequest { id: string; accountId: string; amountMicroUsd: number; ttlSeconds: number }

/**
 * Reserves amountMicroUsd on the account's wallet, or throws 402 (insufficient_balance, spending_cap_exceeded,
 * budget_paused) without reserving anything.
 */
export async function reserveHold(db: Db, hold: HoldRequest): Promise<void> {
  const [granted] = await reserveHolds(db, [hold]);
  if (!granted) throw await refusal(db, hold.accountId, hold.amountMicroUsd);
}

/**
 * Reserves many holds (of any accounts) in ONE statement; returns, per request, whether it was granted.
 * The wallet rows are locked (FOR UPDATE: the latest committed balance, also with other processes writing), each
 * account's requests are taken in order while their running total still fits the balance net of holds, the monthly
 * hard cap and the auto-pause rule, and the granted total is added to held. Amounts are positive, so the granted
 * requests of an account are a prefix: the wallet can never be over-reserved.
 */
export async function reserveHolds(db: Db, holds: HoldRequest[]): Promise<boolean[]> {
  for (const h of holds) {
    if (!Number.isSafeInteger(h.amountMicroUsd) || h.amountMicroUsd <= 0) throw new RangeError('hold amount must be a positive integer');
  }
  const items = holds.map((h, ord) => ({ id: h.id, account_id: h.accountId, amount: h.amountMicroUsd, ttl: h.ttlSeconds, ord }));
  const result = await db.raw(
    `WITH r AS (
       SELECT * FROM jsonb_to_recordset(CAST(:items AS jsonb)) AS x(id text, account_id text, amount bigint, ttl float8, ord int)),
     m AS (SELECT ${CURRENT_MONTH} AS month),
     w AS (
       SELECT w.account_id, w.balance_micro_usd - w.held_micro_usd AS available, w.held_micro_usd, w.hard_cap_micro_usd,
         w.auto_pause, w.monthly_budget_micro_usd, ${cycleSpent('m.month')} AS month_spent
       FROM wallets w, m WHERE w.account_id IN (SELECT account_id FROM r) FOR UPDATE OF w),
     c AS (SELECT r.*, sum(r.amount) OVER (PARTITION BY r.account_id ORDER BY r.ord) AS running FROM r),
     ok AS (
       SELECT c.* FROM c JOIN w ON w.account_id = c.account_id
       WHERE w.available >= c.running
         AND (w.hard_cap_micro_usd IS NULL OR w.month_spent + w.held_micro_usd + c.running <= w.hard_cap_micro_usd)
         AND NOT (w.auto_pause AND w.monthly_budget_micro_usd IS NOT NULL AND w.month_spent >= w.monthly_budget_micro_usd)),
     t AS (SELECT account_id, sum(amount) AS total FROM ok GROUP BY account_id),
     u AS (
       UPDATE wallets w SET held_micro_usd = w.held_micro_usd + t.total,
         cycle_spent_micro_usd = ${cycleSpent('m.month')}, cycle_month = m.month
       FROM t, m WHERE w.account_id = t.account_id RETURNING w.account_id),
     i AS (
       INSERT INTO wallet_holds (id, account_id, amount_micro_usd, expires_at)
       SELECT ok.id, ok.account_id, ok.amount, now() + make_interval(secs => ok.ttl) FROM ok)
     SELECT ok.ord FROM ok`,
    { items: JSON.stringify(items) },
  );
  const granted = new Array<boolean>(holds.length).fill(false);
  for (const row of rowsOf<{ ord: number }>(result)) granted[row.ord] = true;
  return granted;
}

/** Why a reservation was refused (read after the fact; the refusal itself was atomic). */
export async function refusal(db: Db, accountId: string, amountMicroUsd: number) {
  const [w] = rowsOf<WalletRow & { month_spent: number }>(await db.raw(
    `SELECT w.*, ${cycleSpent(CURRENT_MONTH)} AS month_spent FROM wallets w WHERE w.account_id = :account`, { account: accountId },
  ));
  const cents = (micro: number) => (micro / MICRO_USD_PER_CENT).toFixed(2);
  if (w && w.auto_pause && w.monthly_budget_micro_usd !== null && Number(w.month_spent) >= w.monthly_budget_micro_usd) {
    return errors.paymentRequired('budget_paused',
      `Billed calls are paused: this month's spend reached the monthly budget of ${cents(w.monthly_budget_micro_usd)} cents (auto-pause is on). Raise the budget or turn off auto-pause in PUT /v1/billing/limits.`);
  }
  if (w && w.hard_cap_micro_usd !== null && Number(w.month_spent) + w.held_micro_usd + amountMicroUsd > w.hard_cap_micro_usd) {
    return errors.paymentRequired('spending_cap_exceeded',
      `This call (up to ${cents(amountMicroUsd)} cents) would exceed the monthly hard spending cap of ${cents(w.hard_cap_micro_usd)} cents.`);
  }
  const available = w ? w.balance_micro_usd - w.held_micro_usd : 0;
  return errors.paymentRequired('insufficient_balance',
    `Insufficient balance: this call needs up to ${cents(amountMicroUsd)} cents and ${cents(Math.max(0, available))} cents are available. Add funds with POST /v1/billing/deposit.`);
}

export interface SettleItem { holdId: string; costMicroUsd: number; usage: UsageRecord }

/**
 * Turns a hold into a charge of min(costMicroUsd, hold) and releases the rest, with the usage row, in one statement.
 * Returns null when the hold no longer exists (already settled, released or expired: settling is idempotent).
 */
export async function settleHold(db: Db, holdId: string, costMicroUsd: number, usage: UsageRecord): Promise<SettleOutcome | null> {
  return (await settleHolds(db, [{ holdId, costMicroUsd, usage }])).get(holdId) ?? null;
}

/**
 * Settles many holds (of any accounts) in ONE statement: deletes the holds, releases them and adds the month spend
 * per account, writes a ledger row per charge (the statement-level ledger trigger applies them per account) and a
 * usage row per call. src/billing/settler.ts groups concurrent settlements into such batches (group commit).
 */
export async function settleHolds(db: Db, items: SettleItem[]): Promise<Map<string, SettleOutcome>> {
  for (const item of items) {
    if (!Number.isSafeInteger(item.costMicroUsd) || item.costMicroUsd < 0) throw new RangeError('cost must be a non-negative integer');
  }
  const rows = items.map((i) => ({
    hold_id: i.holdId, cost: i.costMicroUsd, op: i.usage.operationId, endpoint_type: i.usage.endpointType,
    model: i.usage.model, request_id: i.usage.requestId, input_tokens: i.usage.inputTokens ?? 0,
    output_tokens: i.usage.outputTokens ?? 0, cached_read: i.usage.cachedReadTokens ?? 0,
    cache_creation: i.usage.cacheCreationTokens ?? 0, units: i.usage.units ?? 0, unit: i.usage.unit ?? null,
    completed: i.usage.completed ?? true,
  }));
  const result = await db.raw(
    `WITH r AS (
       SELECT * FROM jsonb_to_recordset(CAST(:items AS jsonb)) AS x(hold_id text, cost bigint, op text, endpoint_type text,
         model text, request_id text, input_tokens bigint, output_tokens bigint, cached_read bigint, cache_creation bigint,
         units bigint, unit text, completed boolean)),
     h AS (DELETE FROM wallet_holds wh USING r WHERE wh.id = r.hold_id
           RETURNING wh.id, wh.account_id, wh.amount_micro_usd, LEAST(r.cost, wh.amount_micro_usd) AS charge),
     a AS (SELECT account_id, sum(amount_micro_usd) AS released, sum(charge) AS charged FROM h GROUP BY account_id),
     m AS (SELECT ${CURRENT_MONTH} AS month),
     u AS (
       UPDATE wallets w SET held_micro_usd = w.held_micro_usd - a.released,
         cycle_spent_micro_usd = ${cycleSpent('m.month')} + a.charged, cycle_month = m.month
       FROM a, m WHERE w.account_id = a.account_id
       RETURNING w.account_id, w.cycle_month, w.cycle_spent_micro_usd, w.monthly_budget_micro_usd, w.alert_cycle, w.alert_level),
     l AS (
       INSERT INTO ledger_entries (account_id, amount_micro_usd, kind, reference)
       SELECT h.account_id, -h.charge, 'charge', h.id FROM h WHERE h.charge > 0),
     e AS (
       INSERT INTO usage_events (account_id, operation_id, endpoint_type, model, request_id, input_tokens, output_tokens,
         cached_read_tokens, cache_creation_tokens, units, unit, cost_micro_usd, completed)
       SELECT h.account_id, r.op, r.endpoint_type, r.model, r.request_id, r.input_tokens, r.output_tokens, r.cached_read,
         r.cache_creation, r.units, r.unit, h.charge, r.completed FROM h JOIN r ON r.hold_id = h.id)
     SELECT h.id, h.charge, u.cycle_month, u.cycle_spent_micro_usd, u.monthly_budget_micro_usd, u.alert_cycle, u.alert_level
     FROM h JOIN u ON u.account_id = h.account_id`,
    { items: JSON.stringify(rows) },
  );
  const out = new Map<string, SettleOutcome>();
  for (const row of rowsOf<{ id: string; charge: number; cycle_month: string; cycle_spent_micro_usd: number; monthly_budget_micro_usd: number | null; alert_cycle: string; alert_level: number }>(result)) {
    out.set(row.id, {
      chargedMicroUsd: Number(row.charge), cycleMonth: row.cycle_month, cycleSpentMicroUsd: Number(row.cycle_spent_micro_usd),
      monthlyBudgetMicroUsd: row.monthly_budget_micro_usd === null ? null : Number(row.monthly_budget_micro_usd),
      alertCycle: row.alert_cycle, alertLevel: row.alert_level,
    });
  }
  return out;
}

/** Releases a hold without charging (the work failed or was refused). Idempotent. */
export async function releaseHold(db: Db, holdId: string): Promise<void> {
  await db.raw(
    `WITH h AS (DELETE FROM wallet_holds WHERE id = :hold RETURNING account_id, amount_micro_usd)
     UPDATE wallets w SET held_micro_usd = w.held_micro_usd - h.amount_micro_usd FROM h WHERE w.account_id = h.account_id`,
    { hold: holdId },
  );
}

/** Releases holds whose request never settled (e.g. its process died). Safe to run from every process at once. */
export async function releaseExpiredHolds(db: Db): Promise<number> {
  const result = await db.raw(
    `WITH h AS (DELETE FROM wallet_holds WHERE expires_at < now() RETURNING account_id, amount_micro_usd),
     s AS (SELECT account_id, sum(amount_micro_usd) AS amount FROM h GROUP BY account_id)
     UPDATE wallets w SET held_micro_usd = w.held_micro_usd - s.amount FROM s WHERE w.account_id = s.account_id RETURNING w.account_id`,
  );
  return rowsOf(result).length;
}

export async function findWallet(db: Db, accountId: string): Promise<WalletRow | undefined> {
  return db<WalletRow>('wallets').where({ account_id: accountId }).first();
}

/** Creates the wallet row if missing (accounts get one with their first ledger row, or when limits are set). */
export async function ensureWallet(db: Db, accountId: string): Promise<void> {
  await db('wallets').insert({ account_id: accountId }).onConflict('account_id').ignore();
}

/** This month's spend (0 when the stored cycle is an older month). */
export async function monthSpendMicroUsd(db: Db, accountId: string): Promise<number> {
  const [row] = rowsOf<{ spent: number }>(await db.raw(
    `SELECT ${cycleSpent(CURRENT_MONTH)} AS spent FROM wallets w WHERE w.account_id = :account`, { account: accountId },
  ));
  return Number(row?.spent ?? 0);
}
