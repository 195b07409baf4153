/**
 * Charges of the platform lifecycles, written by the reconciler inside the transaction that advances the resource:
 * metered GPU minutes of endpoints and clusters, trained tokens of fine-tuning jobs. Each period is a row of
 * platform_charges under a unique (resource_id, period) key; only periods not already there are charged, so a pass
 * repeated after a crash (or run by two processes) charges nothing twice. The ledger row is capped at what the
 * wallet has (a charge never makes the balance negative, docs/architecture.md section 4.1); the caller is told when the
 * wallet ran short and stops the resource.
 */
import type { Knex } from 'knex';

export interface ChargePeriod { period: string; units: number; amountMicroUsd: number }

export interface PlatformCharge {
  accountId: string;
  resourceId: string;
  /** usage_events.endpoint_type and platform_charges.kind: `endpoints`, `clusters`, `fine_tuning`. */
  kind: 'endpoints' | 'clusters' | 'fine_tuning';
  operationId: string;
  model: string | null;
  /** What `units` count: `gpu_seconds`, `training_tokens`. */
  unit: string;
  periods: ChargePeriod[];
}

export interface ChargeOutcome { newPeriods: number; chargedMicroUsd: number; shortMicroUsd: number }

const CURRENT_MONTH = "to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM')";

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

export async function chargePeriods(trx: Knex.Transaction, charge: PlatformCharge): Promise<ChargeOutcome> {
  if (charge.periods.length === 0) return { newPeriods: 0, chargedMicroUsd: 0, shortMicroUsd: 0 };
  for (const p of charge.periods) {
    if (!Number.isSafeInteger(p.amountMicroUsd) || p.amountMicroUsd < 0) throw new RangeError('a period charge must be a non-negative integer');
  }
  const inserted = await trx('platform_charges')
    .insert(charge.periods.map((p) => ({
      resource_id: charge.resourceId, period: p.period, account_id: charge.accountId, kind: charge.kind, units: p.units, amount_micro_usd: p.amountMicroUsd,
    })))
    .onConflict(['resource_id', 'period']).ignore()
    .returning(['period', 'units', 'amount_micro_usd']);
  const fresh = inserted as Array<{ units: string | number; amount_micro_usd: string | number }>;
  const due = fresh.reduce((sum, r) => sum + Number(r.amount_micro_usd), 0);
  const units = fresh.reduce((sum, r) => sum + Number(r.units), 0);
  if (fresh.length === 0) return { newPeriods: 0, chargedMicroUsd: 0, shortMicroUsd: 0 };
  // Under the wallet's lock: what is free (balance net of holds of calls in flight) caps the charge.
  const [wallet] = rowsOf<{ free: string | number }>(await trx.raw(
    'SELECT balance_micro_usd - held_micro_usd AS free FROM wallets WHERE account_id = ? FOR UPDATE', [charge.accountId],
  ));
  const charged = Math.max(0, Math.min(due, Number(wallet?.free ?? 0)));
  if (charged > 0) {
    await trx('ledger_entries').insert({ account_id: charge.accountId, amount_micro_usd: -charged, kind: 'charge' });
    await trx.raw(
      `UPDATE wallets SET cycle_spent_micro_usd = (CASE WHEN cycle_month = ${CURRENT_MONTH} THEN cycle_spent_micro_usd ELSE 0 END) + ?,
         cycle_month = ${CURRENT_MONTH} WHERE account_id = ?`, [charged, charge.accountId],
    );
  }
  await trx('usage_events').insert({
    account_id: charge.accountId, operation_id: charge.operationId, endpoint_type: charge.kind, model: charge.model,
    request_id: charge.resourceId, units, unit: charge.unit, cost_micro_usd: charged, completed: true,
  });
  return { newPeriods: fresh.length, chargedMicroUsd: charged, shortMicroUsd: due - charged };
}

/** Whole minutes from `fromMs` that end at or before `untilMs` (`roundUp`: a started last minute counts). */
export function minutesBetween(fromMs: number, untilMs: number, roundUp: boolean): number[] {
  const span = (untilMs - fromMs) / 60_000;
  const count = Math.max(0, roundUp ? Math.ceil(span) : Math.floor(span));
  return Array.from({ length: count }, (_, i) => fromMs + i * 60_000);
}
