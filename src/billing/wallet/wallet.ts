/**
 * The wallet: atomic reservations (holds), settlement and release (docs/architecture.md section 4.1).
 *
 * - reserve: a conditional UPDATE (`held = held + x WHERE balance - held >= x AND <cap/pause rules>`) on the locked
 *   wallet row, so concurrent requests on one wallet, in one process or many sharing PostgreSQL, can never reserve
 *   more than the balance.
 * - settle: releases the hold, writes the charge to the ledger (the ledger trigger of migration 0002 applies it to the
 *   balance) and writes the usage row, in the same statement: usage costs no extra round trip.
 * - The charge is capped at the hold: the hold is the promise made before the work started.
 * - Crash safety without a row per hold: each server process keeps its holds per account in process_holds and beats a
 *   heartbeat in billing_processes; the sweeper releases the holds of a process whose heartbeat stopped.
 * Many reservations or settlements are written in ONE statement (src/billing/wallet/reserver.ts, settler.ts group them).
 */
import type { Db } from '../../../db/connect';
import { errors } from '../../errors';
import { MICRO_USD_PER_CENT } from '../prices';

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
  /**
   * What the upstream reported, when it reported more than the call reserved (inputTokens and outputTokens are then
   * the billed tokens); absent: as billed. Written to reported_input_tokens / reported_output_tokens (migration 0016).
   */
  reportedInputTokens?: number;
  reportedOutputTokens?: number;
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

export interface HoldRequest { id: string; accountId: string; amountMicroUsd: number }

/**
 * Reserves amountMicroUsd on the account's wallet for processId, or throws 402 (insufficient_balance,
 * spending_cap_exceeded, budget_paused) without reserving anything.
 */
export async function reserveHold(db: Db, processId: string, hold: HoldRequest): Promise<void> {
  const [granted] = await reserveHolds(db, processId, [hold]);
  if (!granted) throw await refusal(db, hold.accountId, hold.amountMicroUsd);
}

/**
 * Reserves many holds (of any accounts) in ONE statement; returns, per request, whether it was granted.
 * The wallet rows are locked (FOR UPDATE: the latest committed balance, also with other processes writing), each
 * account's requests are taken in order while their running total still fits the balance net of holds, the monthly
 * hard cap and the auto-pause rule, and the granted total is added to held (and to this process's holds). Amounts are
 * positive, so the granted requests of an account are a prefix: the wallet can never be over-reserved.
 */
export async function reserveHolds(db: Db, processId: string, holds: HoldRequest[]): Promise<boolean[]> {
  for (const h of holds) {
    if (!Number.isSafeInteger(h.amountMicroUsd) || h.amountMicroUsd <= 0) throw new RangeError('hold amount must be a positive integer');
  }
  const items = holds.map((h, ord) => ({ account_id: h.accountId, amount: h.amountMicroUsd, ord }));
  const result = await db.raw(
    `WITH r AS (SELECT * FROM jsonb_to_recordset(CAST(:items AS jsonb)) AS x(account_id text, amount bigint, ord int)),
     m AS (SELECT ${CURRENT_MONTH} AS month),
     w AS (
       SELECT w.account_id, w.balance_micro_usd - w.held_micro_usd AS available, w.held_micro_usd, w.hard_cap_micro_usd,
         w.auto_pause, w.monthly_budget_micro_usd, ${cycleSpent('m.month')} AS month_spent
       FROM wallets w, m WHERE w.account_id IN (SELECT account_id FROM r) ORDER BY w.account_id FOR UPDATE OF w),
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
     p AS (INSERT INTO billing_processes (id) VALUES (:pid) ON CONFLICT (id) DO NOTHING),
     i AS (
       INSERT INTO process_holds (process_id, account_id, held_micro_usd) SELECT :pid, t.account_id, t.total FROM t
       ON CONFLICT (process_id, account_id) DO UPDATE SET held_micro_usd = process_holds.held_micro_usd + EXCLUDED.held_micro_usd)
     SELECT ok.ord FROM ok`,
    { items: JSON.stringify(items), pid: processId },
  );
  const granted = new Array<boolean>(holds.length).fill(false);
  for (const row of rowsOf<{ ord: number }>(result)) granted[row.ord] = true;
  return granted;
}

/** How big a lease of wallet money a process may take (src/billing/wallet/lease.ts). */
export interface LeaseTerms {
  /** The most one lease may set aside beyond the call that asks for it. */
  maxMicroUsd: number;
  /** A lease is at most this fraction (1/divisor) of the account's headroom, so leases shrink as the wallet drains. */
  divisor: number;
  /** No lease unless it covers at least this many more calls of the asking size (else: exact reservations). */
  minCalls: number;
}

/**
 * Reserves `need` for a call plus a lease of extra money for this process's next calls of the account, in one
 * statement on the locked wallet row: extra = min(maxMicroUsd, (headroom - need) / divisor), where headroom is the
 * smallest of the balance net of holds, the room under the monthly hard cap and, with auto-pause, the room under the
 * monthly budget. Grants need + extra, or nothing at all (0) when extra would cover fewer than minCalls calls: near
 * its limits a wallet is reserved call by call (reserveHolds), so leases can never refuse a call that fits.
 */
export async function reserveLease(db: Db, processId: string, accountId: string, need: number, terms: LeaseTerms): Promise<number> {
  if (!Number.isSafeInteger(need) || need <= 0) throw new RangeError('lease need must be a positive integer');
  const result = await db.raw(
    `WITH m AS (SELECT ${CURRENT_MONTH} AS month),
     w AS (
       SELECT w.account_id, LEAST(
           w.balance_micro_usd - w.held_micro_usd,
           CASE WHEN w.hard_cap_micro_usd IS NULL THEN w.balance_micro_usd
                ELSE w.hard_cap_micro_usd - ${cycleSpent('m.month')} - w.held_micro_usd END,
           CASE WHEN w.auto_pause AND w.monthly_budget_micro_usd IS NOT NULL
                THEN w.monthly_budget_micro_usd - ${cycleSpent('m.month')} - w.held_micro_usd ELSE w.balance_micro_usd END
         ) AS headroom
       FROM wallets w, m WHERE w.account_id = :account FOR UPDATE OF w),
     x AS (SELECT account_id, LEAST(CAST(:max AS bigint), div(headroom - :need, :divisor)) AS extra FROM w),
     g AS (SELECT account_id, CAST(:need AS bigint) + extra AS amount FROM x WHERE extra >= CAST(:min_extra AS bigint)),
     u AS (
       UPDATE wallets w SET held_micro_usd = w.held_micro_usd + g.amount,
         cycle_spent_micro_usd = ${cycleSpent('m.month')}, cycle_month = m.month
       FROM g, m WHERE w.account_id = g.account_id RETURNING w.account_id),
     p AS (INSERT INTO billing_processes (id) SELECT :pid FROM g ON CONFLICT (id) DO NOTHING),
     i AS (
       INSERT INTO process_holds (process_id, account_id, held_micro_usd) SELECT :pid, g.account_id, g.amount FROM g
       ON CONFLICT (process_id, account_id) DO UPDATE SET held_micro_usd = process_holds.held_micro_usd + EXCLUDED.held_micro_usd)
     SELECT amount FROM g`,
    { account: accountId, need, max: terms.maxMicroUsd, divisor: terms.divisor, min_extra: terms.minCalls * need, pid: processId },
  );
  const [row] = rowsOf<{ amount: number | string }>(result);
  return row ? Number(row.amount) : 0;
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

/**
 * CTEs lk, ph, m, u over a CTE `a(account_id, released, charged)` with one row per account: under the wallet lock
 * (always wallets, then process_holds, in account order, as in reserveHolds: no deadlocks) this process's holds and
 * the wallet's held lose `released` and the month's spend gains `charged`. Only accounts whose holds this process
 * still has (not released by the sweeper as a dead process's) change: they are the rows of ph. u returns the wallet
 * state for the budget alert check (outcomeOf).
 */
const SETTLE_ACCOUNTS = `lk AS (SELECT a.* FROM a JOIN (SELECT account_id FROM wallets WHERE account_id IN (SELECT account_id FROM a)
            ORDER BY account_id FOR UPDATE) wl ON wl.account_id = a.account_id),
     ph AS (
       UPDATE process_holds SET held_micro_usd = process_holds.held_micro_usd - a.released FROM lk a
       WHERE process_holds.process_id = :pid AND process_holds.account_id = a.account_id AND process_holds.held_micro_usd >= a.released
       RETURNING process_holds.account_id, a.released, a.charged),
     m AS (SELECT ${CURRENT_MONTH} AS month),
     u AS (
       UPDATE wallets w SET held_micro_usd = w.held_micro_usd - ph.released,
         cycle_spent_micro_usd = ${cycleSpent('m.month')} + ph.charged, cycle_month = m.month
       FROM ph, m WHERE w.account_id = ph.account_id
       RETURNING w.account_id, w.cycle_month, w.cycle_spent_micro_usd, w.monthly_budget_micro_usd, w.alert_cycle, w.alert_level)`;

interface SettledRow { charged: number | string; cycle_month: string; cycle_spent_micro_usd: number | string; monthly_budget_micro_usd: number | string | null; alert_cycle: string; alert_level: number }

function outcomeOf(row: SettledRow): SettleOutcome {
  return {
    chargedMicroUsd: Number(row.charged), cycleMonth: row.cycle_month, cycleSpentMicroUsd: Number(row.cycle_spent_micro_usd),
    monthlyBudgetMicroUsd: row.monthly_budget_micro_usd === null ? null : Number(row.monthly_budget_micro_usd),
    alertCycle: row.alert_cycle, alertLevel: row.alert_level,
  };
}

export interface SettleItem { hold: HoldRequest; costMicroUsd: number; usage: UsageRecord }

/**
 * Turns a hold into a charge of min(costMicroUsd, hold) and releases the rest, with the usage row, in one statement.
 * Returns null when this process no longer holds it (its holds were released as those of a dead process).
 */
export async function settleHold(db: Db, processId: string, item: SettleItem): Promise<SettleOutcome | null> {
  return (await settleHolds(db, processId, [item])).get(item.hold.id) ?? null;
}

/**
 * Settles many holds (of any accounts) in ONE statement: releases them from this process's holds and the wallets,
 * adds the month spend per account, writes a ledger row per charge (the statement-level ledger trigger applies them
 * per account) and a usage row per call.
 */
export async function settleHolds(db: Db, processId: string, items: SettleItem[]): Promise<Map<string, SettleOutcome>> {
  for (const item of items) {
    if (!Number.isSafeInteger(item.costMicroUsd) || item.costMicroUsd < 0) throw new RangeError('cost must be a non-negative integer');
  }
  const rows = items.map((i) => ({
    hold_id: i.hold.id, account_id: i.hold.accountId, amount: i.hold.amountMicroUsd,
    charge: Math.min(i.costMicroUsd, i.hold.amountMicroUsd), op: i.usage.operationId, endpoint_type: i.usage.endpointType,
    model: i.usage.model, request_id: i.usage.requestId, input_tokens: i.usage.inputTokens ?? 0,
    output_tokens: i.usage.outputTokens ?? 0, cached_read: i.usage.cachedReadTokens ?? 0,
    cache_creation: i.usage.cacheCreationTokens ?? 0, units: i.usage.units ?? 0, unit: i.usage.unit ?? null,
    completed: i.usage.completed ?? true, reported_input: i.usage.reportedInputTokens ?? i.usage.inputTokens ?? 0,
    reported_output: i.usage.reportedOutputTokens ?? i.usage.outputTokens ?? 0,
  }));
  const result = await db.raw(
    `WITH r AS (
       SELECT * FROM jsonb_to_recordset(CAST(:items AS jsonb)) AS x(hold_id text, account_id text, amount bigint,
         charge bigint, op text, endpoint_type text, model text, request_id text, input_tokens bigint, output_tokens bigint,
         cached_read bigint, cache_creation bigint, units bigint, unit text, completed boolean, reported_input bigint,
         reported_output bigint)),
     a AS (SELECT account_id, sum(amount) AS released, sum(charge) AS charged FROM r GROUP BY account_id),
     -- Lock order is always wallets, then process_holds (as in reserveHolds), in account order: no deadlocks.
     ${SETTLE_ACCOUNTS},
     h AS (SELECT r.* FROM r JOIN ph ON ph.account_id = r.account_id),
     l AS (
       INSERT INTO ledger_entries (account_id, amount_micro_usd, kind)
       SELECT h.account_id, -h.charge, 'charge' FROM h WHERE h.charge > 0),
     e AS (
       INSERT INTO usage_events (account_id, operation_id, endpoint_type, model, request_id, input_tokens, output_tokens,
         cached_read_tokens, cache_creation_tokens, units, unit, cost_micro_usd, completed, reported_input_tokens,
         reported_output_tokens)
       SELECT h.account_id, h.op, h.endpoint_type, h.model, h.request_id, h.input_tokens, h.output_tokens, h.cached_read,
         h.cache_creation, h.units, h.unit, h.charge, h.completed, h.reported_input, h.reported_output FROM h)
     SELECT h.hold_id, h.charge AS charged, u.cycle_month, u.cycle_spent_micro_usd, u.monthly_budget_micro_usd, u.alert_cycle, u.alert_level
     FROM h JOIN u ON u.account_id = h.account_id`,
    { items: JSON.stringify(rows), pid: processId },
  );
  const out = new Map<string, SettleOutcome>();
  for (const row of rowsOf<SettledRow & { hold_id: string }>(result)) out.set(row.hold_id, outcomeOf(row));
  return out;
}

/** One usage row of a batch of leased calls: the sums of the calls that share these keys. */
export interface UsageGroup extends Required<Pick<UsageRecord, 'operationId' | 'endpointType' | 'model' | 'requestId'>> {
  accountId: string;
  unit: string | null;
  completed: boolean;
  requests: number;
  inputTokens: number;
  outputTokens: number;
  cachedReadTokens: number;
  cacheCreationTokens: number;
  /** The upstreams' reported input and output tokens of these calls (the billed ones where they reported no more). */
  reportedInputTokens: number;
  reportedOutputTokens: number;
  units: number;
  costMicroUsd: number;
}

export interface LeasedChargeBatch {
  /** One ledger row per call: account and positive charge. */
  charges: Array<{ accountId: string; amountMicroUsd: number }>;
  usage: UsageGroup[];
}

/**
 * Writes a batch of charges of calls that were served from this process's leases (lease.ts), in ONE statement: a
 * ledger row per call (the ledger trigger applies them per account), the usage rows, and per account the charged
 * total taken out of the wallet's and this process's holds and added to the month's spend. Accounts whose holds this
 * process no longer has (released as a dead process's) are skipped. Returns the wallet state per account written.
 */
export async function writeLeasedCharges(db: Db, processId: string, batch: LeasedChargeBatch): Promise<Map<string, SettleOutcome>> {
  const totals = new Map<string, number>();
  for (const c of batch.charges) {
    if (!Number.isSafeInteger(c.amountMicroUsd) || c.amountMicroUsd <= 0) throw new RangeError('a charge must be a positive integer');
    totals.set(c.accountId, (totals.get(c.accountId) ?? 0) + c.amountMicroUsd);
  }
  for (const u of batch.usage) if (!totals.has(u.accountId)) totals.set(u.accountId, 0);
  const accounts = [...totals].map(([account_id, charged]) => ({ account_id, charged }));
  const usage = batch.usage.map((u) => ({
    account_id: u.accountId, op: u.operationId, endpoint_type: u.endpointType, model: u.model, request_id: u.requestId,
    requests: u.requests, input_tokens: u.inputTokens, output_tokens: u.outputTokens, cached_read: u.cachedReadTokens,
    cache_creation: u.cacheCreationTokens, units: u.units, unit: u.unit, cost: u.costMicroUsd, completed: u.completed,
    reported_input: u.reportedInputTokens, reported_output: u.reportedOutputTokens,
  }));
  // Per-call data travels as two plain arrays (cheaper to read than JSON records, also on embedded PGlite).
  const result = await db.raw(
    `WITH a AS (SELECT account_id, charged AS released, charged FROM jsonb_to_recordset(CAST(:accounts AS jsonb)) AS x(account_id text, charged bigint)),
     ${SETTLE_ACCOUNTS},
     l AS (
       INSERT INTO ledger_entries (account_id, amount_micro_usd, kind)
       SELECT c.account_id, -c.amount, 'charge'
       FROM unnest(CAST(:ids AS text[]), CAST(:amounts AS bigint[])) AS c(account_id, amount)
       WHERE c.account_id IN (SELECT account_id FROM ph)),
     e AS (
       INSERT INTO usage_events (account_id, operation_id, endpoint_type, model, request_id, requests, input_tokens,
         output_tokens, cached_read_tokens, cache_creation_tokens, units, unit, cost_micro_usd, completed,
         reported_input_tokens, reported_output_tokens)
       SELECT g.account_id, g.op, g.endpoint_type, g.model, g.request_id, g.requests, g.input_tokens, g.output_tokens,
         g.cached_read, g.cache_creation, g.units, g.unit, g.cost, g.completed, g.reported_input, g.reported_output
       FROM jsonb_to_recordset(CAST(:usage AS jsonb)) AS g(account_id text, op text, endpoint_type text, model text,
         request_id text, requests int, input_tokens bigint, output_tokens bigint, cached_read bigint, cache_creation bigint,
         units bigint, unit text, cost bigint, completed boolean, reported_input bigint, reported_output bigint)
       WHERE g.account_id IN (SELECT account_id FROM ph))
     SELECT u.account_id, ph.charged, u.cycle_month, u.cycle_spent_micro_usd, u.monthly_budget_micro_usd, u.alert_cycle, u.alert_level
     FROM u JOIN ph ON ph.account_id = u.account_id`,
    {
      accounts: JSON.stringify(accounts), pid: processId, usage: JSON.stringify(usage),
      ids: batch.charges.map((c) => c.accountId), amounts: batch.charges.map((c) => c.amountMicroUsd),
    },
  );
  const out = new Map<string, SettleOutcome>();
  for (const row of rowsOf<SettledRow & { account_id: string }>(result)) out.set(row.account_id, outcomeOf(row));
  return out;
}

/** Releases a hold without charging (the work failed or was refused). */
export async function releaseHold(db: Db, processId: string, hold: HoldRequest): Promise<void> {
  await db.raw(
    `WITH lk AS (SELECT account_id FROM wallets WHERE account_id = :account FOR UPDATE),
     ph AS (
       UPDATE process_holds SET held_micro_usd = held_micro_usd - :amount
       WHERE process_id = :pid AND account_id = (SELECT account_id FROM lk) AND held_micro_usd >= :amount RETURNING account_id)
     UPDATE wallets w SET held_micro_usd = w.held_micro_usd - :amount FROM ph WHERE w.account_id = ph.account_id`,
    { amount: hold.amountMicroUsd, pid: processId, account: hold.accountId },
  );
}

/** This process is alive (its holds stay held). */
export async function heartbeat(db: Db, processId: string): Promise<void> {
  await db.raw(
    'INSERT INTO billing_processes (id) VALUES (:pid) ON CONFLICT (id) DO UPDATE SET heartbeat_at = now()', { pid: processId },
  );
}

/**
 * Releases the holds of processes whose heartbeat is older than leaseSeconds (they died mid-request). Safe to run
 * from every process at once.
 */
export async function releaseDeadProcessHolds(db: Db, leaseSeconds: number): Promise<number> {
  const result = await db.raw(
    `WITH dead AS (DELETE FROM billing_processes WHERE heartbeat_at < now() - make_interval(secs => :lease) RETURNING id),
     h AS (DELETE FROM process_holds ph USING dead WHERE ph.process_id = dead.id RETURNING ph.account_id, ph.held_micro_usd),
     s AS (SELECT account_id, sum(held_micro_usd) AS amount FROM h GROUP BY account_id)
     UPDATE wallets w SET held_micro_usd = w.held_micro_usd - s.amount FROM s WHERE w.account_id = s.account_id RETURNING w.account_id`,
    { lease: leaseSeconds },
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
