/**
 * The wallet side of a chat call (src/gateway/usage.ts ChatUsageSink), built on the request's Meter:
 * admit reserves the price of the gateway's estimate (every prompt token, with a margin for the upstream's own count,
 * at the input rate plus the output cap: an upper bound, since cached reads cost less), settle charges the real usage (cache creation at the input rate,
 * cached reads at 10%, spec section 8) and releases the rest. A stream cut off by the client is settled for what was
 * generated. Calls on a dedicated endpoint (X-Endpoint-Id) are billed per replica-hour, not per token.
 */
import type { ChatUsageSink } from '../gateway/usage';
import type { Meter } from './meter';
import { tokenCostMicroUsd } from './prices';

export function meterChatSink(meter: Meter): ChatUsageSink {
  return {
    async admit(call) {
      if (call.endpointId) return { settle: async () => undefined };
      const priceModel = call.baseModel ?? call.model;
      const maxMicroUsd = tokenCostMicroUsd(meter.prices, priceModel, {
        inputTokens: call.estimate.reservePromptTokens, outputTokens: call.estimate.maxCompletionTokens,
      });
      await meter.reserve(Math.max(1, maxMicroUsd), { model: call.model, endpointType: 'chat' });
      return {
        async settle(usage) {
          const tokens = {
            inputTokens: Math.max(0, usage.promptTokens - usage.cacheReadTokens - usage.cacheCreationTokens),
            outputTokens: usage.completionTokens,
            cachedReadTokens: usage.cacheReadTokens,
            cacheCreationTokens: usage.cacheCreationTokens,
          };
          await meter.settle(tokenCostMicroUsd(meter.prices, priceModel, tokens), tokens, usage.outcome === 'completed');
        },
      };
    },
  };
}
