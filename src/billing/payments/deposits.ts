/**
 * Deposits (spec 4.14, docs/architecture.md section 2): `pending -> succeeded | failed | expired`, each transition once.
 *
 * A provider event is applied in one transaction that (1) records the event id (payment_events primary key: a replay
 * or a concurrent duplicate finds it and does nothing), (2) moves the deposit only from `pending`, and on success
 * (3) writes the credit and, for a first deposit of USD 100 or more, the USD 10 bonus as their own ledger rows (the
 * ledger's unique (account, kind, reference) index is a third guard). The account's wallet row is locked while the
 * bonus is decided, so two first deposits completing at once cannot both earn it.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/connect';
import type { Config } from '../../config';
import { errors } from '../../errors';
import { MICRO_USD_PER_CENT } from '../prices';
import { configuredProvider, providerNamed, type PaymentEvent } from './providers/index';

/** What deposits read: the database and the payment settings. */
export interface DepositDeps { db: Db; config: Config }

export const MIN_DEPOSIT_CENTS = 1000;
/** Spec section 8: USD 10 on a first deposit of USD 100 or more. */
export const FIRST_DEPOSIT_BONUS_CENTS = 1000;
export const FIRST_DEPOSIT_BONUS_THRESHOLD_CENTS = 10_000;

export interface DepositRow {
  id: string; account_id: string; provider: 'local' | 'stripe'; status: 'pending' | 'succeeded' | 'failed' | 'expired';
  amount_cents: number; charge_currency: 'usd' | 'inr'; charge_amount: number; provider_reference: string | null;
  payment_url: string; created_at: Date; expires_at: Date; completed_at: Date | null;
}

export function depositView(row: DepositRow) {
  return {
    payment_id: row.id, payment_url: row.payment_url, amount: row.amount_cents, currency: 'usd_cents' as const,
    status: row.status, provider: row.provider, charge_amount: Number(row.charge_amount), charge_currency: row.charge_currency,
    created_at: Math.floor(new Date(row.created_at).getTime() / 1000),
  };
}

/** INR charged for a USD amount: cents x (INR per USD) paise, rounded up to a whole paisa. Pure. */
export function inrPaiseFor(amountCents: number, inrPerUsdE4: number): number {
  return Number((BigInt(amountCents) * BigInt(inrPerUsdE4) + 9999n) / 10_000n);
}

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
function paymentId(): string {
  const bytes = randomBytes(24);
  let id = 'pay_';
  for (const b of bytes) id += BASE62[b % 62];
  return id;
}

export async function createDeposit(ctx: DepositDeps, accountId: string, input: { amount: number; currency?: 'usd' | 'inr' }) {
  if (!Number.isInteger(input.amount) || input.amount < MIN_DEPOSIT_CENTS) {
    throw errors.invalidRequest(`amount must be an integer of at least ${MIN_DEPOSIT_CENTS} cents (USD 10).`, 'amount');
  }
  const currency = input.currency ?? 'usd';
  const chargeAmount = currency === 'inr' ? inrPaiseFor(input.amount, ctx.config.inrPerUsdE4) : input.amount;
  const provider = configuredProvider(ctx.config);
  const id = paymentId();
  const expiresAt = new Date(Date.now() + ctx.config.depositExpiryMinutes * 60_000);
  const session = await provider.createCheckout({
    depositId: id, accountId, amountCents: input.amount, chargeCurrency: currency, chargeAmount, expiresAt,
  });
  const [row] = await ctx.db<DepositRow>('deposits').insert({
    id, account_id: accountId, provider: provider.name, status: 'pending', amount_cents: input.amount,
    charge_currency: currency, charge_amount: chargeAmount, provider_reference: session.providerReference,
    payment_url: session.paymentUrl, expires_at: expiresAt,
  }).returning('*');
  return depositView(row as DepositRow);
}

export async function findDeposit(db: Db, id: string): Promise<DepositRow | undefined> {
  return db<DepositRow>('deposits').where({ id }).first();
}

/** The caller's deposit; another account's is reported as unknown. */
export async function getDeposit(db: Db, accountId: string, id: string) {
  const row = await findDeposit(db, id);
  if (!row || row.account_id !== accountId) throw errors.notFound(`No such deposit: ${id}`, 'payment_id');
  return depositView(row);
}

export interface ApplyResult { duplicate: boolean; deposit: DepositRow | null; credited: boolean; bonus: boolean }

/** Applies one verified provider event exactly once. */
export async function applyPaymentEvent(db: Db, providerName: 'local' | 'stripe', event: PaymentEvent): Promise<ApplyResult> {
  return db.transaction(async (trx) => {
    const recorded = await trx('payment_events')
      .insert({ provider: providerName, event_id: event.eventId, type: event.type, deposit_id: event.depositId })
      .onConflict(['provider', 'event_id']).ignore().returning('event_id');
    if (recorded.length === 0) return { duplicate: true, deposit: null, credited: false, bonus: false };
    if (!event.outcome) return { duplicate: false, deposit: null, credited: false, bonus: false };
    if (!event.depositId) throw errors.invalidRequest('The event names no payment.', 'payment_id');
    const existing = await trx<DepositRow>('deposits').where({ id: event.depositId }).first();
    if (!existing || existing.provider !== providerName) throw errors.notFound(`No such deposit: ${event.depositId}`, 'payment_id');
    const [moved] = (await trx('deposits')
      .where({ id: event.depositId, status: 'pending' })
      .update({ status: event.outcome, completed_at: trx.fn.now() })
      .returning('*')) as DepositRow[];
    // Already final (another event for the same payment got there first): nothing more to do.
    if (!moved) return { duplicate: true, deposit: existing, credited: false, bonus: false };
    if (moved.status !== 'succeeded') return { duplicate: false, deposit: moved, credited: false, bonus: false };

    await trx('wallets').insert({ account_id: moved.account_id }).onConflict('account_id').ignore();
    await trx('wallets').where({ account_id: moved.account_id }).forUpdate().first('account_id');
    await trx('ledger_entries').insert({
      account_id: moved.account_id, amount_micro_usd: moved.amount_cents * MICRO_USD_PER_CENT, kind: 'deposit', reference: moved.id,
    });
    let bonus = false;
    if (moved.amount_cents >= FIRST_DEPOSIT_BONUS_THRESHOLD_CENTS) {
      const earlier = await trx('deposits')
        .where({ account_id: moved.account_id, status: 'succeeded' }).whereNot({ id: moved.id }).first('id');
      if (!earlier) {
        const inserted = await trx('ledger_entries')
          .insert({
            account_id: moved.account_id, amount_micro_usd: FIRST_DEPOSIT_BONUS_CENTS * MICRO_USD_PER_CENT,
            kind: 'first_deposit_bonus', reference: 'first-deposit',
          })
          .onConflict(trx.raw('(account_id, kind, reference) WHERE reference IS NOT NULL'))
          .ignore()
          .returning('id');
        bonus = inserted.length > 0;
      }
    }
    return { duplicate: false, deposit: moved, credited: true, bonus };
  });
}

/** POST /v1/billing/webhooks/{provider}: verify, then apply once. */
export async function handleWebhook(ctx: DepositDeps, providerName: string, rawBody: Buffer | null, headers: Record<string, string | undefined>) {
  const provider = providerNamed(ctx.config, providerName);
  if (!rawBody) throw errors.invalidRequest('Empty webhook body.');
  const event = provider.parseWebhook(rawBody, headers);
  const result = await applyPaymentEvent(ctx.db, provider.name, event);
  return { received: true, duplicate: result.duplicate };
}

/** The local payment page's confirm/decline: one event id per payment, so only the payer's first answer counts. */
export async function answerLocalPayment(ctx: DepositDeps, depositId: string, action: 'confirm' | 'decline') {
  const row = await findDeposit(ctx.db, depositId);
  if (!row || row.provider !== 'local') throw errors.notFound(`No such payment: ${depositId}`, 'payment_id');
  if (row.status === 'pending' && new Date(row.expires_at).getTime() < Date.now()) {
    await applyPaymentEvent(ctx.db, 'local', { eventId: `local_expiry_${depositId}`, type: 'payment.expired', depositId, outcome: 'expired' });
  } else {
    await applyPaymentEvent(ctx.db, 'local', {
      eventId: `local_page_${depositId}`, type: action === 'confirm' ? 'payment.succeeded' : 'payment.failed', depositId,
      outcome: action === 'confirm' ? 'succeeded' : 'failed',
    });
  }
  return (await findDeposit(ctx.db, depositId))!;
}

/** Worker: local deposits past their expiry become `expired` (Stripe reports its own expiries by webhook). */
export async function expireLocalDeposits(db: Db): Promise<number> {
  const rows = await db('deposits').where({ provider: 'local', status: 'pending' }).andWhere('expires_at', '<', db.fn.now())
    .update({ status: 'expired', completed_at: db.fn.now() }).returning('id');
  return rows.length;
}
