/** The pure parts of the platform: the autoscaler's rule, the minutes a metering pass bills, auto batch sizes. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { desiredReplicas, SCALE_DOWN_COOLDOWN_MS, SCALE_UP_COOLDOWN_MS, TARGET_CALLS_PER_REPLICA } from '../../src/platform/endpoints/autoscaler';
import { minutesBetween } from '../../src/platform/charges';
import { autoBatchSize, fineTunedModelId } from '../../src/platform/fineTuning/jobs';
import { pricedModelId } from '../../src/billing/prices';

describe('the autoscaler', () => {
  const base = { replicas: 2, minReplicas: 1, maxReplicas: 4, nowMs: 1_000_000, lastScaledAtMs: 0 };
  it('aims at TARGET_CALLS_PER_REPLICA calls per replica within min and max', () => {
    expect(desiredReplicas({ ...base, queueDepth: 0 })).toBe(1);
    expect(desiredReplicas({ ...base, queueDepth: 3 * TARGET_CALLS_PER_REPLICA })).toBe(3);
    expect(desiredReplicas({ ...base, queueDepth: 100 * TARGET_CALLS_PER_REPLICA })).toBe(4);
  });
  it('waits out the cooldowns, longer for scaling down', () => {
    const recent = { ...base, lastScaledAtMs: base.nowMs - SCALE_UP_COOLDOWN_MS + 1 };
    expect(desiredReplicas({ ...recent, queueDepth: 4 * TARGET_CALLS_PER_REPLICA })).toBe(2);
    expect(desiredReplicas({ ...base, lastScaledAtMs: base.nowMs - SCALE_UP_COOLDOWN_MS, queueDepth: 4 * TARGET_CALLS_PER_REPLICA })).toBe(4);
    expect(desiredReplicas({ ...base, lastScaledAtMs: base.nowMs - SCALE_UP_COOLDOWN_MS, queueDepth: 0 })).toBe(2);
    expect(desiredReplicas({ ...base, lastScaledAtMs: base.nowMs - SCALE_DOWN_COOLDOWN_MS, queueDepth: 0 })).toBe(1);
  });
  it('always stays within [min, max], whatever the load and timing', () => {
    fc.assert(fc.property(
      fc.integer({ min: 1, max: 16 }), fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max: 16 }), fc.nat(10_000), fc.nat(1_000_000),
      (min, extra, replicas, depth, since) => {
        const max = Math.min(16, min + extra);
        const r = desiredReplicas({ replicas, minReplicas: min, maxReplicas: max, queueDepth: depth, nowMs: 2_000_000, lastScaledAtMs: 2_000_000 - since });
        return r >= min && r <= max;
      },
    ));
  });
});

describe('metered minutes', () => {
  it('whole minutes while running; a started last minute at the end', () => {
    expect(minutesBetween(0, 59_999, false)).toEqual([]);
    expect(minutesBetween(0, 60_000, false)).toEqual([0]);
    expect(minutesBetween(0, 150_000, false)).toEqual([0, 60_000]);
    expect(minutesBetween(0, 150_000, true)).toEqual([0, 60_000, 120_000]);
    expect(minutesBetween(100, 100, true)).toEqual([]);
  });
  it('consecutive passes bill every minute of a span exactly once', () => {
    fc.assert(fc.property(fc.array(fc.nat(200_000), { maxLength: 20 }), fc.nat(200_000), (gaps, tail) => {
      let mark = 0;
      let now = 0;
      const billed: number[] = [];
      for (const gap of gaps) {
        now += gap;
        const minutes = minutesBetween(mark, now, false);
        billed.push(...minutes);
        if (minutes.length) mark = minutes[minutes.length - 1] + 60_000;
      }
      now += tail;
      billed.push(...minutesBetween(mark, now, true));
      const expected = Array.from({ length: Math.ceil(now / 60_000) }, (_, i) => i * 60_000);
      expect(billed).toEqual(expected);
    }));
  });
});

describe('fine-tuning details', () => {
  it('auto batch size is a power of two from 1 to 32', () => {
    expect([50, 100, 160, 320, 5000].map(autoBatchSize)).toEqual([4, 8, 16, 32, 32]);
    expect(autoBatchSize(1)).toBe(1);
  });
  it('fine-tuned ids carry the base model, so they are priced at its rate', () => {
    expect(fineTunedModelId('llama-3.1-8b-instruct', 'astro', 'ftjob_1')).toBe('ft:llama-3.1-8b-instruct:astro:ftjob_1');
    expect(pricedModelId(fineTunedModelId('llama-3.1-8b-instruct', null, 'ftjob_1'))).toBe('llama-3.1-8b-instruct');
  });
});
