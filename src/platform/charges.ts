/**
 * Charges of the platform lifecycles, written by the reconciler inside the transaction that advances the resource:
 * metered GPU minutes of endpoints and clusters, trained tokens of fine-tuning jobs. Each period is a row of
 * platform_charges under a unique (resource_id, period) key; only periods not already there are charged, so a pass
 * repeated after a crash (or run by two processes) charges nothing twice. The ledger row is capped at what the
 * wallet has (a charge never makes the balance negative, docs/architecture.md section 4.1); the caller is told when the
 * wallet ran short and stops the resource.
 *
 * Why not a metered call (ctx.metering.call ... settle): a settle commits on its own, apart from the step that
 * advanced the resource, so a process killed between the two would bill a minute the next pass bills again, or keep
 * a step unbilled. Here the charge and the state step are one transaction, and the (resource, period) key makes a
 * repeated step a no-op. The prices are the metering module's all the same: every amount is priceOfUnits
 * (src/billing/prices.ts, config/prices.yaml) of the period's units under the PriceRef below, the function the
 * wallet's meter adapter prices calls with, and of the unit kind the creating operation declares in `x-graha-price`
 * (`per-gpu-second`, `per-training-token`).
 */
import type { Knex } from 'knex';
import type { Db } from '../../db/connect';
import type { ApiError } from '../errors';
import { refusal } from '../billing/wallet/wallet';
import { priceOfUnits, type PriceTable } from '../billing/prices';
import type { PriceRef, Units } from '../metering/types';

/** GPU time of an endpoint (hardware per replica) or a cluster (gpu type), priced per GPU-second of an hourly rate. */
export const gpuPrice = (resource: 'endpoint' | 'cluster', hardware: string): PriceRef & { kind: 'gpu' } => ({ kind: 'gpu', resource, hardware });
/** Trained tokens (tokens x epochs) at the base model's training rate. */
export const trainingPrice = (baseModel: string): PriceRef & { kind: 'training' } => ({ kind: 'training', model: baseModel });

type PlatformPrice = ReturnType<typeof gpuPrice> | ReturnType<typeof trainingPrice>;

/** What `units` of platform work cost, in micro-USD (priceOfUnits: the one pricing function of metered work). */
export function platformCostMicroUsd(prices: PriceTable, price: PlatformPrice, units: Units): number {
  return priceOfUnits(prices, price, units);
}

export interface ChargePeriod { period: string; units: Units }

export interface PlatformCharge {
  accountId: string;
  resourceId: string;
  /** usage_events.endpoint_type and platform_charges.kind: `endpoints`, `clusters`, `fine_tuning`. */
  kind: 'endpoints' | 'clusters' | 'fine_tuning';
  operationId: string;
  model: string | null;
  /** How every period is priced; its units are `gpuSeconds` (gpu) or `trainingTokens` (training). */
  price: PlatformPrice;
  periods: ChargePeriod[];
}

/** The usage row's unit and the count of a period's units under `price`. */
function unitOf(price: PlatformPrice, units: Units): { unit: string; count: number } {
  return price.kind === 'gpu' ? { unit: 'gpu_seconds', count: units.gpuSeconds ?? 0 } : { unit: 'training_tokens', count: units.trainingTokens ?? 0 };
}

export interface ChargeOutcome {
  newPeriods: number;
  chargedMicroUsd: number;
  shortMicroUsd: number;
  /** Why the wallet could not pay everything (`<code>: <message>` of the 402 a call would get), or null. */
  stopReason: string | null;
}

const CURRENT_MONTH = "to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM')";

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/**
 * What the steps of one reconcile transaction charged, by kind (micro-USD). The reconciler hands one to each step
 * (PlatformDeps.charged) and reports it only once the transaction committed, for the charges counter of /metrics.
 */
export type ChargeTally = Map<PlatformCharge['kind'], number>;

export async function chargePeriods(trx: Knex.Transaction, prices: PriceTable, charge: PlatformCharge, tally?: ChargeTally): Promise<ChargeOutcome> {
  if (charge.periods.length === 0) return { newPeriods: 0, chargedMicroUsd: 0, shortMicroUsd: 0, stopReason: null };
  const priced = charge.periods.map((p) => ({ period: p.period, units: unitOf(charge.price, p.units).count, amountMicroUsd: platformCostMicroUsd(prices, charge.price, p.units) }));
  const inserted = await trx('platform_charges')
    .insert(priced.map((p) => ({
      resource_id: charge.resourceId, period: p.period, account_id: charge.accountId, kind: charge.kind, units: p.units, amount_micro_usd: p.amountMicroUsd,
    })))
    .onConflict(['resource_id', 'period']).ignore()
    .returning(['period', 'units', 'amount_micro_usd']);
  const fresh = inserted as Array<{ units: string | number; amount_micro_usd: string | number }>;
  const due = fresh.reduce((sum, r) => sum + Number(r.amount_micro_usd), 0);
  const units = fresh.reduce((sum, r) => sum + Number(r.units), 0);
  if (fresh.length === 0) return { newPeriods: 0, chargedMicroUsd: 0, shortMicroUsd: 0, stopReason: null };
  // Under the wallet's lock: what the wallet may pay caps the charge.
  const charged = Math.min(due, await payableMicroUsd(trx, charge.accountId, true));
  if (charged > 0) {
    await trx('ledger_entries').insert({ account_id: charge.accountId, amount_micro_usd: -charged, kind: 'charge' });
    await trx.raw(
      `UPDATE wallets SET cycle_spent_micro_usd = (CASE WHEN cycle_month = ${CURRENT_MONTH} THEN cycle_spent_micro_usd ELSE 0 END) + ?,
         cycle_month = ${CURRENT_MONTH} WHERE account_id = ?`, [charged, charge.accountId],
    );
  }
  await trx('usage_events').insert({
    account_id: charge.accountId, operation_id: charge.operationId, endpoint_type: charge.kind, model: charge.model,
    request_id: charge.resourceId, units, unit: unitOf(charge.price, {}).unit, cost_micro_usd: charged, completed: true,
  });
  if (tally && charged > 0) tally.set(charge.kind, (tally.get(charge.kind) ?? 0) + charged);
  const stopReason = charged < due ? reasonOf(await refusal(trx as unknown as Db, charge.accountId, due)) : null;
  return { newPeriods: fresh.length, chargedMicroUsd: charged, shortMicroUsd: due - charged, stopReason };
}

const reasonOf = (err: ApiError) => `${err.code}: ${err.message}`;

/**
 * What the wallet may pay now: the balance net of holds, within the monthly hard cap, and nothing while auto-pause
 * holds billed work at a reached budget (the same rules as a call's reservation, src/billing/wallet/wallet.ts).
 */
export async function payableMicroUsd(db: Db | Knex.Transaction, accountId: string, lock = false): Promise<number> {
  const [w] = rowsOf<{ free: string; held: string; hard_cap: string | null; budget: string | null; auto_pause: boolean; month_spent: string }>(await db.raw(
    `SELECT balance_micro_usd - held_micro_usd AS free, held_micro_usd AS held, hard_cap_micro_usd AS hard_cap,
       monthly_budget_micro_usd AS budget, auto_pause,
       (CASE WHEN cycle_month = ${CURRENT_MONTH} THEN cycle_spent_micro_usd ELSE 0 END) AS month_spent
     FROM wallets WHERE account_id = ?${lock ? ' FOR UPDATE' : ''}`, [accountId],
  ));
  if (!w) return 0;
  let payable = Number(w.free);
  if (w.hard_cap !== null) payable = Math.min(payable, Number(w.hard_cap) - Number(w.month_spent) - Number(w.held));
  if (w.auto_pause && w.budget !== null && Number(w.month_spent) >= Number(w.budget)) payable = 0;
  return Math.max(0, payable);
}

/** Refuses work the wallet cannot pay `amountMicroUsd` of with the 402 a call would get. */
export async function requirePayable(db: Db, accountId: string, amountMicroUsd: number): Promise<void> {
  if ((await payableMicroUsd(db, accountId)) < amountMicroUsd) throw await refusal(db, accountId, amountMicroUsd);
}

/** Whole minutes from `fromMs` that end at or before `untilMs` (`roundUp`: a started last minute counts). */
export function minutesBetween(fromMs: number, untilMs: number, roundUp: boolean): number[] {
  const span = (untilMs - fromMs) / 60_000;
  const count = Math.max(0, roundUp ? Math.ceil(span) : Math.floor(span));
  return Array.from({ length: count }, (_, i) => fromMs + i * 60_000);
}
