import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDb } from '../helpers/db';
import { heartbeat, releaseDeadProcessHolds, releaseHold, reserveHold, reserveHolds, settleHold, settleHolds } from '../../src/billing/wallet/wallet';

const PID = 'proc_test';

let t: TestDb;
beforeAll(async () => { t = await freshDatabase(); });
afterAll(async () => { await t?.drop(); });

const usage = { operationId: 'test', endpointType: 'test', model: null, requestId: null };
let accounts = 0;
async function account(creditMicroUsd: number) {
  const id = `acct_w${++accounts}`;
  await t.db('accounts').insert({ id, email: 'w@example.com', plan: 'growth' });
  if (creditMicroUsd > 0) await t.db('ledger_entries').insert({ account_id: id, amount_micro_usd: creditMicroUsd, kind: 'manual_payment', reference: id });
  return id;
}

async function state(accountId: string) {
  const w = await t.db('wallets').where({ account_id: accountId }).first();
  const ledger = await t.db('ledger_entries').where({ account_id: accountId }).sum<{ s: string | null }>('amount_micro_usd as s').first();
  const holds = await t.db('process_holds').where({ account_id: accountId }).sum<{ s: string | null }>('held_micro_usd as s').first();
  return { balance: Number(w?.balance_micro_usd ?? 0), held: Number(w?.held_micro_usd ?? 0), spent: Number(w?.spent_micro_usd ?? 0), ledger: Number(ledger?.s ?? 0), holds: Number(holds?.s ?? 0) };
}

describe('the wallet keeps balance = sum of the ledger, never negative (SQL, property-based)', () => {
  it('any sequence of reserve / settle / release keeps the invariants', async () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('reserve' as const), amount: fc.integer({ min: 1, max: 5000 }) }),
      fc.record({ kind: fc.constant('settle' as const), which: fc.nat(), cost: fc.nat(6000) }),
      fc.record({ kind: fc.constant('release' as const), which: fc.nat() }),
    );
    await fc.assert(fc.asyncProperty(fc.integer({ min: 0, max: 20_000 }), fc.array(op, { maxLength: 25 }), async (credit, ops) => {
      const accountId = await account(credit);
      const open: Array<{ id: string; amount: number }> = [];
      let charged = 0;
      let n = 0;
      for (const o of ops) {
        if (o.kind === 'reserve') {
          const id = `${accountId}_h${n++}`;
          const before = await state(accountId);
          try {
            await reserveHold(t.db, PID, { id, accountId, amountMicroUsd: o.amount });
            open.push({ id, amount: o.amount });
            expect(before.balance - before.held).toBeGreaterThanOrEqual(o.amount);
          } catch (err) {
            expect((err as { status?: number }).status).toBe(402);
            expect(before.balance - before.held).toBeLessThan(o.amount);
          }
        } else if (open.length > 0) {
          const [hold] = open.splice(o.which % open.length, 1);
          if (o.kind === 'settle') {
            const outcome = await settleHold(t.db, PID, { hold: { id: hold.id, accountId, amountMicroUsd: hold.amount }, costMicroUsd: o.cost, usage });
            expect(outcome!.chargedMicroUsd).toBe(Math.min(o.cost, hold.amount));
            charged += outcome!.chargedMicroUsd;
          } else {
            await releaseHold(t.db, PID, { id: hold.id, accountId, amountMicroUsd: hold.amount });
          }
        }
        const s = await state(accountId);
        expect(s.balance).toBe(s.ledger);
        expect(s.held).toBe(s.holds);
        expect(s.balance).toBeGreaterThanOrEqual(0);
        expect(s.held).toBeLessThanOrEqual(s.balance);
      }
      const s = await state(accountId);
      expect(s.balance).toBe(credit - charged);
      expect(s.spent).toBe(charged);
    }), { numRuns: 40 });
  }, 120_000);

  it('the database refuses a ledger row that would make the balance negative, and any edit of the ledger', async () => {
    const accountId = await account(100);
    await expect(t.db('ledger_entries').insert({ account_id: accountId, amount_micro_usd: -101, kind: 'charge' })).rejects.toThrow(/wallets_balance_nonnegative|held_within_balance/);
    await expect(t.db('ledger_entries').where({ account_id: accountId }).update({ amount_micro_usd: 1 })).rejects.toThrow(/append-only/);
    await expect(t.db('ledger_entries').where({ account_id: accountId }).delete()).rejects.toThrow(/append-only/);
    expect((await state(accountId)).balance).toBe(100);
  });

  it('a ledger row must name an existing account, and an account with ledger rows (its wallet) cannot go away', async () => {
    const known = await account(500);
    const sqlState = async (work: Promise<unknown>) => {
      try { await work; } catch (err) { return (err as { code?: string }).code; }
      return 'accepted';
    };
    // Alone, and in one statement with a known account's rows: the whole statement is refused.
    expect(await sqlState(t.db('ledger_entries').insert({ account_id: 'acct_nobody', amount_micro_usd: 10, kind: 'manual_payment' }))).toBe('23503');
    expect(await sqlState(t.db('ledger_entries').insert([
      { account_id: known, amount_micro_usd: 10, kind: 'manual_payment' },
      { account_id: 'acct_nobody', amount_micro_usd: 10, kind: 'manual_payment' },
    ]))).toBe('23503');
    expect(await t.db('ledger_entries').where({ account_id: 'acct_nobody' }).first()).toBeUndefined();
    expect(await state(known)).toMatchObject({ balance: 500, ledger: 500 });
    // The wallet is permanent, and it keeps its account.
    await expect(t.db('accounts').where({ id: known }).delete()).rejects.toThrow(/foreign key/);
    await expect(t.db('accounts').where({ id: known }).update({ id: 'acct_renamed' })).rejects.toThrow(/foreign key/);
    await expect(t.db('wallets').where({ account_id: known }).delete()).rejects.toThrow(/wallets are permanent/);
    await expect(t.db('wallets').where({ account_id: known }).update({ account_id: 'acct_nobody' })).rejects.toThrow(/wallets are permanent/);
    await expect(t.db.raw('TRUNCATE wallets')).rejects.toThrow(/wallets are permanent/);
    expect(await state(known)).toMatchObject({ balance: 500, ledger: 500 });
    // Charges written in one statement for several accounts (as the lease writer does) are checked per account.
    const other = await account(0);
    await t.db('ledger_entries').insert([
      { account_id: known, amount_micro_usd: -3, kind: 'charge' }, { account_id: other, amount_micro_usd: 7, kind: 'manual_payment' },
      { account_id: known, amount_micro_usd: -4, kind: 'charge' },
    ]);
    expect(await state(known)).toMatchObject({ balance: 493, ledger: 493, spent: 7 });
    expect(await state(other)).toMatchObject({ balance: 7, ledger: 7 });
  });

  it('a batch of reservations on several wallets grants, per wallet, only what fits; a batch settles each hold once', async () => {
    const a = await account(25_000);
    const b = await account(5_000);
    const holds = Array.from({ length: 8 }, (_, i) => ({ id: `batch_${i}`, accountId: i % 2 ? b : a, amountMicroUsd: 10_000 }));
    holds.push({ id: 'batch_small', accountId: b, amountMicroUsd: 5_000 });
    const granted = await reserveHolds(t.db, PID, holds);
    expect(granted).toEqual([true, false, true, false, false, false, false, false, false]); // a: 2 x 10k of 25k; b: 10k > 5k
    expect(await state(a)).toMatchObject({ held: 20_000, holds: 20_000 });
    expect(await state(b)).toMatchObject({ held: 0, holds: 0 });
    const usage2 = { operationId: 'x', endpointType: 'test', model: null, requestId: null };
    const outcomes = await settleHolds(t.db, PID, [
      { hold: holds[0], costMicroUsd: 7_000, usage: usage2 }, { hold: holds[2], costMicroUsd: 20_000, usage: usage2 },
      { hold: holds[1], costMicroUsd: 1, usage: usage2 }, // never granted: this process holds nothing for b
    ]);
    expect([...outcomes.keys()].sort()).toEqual(['batch_0', 'batch_2']);
    expect(await state(a)).toMatchObject({ balance: 25_000 - 17_000, held: 0, holds: 0, ledger: 8_000, spent: 17_000 });
  });

  it('holds of a server process that stopped beating its heartbeat are released; a live one keeps its holds', async () => {
    const accountId = await account(1000);
    await heartbeat(t.db, 'proc_alive');
    await reserveHold(t.db, 'proc_dead', { id: 'h_dead', accountId, amountMicroUsd: 600 });
    await reserveHold(t.db, 'proc_alive', { id: 'h_alive', accountId, amountMicroUsd: 300 });
    await t.db('billing_processes').where({ id: 'proc_dead' }).update({ heartbeat_at: new Date(Date.now() - 3_600_000) });
    expect(await releaseDeadProcessHolds(t.db, 60)).toBe(1);
    expect(await state(accountId)).toMatchObject({ held: 300, holds: 300, balance: 1000 });
    // The dead process, should it come back, cannot settle or release what it no longer holds.
    expect(await settleHold(t.db, 'proc_dead', { hold: { id: 'h_dead', accountId, amountMicroUsd: 600 }, costMicroUsd: 600, usage })).toBeNull();
    expect(await state(accountId)).toMatchObject({ held: 300, holds: 300, balance: 1000 });
  });
});
