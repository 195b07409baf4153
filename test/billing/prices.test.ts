import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  costMicroUsd, fixedPrice, gpuCostMicroUsd, imageCostMicroUsd, loadPriceTable, microUsdToCentsRounded, parsePriceTable,
  scaleDecimal, sttCostMicroUsd, tokenCostMicroUsd, trainingCostMicroUsd, ttsCostMicroUsd,
} from '../../src/billing/prices';

const table = loadPriceTable(path.resolve(import.meta.dirname, '../../config/prices.yaml'));

describe('the price table (config/prices.yaml)', () => {
  it('holds the spec section 8 GPU-hour prices, billed per second', () => {
    expect(gpuCostMicroUsd(table, 'endpoint', 'h100-80gb', 1, 3600)).toBe(3_490_000);
    expect(gpuCostMicroUsd(table, 'endpoint', 'a100-80gb', 1, 3600)).toBe(2_090_000);
    expect(gpuCostMicroUsd(table, 'endpoint', 'l40s-48gb', 2, 1800)).toBe(1_190_000);
    expect(gpuCostMicroUsd(table, 'cluster', 'b200', 8, 3600)).toBe(47_920_000);
    expect(gpuCostMicroUsd(table, 'cluster', 'h100-sxm', 8, 1)).toBe(Math.ceil((3.49e6 * 8) / 3600));
  });

  it('bills batch requests at 50% and cached reads at 10% of the input rate; cache creation at the input rate', () => {
    const full = tokenCostMicroUsd(table, 'gpt-4o', { inputTokens: 1_000_000, outputTokens: 1_000_000 });
    expect(full).toBe(12_500_000);
    expect(tokenCostMicroUsd(table, 'gpt-4o', { inputTokens: 1_000_000, outputTokens: 1_000_000 }, { batch: true })).toBe(6_250_000);
    expect(tokenCostMicroUsd(table, 'gpt-4o', { cachedReadTokens: 1_000_000 })).toBe(250_000);
    expect(tokenCostMicroUsd(table, 'gpt-4o', { cacheCreationTokens: 1_000_000 })).toBe(2_500_000);
  });

  it('bills a fine-tuned model at its base model rate', () => {
    const usage = { inputTokens: 12_345, outputTokens: 678 };
    expect(tokenCostMicroUsd(table, 'ft:llama-3.1-8b-instruct:acme:astro:ftjob_1', usage)).toBe(tokenCostMicroUsd(table, 'llama-3.1-8b-instruct', usage));
  });

  it('prices images by size, speech by character, transcription by second, training by token, astrology per call', () => {
    expect(imageCostMicroUsd(table, 'graha-image-basic', '1024x1024', 4)).toBe(80_000);
    expect(ttsCostMicroUsd(table, 'tts-1', 4096)).toBe(Math.ceil(4096 * 15)); // USD 15 per million characters
    expect(sttCostMicroUsd(table, 'graha-stt-en', 60.2)).toBe(6_100); // rounded up to 61 s
    expect(trainingCostMicroUsd(table, 'llama-3.1-70b-instruct', 1_000_000)).toBe(2_900_000);
    expect(fixedPrice(table, 'astrology_call')).toEqual({ microUsd: 2000, endpointType: 'astrology' });
    expect(() => trainingCostMicroUsd(table, 'gpt-4o', 1)).toThrow(/cannot be fine-tuned/);
    expect(() => tokenCostMicroUsd(table, 'no-such-model', { inputTokens: 1 })).toThrow(/no price/);
  });

  it('rejects prices it cannot hold exactly', () => {
    expect(() => parsePriceTable('fixed:\n  x: {usd: 0.0000001, endpoint_type: t}\n')).toThrow(/decimal places|whole number/);
    expect(() => parsePriceTable('models:\n  m: {input_per_mtok: -1}\n')).toThrow(/non-negative/);
    expect(scaleDecimal(0.15, 6, 'x')).toBe(150_000n);
    expect(scaleDecimal('84.25', 4, 'x')).toBe(842_500n);
  });
});

// Exact cost as a fraction of micro-USD, computed independently of costMicroUsd from the USD decimals.
function exactTokenCost(inputUsdPerM: string, outputUsdPerM: string, input: number, output: number, cached: number, batch: boolean) {
  const scale = 10n ** 12n; // price decimals scaled to 1e-12 USD per million tokens
  const inP = scaleDecimal(inputUsdPerM, 12, 'in');
  const outP = scaleDecimal(outputUsdPerM, 12, 'out');
  // micro-USD = tokens * USD/M / 1e6 * 1e6 = tokens * USD/M ; with percentages in 1/10000.
  const rate = batch ? 5000n : 10000n;
  const num = (BigInt(input) * inP + BigInt(output) * outP) * rate * 100n + BigInt(cached) * inP * rate * 10n;
  const den = scale * 10000n * 100n;
  return { num, den };
}

describe('price arithmetic properties (fast-check)', () => {
  it('a charge is the exact cost rounded up by less than one micro-USD, never down', () => {
    fc.assert(fc.property(
      fc.constantFrom('gpt-4o', 'gpt-4o-mini', 'claude-sonnet-4', 'llama-3.1-8b-instruct', 'graha-astro-fast'),
      fc.nat(5_000_000), fc.nat(1_000_000), fc.nat(1_000_000), fc.boolean(),
      (model, input, output, cached, batch) => {
        const doc = { 'gpt-4o': ['2.50', '10.00'], 'gpt-4o-mini': ['0.15', '0.60'], 'claude-sonnet-4': ['3.00', '15.00'], 'llama-3.1-8b-instruct': ['0.18', '0.18'], 'graha-astro-fast': ['0.20', '0.60'] }[model]!;
        const cost = BigInt(tokenCostMicroUsd(table, model, { inputTokens: input, outputTokens: output, cachedReadTokens: cached }, { batch }));
        const { num, den } = exactTokenCost(doc[0], doc[1], input, output, cached, batch);
        expect(cost * den >= num).toBe(true);
        expect((cost - 1n) * den < num).toBe(true);
      },
    ));
  });

  it('pricing cumulative stream usage equals pricing the total (progress reports cannot add rounding)', () => {
    fc.assert(fc.property(fc.array(fc.nat(500), { minLength: 1, maxLength: 50 }), (chunks) => {
      let soFar = 0;
      let last = 0;
      for (const c of chunks) {
        soFar += c;
        const cost = tokenCostMicroUsd(table, 'gpt-4o-mini', { inputTokens: 100, outputTokens: soFar });
        expect(cost).toBeGreaterThanOrEqual(last); // monotone
        last = cost;
      }
      expect(last).toBe(tokenCostMicroUsd(table, 'gpt-4o-mini', { inputTokens: 100, outputTokens: soFar }));
    }));
  });

  it('no rounding leak over two million micro-charges: integer sums are exact and bounded by the exact total', () => {
    // Tiny calls of 1..40 output tokens on the cheapest model: each charge is a few micro-USD.
    let seed = 42;
    const next = () => { seed = (seed * 1103515245 + 12345) % 2 ** 31; return seed; };
    let ledgerMicro = 0; // what a wallet would record, as JS numbers (as the app does)
    let ledgerBig = 0n; // the same in BigInt
    let exactNum = 0n; // exact total numerator over den
    const den = 10n ** 12n * 10000n * 100n;
    const outP = scaleDecimal('0.60', 12, 'out');
    const n = 2_000_000;
    for (let i = 0; i < n; i++) {
      const tokens = 1 + (next() % 40);
      const charge = tokenCostMicroUsd(table, 'gpt-4o-mini', { outputTokens: tokens });
      ledgerMicro += charge;
      ledgerBig += BigInt(charge);
      exactNum += BigInt(tokens) * outP * 10000n * 100n;
    }
    expect(BigInt(ledgerMicro)).toBe(ledgerBig); // no float drift
    expect(ledgerBig * den >= exactNum).toBe(true); // never under the exact total
    expect((ledgerBig - BigInt(n)) * den < exactNum).toBe(true); // over by < 1 micro-USD per call
    // The API's cents are whole micro-USD sums converted once.
    expect(microUsdToCentsRounded(ledgerMicro)).toBe(Math.round(ledgerMicro / 10_000));
  }, 60_000);

  it('costMicroUsd is additive up to the one final rounding', () => {
    fc.assert(fc.property(fc.array(fc.record({ units: fc.nat(1_000_000), pmu: fc.bigInt({ min: 0n, max: 10n ** 9n }) }), { maxLength: 6 }), (items) => {
      const together = costMicroUsd(items);
      const separately = items.reduce((s, i) => s + costMicroUsd([i]), 0);
      expect(together).toBeLessThanOrEqual(separately);
      expect(separately - together).toBeLessThan(Math.max(1, items.length));
    }));
  });
});

describe('metered units are priced under the price their estimate names', () => {
  it('each kind of price of a metered call costs what its rule in the table says', async () => {
    const { priceOfUnits, tokenCostMicroUsd: tokens, ttsCostMicroUsd, sttCostMicroUsd, trainingCostMicroUsd } = await import('../../src/billing/prices');
    const usage = { inputTokens: 1234, outputTokens: 567, cachedReadTokens: 800, cacheCreationTokens: 50 };
    expect(priceOfUnits(table, { kind: 'tokens', model: 'gpt-4o' }, usage)).toBe(tokens(table, 'gpt-4o', usage));
    expect(priceOfUnits(table, { kind: 'tokens', model: 'gpt-4o', batch: true }, usage)).toBe(tokens(table, 'gpt-4o', usage, { batch: true }));
    expect(priceOfUnits(table, { kind: 'image', model: 'graha-image-basic', size: '512x512' }, { images: 3 })).toBe(imageCostMicroUsd(table, 'graha-image-basic', '512x512', 3));
    expect(priceOfUnits(table, { kind: 'characters', model: 'tts-1-hd' }, { characters: 4096 })).toBe(ttsCostMicroUsd(table, 'tts-1-hd', 4096));
    expect(priceOfUnits(table, { kind: 'audio-seconds', model: 'graha-stt-en' }, { audioSeconds: 61.2 })).toBe(sttCostMicroUsd(table, 'graha-stt-en', 62));
    expect(priceOfUnits(table, { kind: 'gpu', resource: 'cluster', hardware: 'b200' }, { gpuSeconds: 8 * 3600 })).toBe(gpuCostMicroUsd(table, 'cluster', 'b200', 8, 3600));
    expect(priceOfUnits(table, { kind: 'training', model: 'llama-3.1-8b-instruct' }, { trainingTokens: 1_000_000 })).toBe(trainingCostMicroUsd(table, 'llama-3.1-8b-instruct', 1_000_000));
    expect(priceOfUnits(table, { kind: 'fixed', name: 'astrology_call' }, { calls: 1 })).toBe(fixedPrice(table, 'astrology_call').microUsd);
    expect(priceOfUnits(table, { kind: 'none' }, usage)).toBe(0);
    // 8 B200 GPUs for an hour at USD 5.99: exact integer micro-USD.
    expect(priceOfUnits(table, { kind: 'gpu', resource: 'cluster', hardware: 'b200' }, { gpuSeconds: 8 * 3600 })).toBe(8 * 5_990_000);
  });
});
