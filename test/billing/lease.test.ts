/**
 * Wallet leases (src/billing/wallet/lease.ts) against a real database: a rich wallet is served from one lease, a wallet near
 * its balance, hard cap or auto-pause budget is reserved call by call, and the money always adds up.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDb } from '../helpers/db';
import { WalletLeases, batchOf, type LeasePolicy } from '../../src/billing/wallet/lease';
import { reserveHold, reserveLease } from '../../src/billing/wallet/wallet';

const CENT = 10_000;
const POLICY: LeasePolicy = { maxMicroUsd: 100 * CENT, divisor: 32, minCalls: 8, flushMs: 5, idleMs: 60_000 };
const usage = { operationId: 'test', endpointType: 'test', model: null, requestId: null };

let t: TestDb;
beforeAll(async () => { t = await freshDatabase(); });
afterAll(async () => { await t?.drop(); });

let accounts = 0;
async function account(creditMicroUsd: number, controls: Record<string, unknown> = {}) {
  const id = `acct_l${++accounts}`;
  await t.db('accounts').insert({ id, email: 'l@example.com', plan: 'growth' });
  if (creditMicroUsd > 0) await t.db('ledger_entries').insert({ account_id: id, amount_micro_usd: creditMicroUsd, kind: 'manual_payment', reference: id });
  if (Object.keys(controls).length > 0) {
    await t.db('wallets').insert({ account_id: id }).onConflict('account_id').ignore();
    await t.db('wallets').where({ account_id: id }).update(controls);
  }
  return id;
}

async function state(accountId: string) {
  const w = await t.db('wallets').where({ account_id: accountId }).first();
  const ledger = await t.db('ledger_entries').where({ account_id: accountId }).sum<{ s: string | null }>('amount_micro_usd as s').first();
  const holds = await t.db('process_holds').where({ account_id: accountId }).sum<{ s: string | null }>('held_micro_usd as s').first();
  const charges = await t.db('ledger_entries').where({ account_id: accountId, kind: 'charge' }).count<{ n: string }>('* as n').first();
  const events = await t.db('usage_events').where({ account_id: accountId }).sum<{ n: string }>('requests as n').first();
  return {
    balance: Number(w?.balance_micro_usd ?? 0), held: Number(w?.held_micro_usd ?? 0), ledger: Number(ledger?.s ?? 0),
    holds: Number(holds?.s ?? 0), charges: Number(charges?.n ?? 0), events: Number(events?.n ?? 0),
  };
}

function leases(pid: string, policy: LeasePolicy = POLICY) {
  const errors: unknown[] = [];
  const l = new WalletLeases(t.db, pid, policy, (err) => errors.push(err));
  return { l, errors };
}

describe('reserveLease (one statement on the locked wallet)', () => {
  it('grants the call plus 1/32 of the rest of the headroom, at most the maximum', async () => {
    const rich = await account(10_000 * CENT);
    expect(await reserveLease(t.db, 'p_a', rich, CENT, POLICY)).toBe(CENT + 100 * CENT); // capped at the maximum
    const modest = await account(500 * CENT);
    expect(await reserveLease(t.db, 'p_a', modest, CENT, POLICY)).toBe(CENT + Math.floor((499 * CENT) / 32));
    expect(await state(modest)).toMatchObject({ balance: 500 * CENT, held: CENT + Math.floor((499 * CENT) / 32) });
  });

  it('grants nothing when the lease would cover fewer than 8 more calls: balance, hard cap, auto-pause budget', async () => {
    const poor = await account(100 * CENT); // (100 - 1) / 32 = 3 calls
    expect(await reserveLease(t.db, 'p_a', poor, CENT, POLICY)).toBe(0);
    const capped = await account(10_000 * CENT, { hard_cap_micro_usd: 100 * CENT });
    expect(await reserveLease(t.db, 'p_a', capped, CENT, POLICY)).toBe(0);
    const paused = await account(10_000 * CENT, { monthly_budget_micro_usd: 100 * CENT, auto_pause: true });
    expect(await reserveLease(t.db, 'p_a', paused, CENT, POLICY)).toBe(0);
    const budgetOnly = await account(10_000 * CENT, { monthly_budget_micro_usd: 100 * CENT, auto_pause: false });
    expect(await reserveLease(t.db, 'p_a', budgetOnly, CENT, POLICY)).toBeGreaterThan(0); // a budget without auto-pause only alerts
    for (const id of [poor, capped, paused]) expect(await state(id)).toMatchObject({ held: 0, holds: 0 });
  });
});

describe('batchOf: a ledger row per charged call, usage summed per kind of call', () => {
  it('groups by account, operation, endpoint type, model, unit and completion; a single call keeps its request id', () => {
    const item = (accountId: string, cost: number, over: Record<string, unknown> = {}) => ({
      hold: { id: 'h', accountId, amountMicroUsd: 999_999 }, costMicroUsd: cost,
      usage: { operationId: 'createChatCompletion', endpointType: 'chat', model: 'gpt-4o', requestId: `req_${cost}`, inputTokens: 10, outputTokens: cost, ...over },
    });
    const batch = batchOf([item('a', 5), item('a', 7), item('b', 0), item('a', 3, { completed: false }), item('a', 2, { model: 'gpt-4o-mini' })]);
    expect(batch.charges).toEqual([
      { accountId: 'a', amountMicroUsd: 5 }, { accountId: 'a', amountMicroUsd: 7 }, { accountId: 'a', amountMicroUsd: 3 }, { accountId: 'a', amountMicroUsd: 2 },
    ]);
    expect(batch.usage).toEqual([
      expect.objectContaining({ accountId: 'a', model: 'gpt-4o', completed: true, requests: 2, requestId: null, inputTokens: 20, outputTokens: 12, costMicroUsd: 12 }),
      expect.objectContaining({ accountId: 'b', requests: 1, requestId: 'req_0', costMicroUsd: 0 }),
      expect.objectContaining({ accountId: 'a', completed: false, requests: 1, requestId: 'req_3', costMicroUsd: 3 }),
      expect.objectContaining({ accountId: 'a', model: 'gpt-4o-mini', requests: 1, costMicroUsd: 2 }),
    ]);
    // Nothing is lost in the grouping: costs and calls add up.
    expect(batch.usage.reduce((n, g) => n + g.costMicroUsd, 0)).toBe(17);
    expect(batch.usage.reduce((n, g) => n + g.requests, 0)).toBe(5);
  });

  it('gives every call, in runs or interleaved, the one group of its kind', () => {
    const kinds = fc.record({
      accountId: fc.constantFrom('a', 'b'), operationId: fc.constantFrom('getKundali', 'createChatCompletion'),
      model: fc.constantFrom(null, undefined, 'gpt-4o'), unit: fc.constantFrom(undefined, null, 'call'),
      completed: fc.constantFrom(undefined, true, false), cost: fc.integer({ min: 0, max: 50 }),
    });
    fc.assert(fc.property(fc.array(kinds, { maxLength: 40 }), (calls) => {
      const items = calls.map((c, i) => ({
        hold: { id: `h${i}`, accountId: c.accountId, amountMicroUsd: 100 }, costMicroUsd: c.cost,
        usage: { operationId: c.operationId, endpointType: 'x', model: c.model as string | null, requestId: `req_${i}`, unit: c.unit, completed: c.completed, units: 1 },
      }));
      const batch = batchOf(items);
      const kindOf = (accountId: string, op: string, model: unknown, unit: unknown, completed: unknown) =>
        JSON.stringify([accountId, op, model ?? null, unit ?? null, completed ?? true]);
      // One group per distinct kind, and each group holds exactly the calls of its kind.
      const expected = new Map<string, number[]>();
      calls.forEach((c, i) => {
        const k = kindOf(c.accountId, c.operationId, c.model, c.unit, c.completed);
        expected.set(k, [...(expected.get(k) ?? []), i]);
      });
      expect(batch.usage).toHaveLength(expected.size);
      for (const g of batch.usage) {
        const members = expected.get(kindOf(g.accountId, g.operationId, g.model, g.unit, g.completed));
        expect(members).toBeDefined();
        expect(g.requests).toBe(members!.length);
        expect(g.units).toBe(members!.length);
        expect(g.costMicroUsd).toBe(members!.reduce((n, i) => n + calls[i].cost, 0));
        expect(g.requestId).toBe(members!.length === 1 ? `req_${members![0]}` : null);
      }
      expect(batch.charges.map((c) => c.amountMicroUsd)).toEqual(calls.map((c) => c.cost).filter((n) => n > 0));
    }));
  });
});

describe('WalletLeases', () => {
  it('serves many calls of a rich wallet from one lease and writes one ledger and usage row per call', async () => {
    const id = await account(10_000 * CENT);
    const { l, errors } = leases('p_rich');
    const leasesTaken = (await t.db('process_holds').where({ process_id: 'p_rich' })).length;
    expect(leasesTaken).toBe(0);
    const taken = await Promise.all(Array.from({ length: 200 }, () => l.take(id, CENT)));
    expect(taken.every(Boolean)).toBe(true);
    // 200 one-cent calls: the first lease (101 cents) and a second one; not 200 reservations.
    const afterTake = await state(id);
    expect(afterTake.held).toBeLessThanOrEqual(2 * 101 * CENT);
    expect(afterTake.held - l.freeOf(id)).toBe(200 * CENT);
    for (let i = 0; i < 200; i++) l.charge({ hold: { id: `h${i}`, accountId: id, amountMicroUsd: CENT }, costMicroUsd: i % 2 === 0 ? CENT : CENT / 2, usage });
    await l.flush();
    const charged = 100 * CENT + 100 * (CENT / 2);
    expect(await state(id)).toMatchObject({ balance: 10_000 * CENT - charged, ledger: 10_000 * CENT - charged, charges: 200, events: 200 });
    const s = await state(id);
    expect(s.held).toBe(l.freeOf(id)); // only the unpromised lease is still held
    await l.close();
    expect(await state(id)).toMatchObject({ held: 0, holds: 0, balance: 10_000 * CENT - charged });
    expect(errors).toEqual([]);
  });

  it('a poor wallet is reserved call by call (take returns false) and the pool is given back first', async () => {
    const id = await account(300 * CENT);
    const { l } = leases('p_poor');
    expect(await l.take(id, CENT)).toBe(true); // (300 - 1) / 32 = 9.34 more calls: a lease
    expect(l.freeOf(id)).toBe(Math.floor((299 * CENT) / 32));
    // Another process drains the wallet to 4.66 cents of headroom net of this process's lease.
    await reserveHold(t.db, 'p_other', { id: 'big', accountId: id, amountMicroUsd: 285 * CENT });
    // A call larger than the pool: the lease request is refused, the pool goes back, the exact path sees 4.66 + 9.34 cents.
    expect(await l.take(id, 12 * CENT)).toBe(false);
    expect(l.freeOf(id)).toBe(0);
    expect(await state(id)).toMatchObject({ held: 286 * CENT });
    await reserveHold(t.db, 'p_poor', { id: 'exact', accountId: id, amountMicroUsd: 12 * CENT });
    await l.close();
  });

  it('a failed call gives its whole promise back to the pool; a changed limit reaches the next lease', async () => {
    const id = await account(10_000 * CENT);
    const { l } = leases('p_rel', { ...POLICY, idleMs: 50 });
    expect(await l.take(id, 5 * CENT)).toBe(true);
    const free = l.freeOf(id);
    l.release({ id: 'x', accountId: id, amountMicroUsd: 5 * CENT });
    expect(l.freeOf(id)).toBe(free + 5 * CENT);
    // A hard cap set now: the old lease is given back on its next use after idleMs, and no new lease fits the cap.
    await t.db('wallets').where({ account_id: id }).update({ hard_cap_micro_usd: 50 * CENT });
    await new Promise((r) => setTimeout(r, 60));
    expect(await l.take(id, CENT)).toBe(false);
    expect(await state(id)).toMatchObject({ held: 0, holds: 0 });
    await l.close();
  });

  it('a lease taken while a slow give-back let the idle sweep drop the pool is still given back at close', async () => {
    // The soak's failure on a machine under heavy load: a lease older than idleMs is given back on its next use; while
    // that statement took longer than idleMs, the idle sweep dropped the emptied pool, the call's new lease went into
    // the dropped object, and close() never gave it back (USD 1.00 held after every server stopped).
    const id = await account(10_000 * CENT);
    const slowDb = new Proxy(t.db, {
      get(target, prop, receiver) {
        if (prop !== 'raw') return Reflect.get(target, prop, receiver);
        return async (sql: string, bindings: unknown) => {
          if (/UPDATE process_holds SET held_micro_usd = held_micro_usd - :amount/.test(sql)) await new Promise((r) => setTimeout(r, 200));
          return target.raw(sql, bindings as never);
        };
      },
    });
    const errors: unknown[] = [];
    const l = new WalletLeases(slowDb, 'p_slow', { ...POLICY, idleMs: 50 }, (err) => errors.push(err));
    // Fixed-price calls (cost = promise), back to back, for three lease lifetimes.
    const until = Date.now() + 150;
    let calls = 0;
    while (Date.now() < until) {
      expect(await l.take(id, CENT)).toBe(true);
      l.charge({ hold: { id: `s${calls++}`, accountId: id, amountMicroUsd: CENT }, costMicroUsd: CENT, usage });
      await new Promise((r) => setTimeout(r, 10));
    }
    await l.close();
    expect(errors).toEqual([]);
    expect(await state(id)).toMatchObject({ held: 0, holds: 0, charges: calls, balance: (10_000 - calls) * CENT });
  });

  it('money adds up for any mix of calls, costs and failures (property)', async () => {
    await fc.assert(fc.asyncProperty(
      fc.integer({ min: 50, max: 5_000 }),
      fc.array(fc.record({ amount: fc.integer({ min: 1, max: 300 }), cost: fc.integer({ min: 0, max: 400 }), fails: fc.boolean() }), { maxLength: 40 }),
      async (creditCents, calls) => {
        const id = await account(creditCents * CENT);
        const { l, errors } = leases(`p_prop${accounts}`);
        let charged = 0;
        let refused = 0;
        await Promise.all(calls.map(async (c) => {
          const amount = c.amount * 1000;
          if (!(await l.take(id, amount))) {
            try { await reserveHold(t.db, `p_prop${accounts}`, { id: 'e', accountId: id, amountMicroUsd: amount }); } catch { refused += 1; return; }
            // Exact holds are settled by the settler in production; here they are simply released.
            await t.db.raw('UPDATE wallets SET held_micro_usd = held_micro_usd - ? WHERE account_id = ?', [amount, id]);
            await t.db.raw('UPDATE process_holds SET held_micro_usd = held_micro_usd - ? WHERE account_id = ?', [amount, id]);
            return;
          }
          if (c.fails) l.release({ id: 'r', accountId: id, amountMicroUsd: amount });
          else charged += l.charge({ hold: { id: `c${charged}`, accountId: id, amountMicroUsd: amount }, costMicroUsd: c.cost * 1000, usage });
        }));
        await l.close();
        const s = await state(id);
        expect(errors).toEqual([]);
        expect(s).toMatchObject({ balance: creditCents * CENT - charged, ledger: creditCents * CENT - charged, held: 0, holds: 0 });
        expect(s.balance).toBeGreaterThanOrEqual(0);
        expect(refused).toBeLessThanOrEqual(calls.length);
      },
    ), { numRuns: 25 });
  });
});
