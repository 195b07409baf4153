/** The usage row a settled call writes (src/billing/meterAdapter.ts usageRecordOf): pure. */
import { describe, expect, it } from 'vitest';
import { usageRecordOf } from '../../src/billing/meterAdapter';
import type { Estimate } from '../../src/metering/types';

const call = { accountId: 'acct_1', apiKeyId: 'key_1', operationId: 'createImage', requestId: 'req_1' };
const estimate: Estimate = { price: { kind: 'fixed', name: 'image' }, model: 'graha-image-basic', endpointType: 'images', maxUnits: { images: 4 } };

describe('usageRecordOf', () => {
  it('names the call, its tokens and its first non-token quantity, rounded up, with that quantity\'s unit', () => {
    expect(usageRecordOf(call, estimate, { inputTokens: 12, outputTokens: 3, images: 2, calls: 1 }, 'completed')).toEqual({
      operationId: 'createImage', endpointType: 'images', model: 'graha-image-basic', requestId: 'req_1',
      inputTokens: 12, outputTokens: 3, cachedReadTokens: undefined, cacheCreationTokens: undefined, completed: true,
      units: 2, unit: 'image',
    });
    expect(usageRecordOf(call, estimate, { audioSeconds: 2.1 }, 'completed')).toMatchObject({ units: 3, unit: 'audio_second' });
    expect(usageRecordOf(call, estimate, { characters: 0, gpuSeconds: 7200.5 }, 'completed')).toMatchObject({ units: 7201, unit: 'gpu_second' });
    expect(usageRecordOf(call, estimate, { trainingTokens: 10, calls: 1 }, 'completed')).toMatchObject({ units: 10, unit: 'training_token' });
    expect(usageRecordOf(call, estimate, { calls: 1 }, 'completed')).toMatchObject({ units: 1, unit: 'call' });
  });

  it('has no quantity for a call that reports only tokens, and marks a call its client left as not completed', () => {
    const record = usageRecordOf(call, { ...estimate, endpointType: 'chat' }, { inputTokens: 5, cachedReadTokens: 2, cacheCreationTokens: 1 }, 'client_disconnected');
    expect(record.units).toBeUndefined();
    expect(record.unit).toBeUndefined();
    expect(record).toMatchObject({ endpointType: 'chat', inputTokens: 5, cachedReadTokens: 2, cacheCreationTokens: 1, completed: false });
  });
});
