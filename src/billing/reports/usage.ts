/**
 * GET /v1/billing/usage: totals and breakdowns by day, model and endpoint type for one billing period (calendar month,
 * UTC). Read from usage_events, which settlement writes in the same statement as the charges.
 */
import type { Db } from '../../../db/connect';
import { errors } from '../../errors';
import { microUsdToCentsRounded } from '../prices';

export interface Period { month: string; start: Date; end: Date }

/** `current`, `previous` or `YYYY-MM` -> the month's bounds (end exclusive). Pure. */
export function resolvePeriod(period: string | undefined, now = new Date()): Period {
  let year = now.getUTCFullYear();
  let month = now.getUTCMonth();
  const p = period ?? 'current';
  if (p === 'previous') month -= 1;
  else if (p !== 'current') {
    const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(p);
    if (!m) throw errors.invalidRequest('period must be current, previous or YYYY-MM.', 'period');
    year = Number(m[1]);
    month = Number(m[2]) - 1;
  }
  const start = new Date(Date.UTC(year, month, 1));
  const end = new Date(Date.UTC(year, month + 1, 1));
  return { month: start.toISOString().slice(0, 7), start, end };
}

interface Agg { requests: number; tokens: number; reported_tokens: number; cost_micro: number }
/**
 * `tokens` are the billed tokens (the cost is their price); `reported_tokens` is there only where the upstreams
 * reported more for these calls than they reserved, and were billed at the reservation (migration 0016).
 */
const row = (a: Agg) => ({
  requests: Number(a.requests), tokens: Number(a.tokens),
  ...(Number(a.reported_tokens) !== Number(a.tokens) ? { reported_tokens: Number(a.reported_tokens) } : {}),
  cost_cents: microUsdToCentsRounded(Number(a.cost_micro)),
});
const isoDate = (d: Date | string) => (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));

const AGGREGATES = [
  // A row may stand for several calls of one batch (migration 0005).
  'coalesce(sum(requests), 0) AS requests',
  'coalesce(sum(input_tokens + output_tokens + cached_read_tokens + cache_creation_tokens), 0) AS tokens',
  // Rows written before migration 0016 have no reported tokens: as billed.
  `coalesce(sum(coalesce(reported_input_tokens, input_tokens) + coalesce(reported_output_tokens, output_tokens)
     + cached_read_tokens + cache_creation_tokens), 0) AS reported_tokens`,
  'coalesce(sum(cost_micro_usd), 0) AS cost_micro',
];

export async function usageReport(db: Db, accountId: string, periodParam: string | undefined, now = new Date()) {
  const period = resolvePeriod(periodParam, now);
  const base = () => db('usage_events').where('account_id', accountId).andWhere('created_at', '>=', period.start).andWhere('created_at', '<', period.end);
  const aggs = AGGREGATES.map((a) => db.raw(a));
  const dayExpr = db.raw("to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day");
  const [totals, byDay, byModel, byType] = await Promise.all([
    base().first(...aggs),
    base().select(dayExpr, ...aggs).groupBy('day').orderBy('day'),
    base().select(db.raw("coalesce(model, '') AS model"), ...aggs).groupBy(db.raw("coalesce(model, '')")).orderBy('model'),
    base().select('endpoint_type', ...aggs).groupBy('endpoint_type').orderBy('endpoint_type'),
  ]);
  return {
    object: 'billing.usage' as const,
    period: period.month,
    start: isoDate(period.start),
    end: isoDate(new Date(period.end.getTime() - 86_400_000)),
    totals: row(totals as Agg),
    by_day: (byDay as Array<Agg & { day: string }>).map((r) => ({ date: r.day, ...row(r) })),
    // Calls without a model (fixed-price operations) are grouped under "none".
    by_model: (byModel as Array<Agg & { model: string }>).map((r) => ({ model: r.model || 'none', ...row(r) })).sort((a, b) => a.model.localeCompare(b.model)),
    by_endpoint_type: (byType as Array<Agg & { endpoint_type: string }>).map((r) => ({ endpoint_type: r.endpoint_type, ...row(r) })),
  };
}

/** All-time daily rows, for the account export (spec 2.15). */
export async function dailyUsage(db: Db, accountId: string) {
  const rows = await db('usage_events').where('account_id', accountId)
    .select(db.raw("to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day"), ...AGGREGATES.map((a) => db.raw(a)))
    .groupBy('day').orderBy('day');
  return (rows as Array<Agg & { day: string }>).map((r) => ({ date: r.day, ...row(r) }));
}
