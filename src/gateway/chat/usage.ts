/**
 * What the chat path tells billing and rate limits: one small interface, so the wallet reservation/settlement and
 * the token limiter plug in without touching the gateway (architecture.md section 1: rate limit -> price
 * reservation -> handler -> settle charge).
 *
 *   admit(call)        before any upstream work, with the model and a token estimate (prompt counted with the real
 *                      tokenizer + the output cap). Throw an ApiError (402 payment_required, 429 rate_limit_exceeded)
 *                      to refuse; nothing has been sent upstream yet. Returns a charge.
 *   charge.settle(u)   exactly once per admitted call, with what was really used: after a JSON answer, when a stream
 *                      ends, when the client disconnects mid-stream or the upstream fails mid-stream (the prompt
 *                      and the tokens delivered so far), and at zero when the upstream failed before answering.
 *                      Never throws into the client's answer (errors are logged).
 *   charge.headers     optional response headers (x-ratelimit-*), added to the 200 answer / SSE stream.
 */
import type { AppContext } from '../../context';
import type { ModelKind } from '../../models/registry';

export interface TokenEstimate {
  /** Prompt tokens counted with the tokenizer (messages + tool definitions + framing). */
  promptTokens: number;
  /** The output cap: max_completion_tokens / max_tokens, else the model's max_output_tokens, else the rest of the context window. */
  maxCompletionTokens: number;
  /** promptTokens + maxCompletionTokens: the most this call can use (reserve this much). */
  maxTotalTokens: number;
  /**
   * The most the upstream may count for this prompt: promptTokens plus a margin for another tokenizer and for the
   * framing an upstream adds unseen (tool-use instructions, image tiles). The wallet reserves the price of this many
   * input tokens, so the charge (capped at the reservation) is the price of the usage the answer reports.
   */
  reservePromptTokens: number;
}

export interface ChatCallInfo {
  requestId: string;
  accountId: string;
  apiKeyId: string;
  plan: string;
  /** The model id the client asked for (what prices are keyed by). */
  model: string;
  modelKind: ModelKind;
  /** Provider name in models.yaml (`endpoint:<id>` for a dedicated endpoint). */
  provider: string;
  /** Base model of a fine-tuned model when known (spec 8: billed at the base-model rate); null otherwise. */
  baseModel: string | null;
  /** Set when routed to a dedicated endpoint (X-Endpoint-Id): billed per replica-hour, not per serverless token. */
  endpointId: string | null;
  stream: boolean;
  estimate: TokenEstimate;
}

export type ChatOutcome = 'completed' | 'client_disconnected' | 'failed';

export interface ChatUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
  /** Prompt tokens written to / read from a prompt cache (0 when caching is not active; see `cachingActive`). */
  cacheCreationTokens: number;
  cacheReadTokens: number;
  cachingActive: boolean;
  /** Of the completion tokens, those a reasoning model spent thinking (0 when none or not known). */
  reasoningTokens?: number;
  /** `upstream`: the provider reported it; `counted`: we counted with the tokenizer. */
  source: 'upstream' | 'counted';
  outcome: ChatOutcome;
}

export interface ChatCharge {
  headers?: Record<string, string>;
  settle(usage: ChatUsage): Promise<void>;
}

export interface ChatUsageSink {
  admit(call: ChatCallInfo): Promise<ChatCharge>;
}

/** Admits everything, records nothing (the default app-wide sink). */
export const noopUsageSink: ChatUsageSink = {
  admit: async () => ({ settle: async () => undefined }),
};

/**
 * An app-wide sink admitted for every chat call, before the call's own sinks. Production installs none (token limits
 * and the wallet are per-call sinks passed by the chat handler); test harnesses install one to record calls.
 */
export function installChatUsageSink(app: AppContext, sink: ChatUsageSink): void {
  app.gateway.usageSink = sink;
}

export function chatUsageSinkOf(app: AppContext): ChatUsageSink {
  return app.gateway.usageSink;
}

const NOTHING_USED: Omit<ChatUsage, 'outcome'> = {
  promptTokens: 0, completionTokens: 0, totalTokens: 0, cacheCreationTokens: 0, cacheReadTokens: 0,
  cachingActive: false, source: 'counted',
};

/**
 * Several sinks as one (limits first, then billing): admitted in order; when a later sink refuses (402 after the
 * tokens were reserved), the earlier admissions are settled with nothing used, so no reservation leaks.
 */
export function composeUsageSinks(parts: ChatUsageSink[]): ChatUsageSink {
  return {
    async admit(call) {
      const charges: ChatCharge[] = [];
      try {
        for (const sink of parts) charges.push(await sink.admit(call));
      } catch (err) {
        await Promise.all(charges.map((c) => c.settle({ ...NOTHING_USED, outcome: 'failed' }).catch(() => undefined)));
        throw err;
      }
      return {
        headers: Object.assign({}, ...charges.map((c) => c.headers ?? {})),
        settle: async (usage) => { for (const c of charges) await c.settle(usage); },
      };
    },
  };
}
