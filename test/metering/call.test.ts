/** The metered-call lifecycle on its own (src/metering): adapters in order, refusals, settle once, the pipeline's end. */
import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { Metering, MeteredCall } from '../../src/metering/call';
import { readDeclaredPrices, PricingConfigError } from '../../src/metering/pricing';
import type { Estimate, MeterAdapter } from '../../src/metering/types';
import { errors } from '../../src/errors';

const log = pino({ level: 'silent' });
const ref = { accountId: 'acct_1', apiKeyId: 'key_1', operationId: 'op', requestId: 'req_1' };
const estimate: Estimate = { price: { kind: 'tokens', model: 'm' }, model: 'm', endpointType: 'chat', maxUnits: { inputTokens: 10, outputTokens: 90 }, tokens: 100 };

/** An adapter that writes what happens to it into `events`, refusing when told to. */
function recorder(name: string, events: string[], refuse = false): MeterAdapter {
  return {
    async admit(_call, e) {
      if (refuse) { events.push(`${name}:refuse`); throw errors.rateLimited('full', 1000, 'tokens'); }
      events.push(`${name}:admit:${e.tokens}`);
      return {
        headers: { [`x-${name}`]: '1' },
        settle: async (units, outcome) => { events.push(`${name}:settle:${units.outputTokens ?? 0}:${outcome}`); },
        release: async () => { events.push(`${name}:release`); },
      };
    },
  };
}

describe('admission runs the adapters in order and undoes them on a refusal', () => {
  it('admits limits, then the wallet; headers of both are the call\'s', async () => {
    const events: string[] = [];
    const call = new MeteredCall(ref, [recorder('limits', events), recorder('wallet', events)], null, log);
    await call.admit(estimate);
    expect(events).toEqual(['limits:admit:100', 'wallet:admit:100']);
    expect(call.headers).toEqual({ 'x-limits': '1', 'x-wallet': '1' });
    expect(call.estimate).toBe(estimate);
  });

  it('a refusal by a later adapter releases the earlier ones and is thrown to the caller', async () => {
    const events: string[] = [];
    const call = new MeteredCall(ref, [recorder('limits', events), recorder('wallet', events, true)], null, log);
    await expect(call.admit(estimate)).rejects.toMatchObject({ status: 429 });
    expect(events).toEqual(['limits:admit:100', 'wallet:refuse', 'limits:release']);
    // Nothing admitted: the pipeline's end does nothing more.
    await call.finish({ ok: false, completed: false });
    expect(events).toHaveLength(3);
  });

  it('a call is admitted once', async () => {
    const call = new MeteredCall(ref, [], null, log);
    await call.admit(estimate);
    await expect(call.admit(estimate)).rejects.toThrow(/admitted once/);
  });
});

describe('a call ends exactly once', () => {
  it('settle charges once; later settles and releases do nothing', async () => {
    const events: string[] = [];
    const call = new MeteredCall(ref, [recorder('wallet', events)], null, log);
    await call.admit(estimate);
    await call.settle({ inputTokens: 10, outputTokens: 5 });
    await call.settle({ inputTokens: 10, outputTokens: 50 });
    await call.release();
    await call.finish({ ok: true, completed: true });
    expect(events).toEqual(['wallet:admit:100', 'wallet:settle:5:completed']);
  });

  it('the pipeline settles a stream\'s last reported units when the client leaves', async () => {
    const events: string[] = [];
    const call = new MeteredCall(ref, [recorder('wallet', events)], null, log);
    await call.admit(estimate);
    call.progress({ inputTokens: 10, outputTokens: 3 });
    call.progress({ outputTokens: 7 });
    call.progress({ outputTokens: 6 }); // reports only grow
    await call.finish({ ok: true, completed: false });
    expect(events).toEqual(['wallet:admit:100', 'wallet:settle:7:client_disconnected']);
  });

  it('a failed handler is charged nothing; one that admitted but reported nothing is released', async () => {
    for (const ok of [false, true]) {
      const events: string[] = [];
      const call = new MeteredCall(ref, [recorder('wallet', events)], null, log);
      await call.admit(estimate);
      await call.finish({ ok, completed: true });
      expect(events).toEqual(['wallet:admit:100', 'wallet:release']);
    }
  });

  it('a fixed-price call is settled as one call', async () => {
    const events: string[] = [];
    const call = new MeteredCall(ref, [recorder('wallet', events)], { kind: 'fixed', name: 'astrology_call', endpointType: 'astrology' }, log);
    await call.admit({ price: { kind: 'fixed', name: 'astrology_call' }, model: null, endpointType: 'astrology', maxUnits: { calls: 1 } });
    await call.finish({ ok: true, completed: true });
    expect(events).toEqual(['wallet:admit:undefined', 'wallet:settle:0:completed']);
  });

  it('an adapter whose settlement fails does not stop the others from settling', async () => {
    const events: string[] = [];
    const failing: MeterAdapter = { admit: async () => ({ settle: async () => { throw new Error('write failed'); }, release: async () => undefined }) };
    const call = new MeteredCall(ref, [failing, recorder('wallet', events)], null, log);
    await call.admit(estimate);
    await expect(call.settle({ outputTokens: 1 })).resolves.toBeUndefined();
    expect(events).toEqual(['wallet:admit:100', 'wallet:settle:1:completed']);
  });
});

describe('x-graha-price says which price applies', () => {
  const fixed = (name: string) => (name === 'astrology_call' ? 'astrology' : null);

  it('reads fixed prices and unit kinds; refuses unknown names and priced public operations', () => {
    const declared = readDeclaredPrices([
      { operationId: 'a', 'x-graha-price': 'astrology_call' }, { operationId: 'b', 'x-graha-price': 'per-token' }, { operationId: 'c' },
    ], fixed);
    expect(declared.get('a')).toEqual({ kind: 'fixed', name: 'astrology_call', endpointType: 'astrology' });
    expect(declared.get('b')).toEqual({ kind: 'metered', unit: 'per-token' });
    expect(declared.has('c')).toBe(false);
    expect(() => readDeclaredPrices([{ operationId: 'x', 'x-graha-price': 'per-banana' }], fixed)).toThrow(PricingConfigError);
    expect(() => readDeclaredPrices([{ operationId: 'x', 'x-graha-price': 'astrology_call', security: [] }], fixed)).toThrow(/public/);
  });

  it('an estimate using another kind of price than the operation declares is a programming error', async () => {
    const call = new MeteredCall(ref, [], { kind: 'metered', unit: 'per-image' }, log);
    await expect(call.admit(estimate)).rejects.toThrow(/declared x-graha-price per-image, estimate uses tokens/);
    const dedicated = new MeteredCall(ref, [], { kind: 'metered', unit: 'per-token' }, log);
    await expect(dedicated.admit({ ...estimate, price: { kind: 'none' } })).resolves.toBeUndefined();
  });
});

describe('observers are admitted before everything else', () => {
  it('Metering.call: observers, then the call\'s own adapters, then the wallet', async () => {
    const events: string[] = [];
    const metering = new Metering(recorder('wallet', events), log);
    metering.observe(recorder('observer', events));
    const call = metering.call(ref, [recorder('limits', events)]);
    await call.admit(estimate);
    expect(events).toEqual(['observer:admit:100', 'limits:admit:100', 'wallet:admit:100']);
  });
});
