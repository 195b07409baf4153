/**
 * What a chat call reports to metering (src/metering): its one estimate (prompt counted with the real tokenizer plus
 * the output cap, computed once in capabilities.ts estimateTokens and shared by rate limits and the wallet), the call's
 * facts (`ChatCallInfo`, the estimate's detail), and its usage when it ends (`ChatUsage`, settled as metered units).
 */
import type { ModelKind } from '../../models/registry';
import type { Estimate, Units } from '../../metering/types';

export interface TokenEstimate {
  /** Prompt tokens counted with the tokenizer (messages + tool definitions + framing). */
  promptTokens: number;
  /** The output cap: max_completion_tokens / max_tokens, else the model's max_output_tokens, else the rest of the context window. */
  maxCompletionTokens: number;
  /** promptTokens + maxCompletionTokens: the most this call can use (the rate limits reserve this much). */
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
  /**
   * Set only when the call used more than it reserved: a prompt counted beyond reservePromptTokens (our count plus
   * its margin) or a completion beyond the cap Graha sent (maxCompletionTokens). These are the numbers before the cap;
   * promptTokens and completionTokens (and the answer's `usage`) are then what is billed, the reservation's.
   */
  reported?: { promptTokens: number; completionTokens: number };
}

/**
 * The metering estimate of a chat call. Serverless calls reserve every prompt token (with the margin) at the input
 * rate plus the output cap (an upper bound: cached reads cost less); calls on a dedicated endpoint are not charged
 * per token (`none`: the endpoint is billed per replica-hour) but pass the wallet's checks and leave a usage row.
 */
export function chatEstimate(call: ChatCallInfo): Estimate {
  const dedicated = call.endpointId !== null;
  return {
    price: dedicated ? { kind: 'none' } : { kind: 'tokens', model: call.model },
    model: call.model,
    endpointType: dedicated ? 'dedicated' : 'chat',
    maxUnits: { inputTokens: call.estimate.reservePromptTokens, outputTokens: call.estimate.maxCompletionTokens },
    tokens: call.estimate.maxTotalTokens,
    detail: call,
  };
}

/**
 * A call's usage as metered units: input excludes the cached reads and writes, which are priced apart (spec 8). A call
 * that used more than it reserved also carries what was reported, on the same basis, for its usage row.
 */
export function chatUnits(usage: ChatUsage): Units {
  const cached = usage.cacheReadTokens + usage.cacheCreationTokens;
  return {
    inputTokens: Math.max(0, usage.promptTokens - cached),
    outputTokens: usage.completionTokens,
    cachedReadTokens: usage.cacheReadTokens,
    cacheCreationTokens: usage.cacheCreationTokens,
    reasoningTokens: usage.reasoningTokens,
    ...(usage.reported ? {
      reportedInputTokens: Math.max(0, usage.reported.promptTokens - cached),
      reportedOutputTokens: usage.reported.completionTokens,
    } : {}),
  };
}

/**
 * The tokens billed for a prompt and a completion: each at most what the call reserved for it (the prompt as counted
 * plus its margin, the output cap sent upstream), so the charge is the price of the tokens the usage row shows and
 * never more than the hold (docs/architecture.md section 4.1). `reported` says what was used when it was more. Pure.
 */
export function billedTokens(estimate: TokenEstimate, promptTokens: number, completionTokens: number): {
  promptTokens: number; completionTokens: number; reported?: { promptTokens: number; completionTokens: number };
} {
  const billed = { promptTokens: Math.min(promptTokens, estimate.reservePromptTokens), completionTokens: Math.min(completionTokens, estimate.maxCompletionTokens) };
  if (billed.promptTokens === promptTokens && billed.completionTokens === completionTokens) return billed;
  return { ...billed, reported: { promptTokens, completionTokens } };
}
