/**
 * The limits side of the chat gateway's usage sink (src/gateway/usage.ts on main: ChatUsageSink with
 * admit(call) -> {headers, settle(usage)}). The types are restated structurally here (only the fields used), so this
 * module does not depend on the gateway; the lead composes it with billing's sink, limits first:
 *
 *   installChatUsageSink(ctx, composeUsageSinks([limitsChatUsageSink(limits)]))   (src/app.ts; billing adds each
 *   request's meter as a per-call sink)
 *
 * The request pipeline has already counted the request and reserved tokens from its own estimate (src/limits/hook.ts)
 * before the handler ran. admit() tops the reservation up to the gateway's estimate when that is larger (it also
 * counts tool definitions and knows max_output_tokens), refusing with 429 `tokens` when the top-up does not fit;
 * settle() replaces the reservation by the real usage. Nothing is counted twice.
 */
import { tokenAccountOfCall, type LimitsRuntime } from './hook';

export interface ChatCallForLimits { apiKeyId: string; requestId: string; estimate: { maxTotalTokens: number } }
export interface ChatUsageForLimits { totalTokens: number }
export interface ChatChargeForLimits { headers?: Record<string, string>; settle(usage: ChatUsageForLimits): Promise<void> }

export function limitsChatUsageSink(runtime: LimitsRuntime) {
  return {
    async admit(call: ChatCallForLimits): Promise<ChatChargeForLimits> {
      const account = tokenAccountOfCall(runtime, call.apiKeyId, call.requestId);
      if (!account) return { settle: async () => undefined }; // limits off, or not an API-key call
      const topUp = call.estimate.maxTotalTokens - account.reservedTokens;
      if (topUp > 0) await account.reserveTokens(topUp);
      return { settle: (usage) => account.correctTokens(usage.totalTokens) };
    },
  };
}
