/**
 * The limits side of the chat gateway's usage sink (src/gateway/usage.ts: ChatUsageSink with
 * admit(call) -> {headers, settle(usage)}). The types are restated structurally here (only the fields used), so this
 * module does not depend on the gateway. It is a per-call sink over the request's own token account, passed by the
 * chat handler ahead of billing's meter (limits first):
 *
 *   runChat({ ..., callSinks: [limitsChatUsageSink(input.limits), meterChatSink(input.meter)] })
 *
 * The request pipeline has already counted the request and reserved tokens from its own estimate (src/limits/hook.ts)
 * before the handler ran. admit() tops the reservation up to the gateway's estimate when that is larger (it also
 * counts tool definitions and knows max_output_tokens), refusing with 429 `tokens` when the top-up does not fit;
 * settle() replaces the reservation by the real usage. Nothing is counted twice.
 */
import type { TokenAccount } from './hook';

export interface ChatCallForLimits { estimate: { maxTotalTokens: number } }
export interface ChatUsageForLimits { totalTokens: number }
export interface ChatChargeForLimits { headers?: Record<string, string>; settle(usage: ChatUsageForLimits): Promise<void> }

const NOTHING_TO_SETTLE: ChatChargeForLimits = { settle: async () => undefined };

/** `account`: the request's token account (HandlerInput.limits); undefined when limits are off or not an API key. */
export function limitsChatUsageSink(account: TokenAccount | undefined) {
  return {
    async admit(call: ChatCallForLimits): Promise<ChatChargeForLimits> {
      if (!account) return NOTHING_TO_SETTLE;
      const topUp = call.estimate.maxTotalTokens - account.reservedTokens;
      if (topUp > 0) await account.reserveTokens(topUp);
      return { settle: (usage) => account.correctTokens(usage.totalTokens) };
    },
  };
}
