/**
 * The wallet side of a chat call (src/gateway/usage.ts ChatUsageSink), built on the request's Meter:
 * admit reserves the price of the gateway's estimate (every prompt token, with a margin for the upstream's own count,
 * at the input rate plus the output cap: an upper bound, since cached reads cost less), settle charges the real usage
 * (cache creation at the input rate, cached reads at 10%, spec section 8) and releases the rest. A stream cut off by the client is settled for what was
 * generated. Calls on a dedicated endpoint (X-Endpoint-Id) are not charged per token (the endpoint is billed per
 * replica-hour by the platform); they still pass the wallet's checks (a 1 µUSD hold: no balance, a hard cap or an
 * auto-pause refuse them with 402 as any call) and leave a usage row at zero cost with their tokens, endpoint type
 * `dedicated`.
 */
import type { ChatUsage, ChatUsageSink } from '../gateway/chat/usage';
import type { Meter } from './meter';
import { tokenCostMicroUsd } from './prices';

/** A call's usage in the wallet's terms: input excludes the cached reads and writes, which are priced apart. */
function usageTokens(usage: ChatUsage) {
  return {
    inputTokens: Math.max(0, usage.promptTokens - usage.cacheReadTokens - usage.cacheCreationTokens),
    outputTokens: usage.completionTokens,
    cachedReadTokens: usage.cacheReadTokens,
    cacheCreationTokens: usage.cacheCreationTokens,
  };
}

export function meterChatSink(meter: Meter): ChatUsageSink {
  return {
    async admit(call) {
      const priceModel = call.baseModel ?? call.model;
      if (call.endpointId) {
        await meter.reserve(1, { model: call.model, endpointType: 'dedicated' });
        return {
          async settle(usage) {
            await meter.settle(0, usageTokens(usage), usage.outcome === 'completed');
          },
        };
      }
      const maxMicroUsd = tokenCostMicroUsd(meter.prices, priceModel, {
        inputTokens: call.estimate.reservePromptTokens, outputTokens: call.estimate.maxCompletionTokens,
      });
      await meter.reserve(Math.max(1, maxMicroUsd), { model: call.model, endpointType: 'chat' });
      return {
        async settle(usage) {
          const tokens = usageTokens(usage);
          await meter.settle(tokenCostMicroUsd(meter.prices, priceModel, tokens), tokens, usage.outcome === 'completed');
        },
      };
    },
  };
}
