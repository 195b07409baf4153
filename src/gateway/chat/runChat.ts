/**
 * Chat orchestration (POST /v1/chat/completions): route -> checks -> the one estimate -> admit through the call's
 * usage handle (rate limits, wallet: src/metering) -> [endpoint slot] -> provider -> usage (upstream's, else counted)
 * -> cache accounting -> settle -> OpenAI-format answer or chunk stream. Settlement happens exactly once per admitted
 * call, whatever happens.
 */
import { randomUUID } from 'node:crypto';
import type { GatewayDeps } from '../state';
import type { UsageHandle } from '../../metering/types';
import type { AuthContext } from '../../auth/authenticate';
import { ApiError } from '../../errors';
import { isClientGone, leftDuringUpstreamCall } from '../../providers/http';
import type { ChatRequestBody, Citation, FunctionCall, ChatCall, ProviderCompletion, ProviderUsage, StreamDelta, ToolCall } from '../../providers/types';
import { checkCapabilities, checkOffered, checkParameters, estimateTokens, toolDefinitionsOf } from './capabilities';
import { acquireEndpointSlot, routeAfterWait } from './endpoints';
import type { PrefixCache } from './promptCache';
import { resolveRoute, type ChatRoute } from './route';
import { streamChunks, type ChunkText, type StreamChunks } from './chunkJson';
import { EventBatch, type StreamItem } from '../../eventBatch';
import { upstreamBody, withCleanHistory, withSystemRoles } from './upstreamBody';
import { countCompletionTokens, countTextTokens } from '../../tokenizer/count';
import { billedTokens, chatEstimate, chatUnits, type ChatOutcome, type ChatUsage, type TokenEstimate } from './usage';
import type { components } from '../../../generated/api';

type ChatCompletion = components['schemas']['ChatCompletion'];
type UsageBody = components['schemas']['ChatCompletionUsage'];

export interface ChatInput {
  app: GatewayDeps;
  auth: AuthContext;
  body: ChatRequestBody;
  endpointId: string | undefined;
  requestId: string;
  signal: AbortSignal;
  /** The call's usage handle: admitted with the one estimate before any upstream work, settled once at the end. */
  usage: UsageHandle;
}

export type ChatResult =
  | { kind: 'json'; body: ChatCompletion; headers: Record<string, string> }
  | { kind: 'sse'; events: AsyncIterable<StreamItem<ChunkText>>; headers: Record<string, string>; onClose: (completed: boolean) => Promise<void> };

export function prefixCacheOf(app: GatewayDeps): PrefixCache {
  return app.gateway.prefixCache;
}

function clientClosed(): ApiError {
  // Nobody reads this answer: the client has gone. It keeps the error log free of disconnects.
  return new ApiError(400, 'invalid_request', 'The client closed the request.', 'client_closed_request');
}

function completionId(): string {
  return `chatcmpl-${randomUUID().replace(/-/g, '')}`;
}

/** A reported token number no call to this model can reach (beyond its context window) counts as not reported. */
function plausible(n: number | undefined, window: number | null): number | undefined {
  return n !== undefined && (window === null || n <= window) ? n : undefined;
}

/**
 * Final usage: the upstream's numbers when it reported both, otherwise counted, each billed at most up to what the
 * call reserved for it (usage.ts billedTokens); then cache accounting within the billed prompt.
 */
function finalUsage(
  input: ChatInput, route: ChatRoute, estimate: TokenEstimate, reported: Partial<ProviderUsage> | null,
  generated: { content: string | null; toolCalls: ToolCall[] | null; reasoning: string | null }, outcome: ChatOutcome,
): ChatUsage {
  const window = route.model.contextWindow;
  const reportedPrompt = plausible(reported?.promptTokens, window);
  const reportedCompletion = plausible(reported?.completionTokens, window);
  const complete = reportedPrompt !== undefined && reportedCompletion !== undefined;
  const { promptTokens, completionTokens, reported: beyondReservation } = billedTokens(
    estimate, reportedPrompt ?? estimate.promptTokens, reportedCompletion ?? countCompletionTokens(generated.content, generated.toolCalls),
  );
  const reasoningTokens = Math.min(
    reportedCompletion !== undefined ? reported?.reasoningTokens ?? 0 : generated.reasoning ? countTextTokens(generated.reasoning) : 0,
    completionTokens,
  );
  let cacheCreationTokens = 0;
  let cacheReadTokens = 0;
  if (route.caching === 'upstream') {
    // Cached parts of the prompt, within the prompt.
    cacheReadTokens = Math.min(reported?.cacheReadTokens ?? 0, promptTokens);
    cacheCreationTokens = Math.min(reported?.cacheCreationTokens ?? 0, promptTokens - cacheReadTokens);
  } else if (route.caching === 'gateway' && route.endpoint) {
    ({ cacheCreationTokens, cacheReadTokens } = prefixCacheOf(input.app).account(route.endpoint.id, input.body.messages, promptTokens, toolDefinitionsOf(input.body)));
  }
  return {
    promptTokens, completionTokens, totalTokens: promptTokens + completionTokens, cacheCreationTokens, cacheReadTokens,
    cachingActive: route.caching !== 'none', reasoningTokens, source: complete ? 'upstream' : 'counted', outcome,
    ...(beyondReservation ? { reported: beyondReservation } : {}),
  };
}

/**
 * A call whose upstream used more than the call reserved is billed at the reservation; the operator is told, by a
 * warning and the metric, because an upstream that counts beyond the margin is misconfigured (a tokenizer or model
 * name that is not what models.yaml says) or overcharging. Token numbers and ids only: never a key or a message.
 */
function noticeBeyondReservation(input: ChatInput, route: ChatRoute, estimate: TokenEstimate, usage: ChatUsage): void {
  if (!usage.reported) return;
  input.app.gateway.onUsageBeyondReservation(route.target.providerName, route.model.id);
  input.app.log.warn({
    requestId: input.requestId, accountId: input.auth.account.id, provider: route.target.providerName, model: route.model.id,
    source: usage.source, reservedPromptTokens: estimate.reservePromptTokens, reportedPromptTokens: usage.reported.promptTokens,
    billedPromptTokens: usage.promptTokens, maxCompletionTokens: estimate.maxCompletionTokens,
    reportedCompletionTokens: usage.reported.completionTokens, billedCompletionTokens: usage.completionTokens,
  }, 'the upstream reported more tokens than the call reserved; billed the reservation');
}

/**
 * What was generated, as the tokenizer counts it: text, the other generated texts (a refusal, a reasoning model's
 * thinking) and calls (a legacy function call too).
 */
function generatedOf(
  content: string | null, refusal: string | null | undefined, reasoning: string | null | undefined,
  toolCalls: ToolCall[] | null, functionCall: FunctionCall | null | undefined,
) {
  const others = [refusal, reasoning].filter((t): t is string => typeof t === 'string' && t !== '');
  const text = others.length > 0 ? (content ?? '') + others.join('') : content;
  const calls = functionCall ? [...(toolCalls ?? []), { id: '', type: 'function' as const, function: functionCall }] : toolCalls;
  return { content: text, toolCalls: calls, reasoning: reasoning || null };
}

function usageBody(u: ChatUsage): UsageBody {
  return {
    prompt_tokens: u.promptTokens, completion_tokens: u.completionTokens, total_tokens: u.totalTokens,
    ...(u.cachingActive ? { cache_creation_tokens: u.cacheCreationTokens, cache_read_tokens: u.cacheReadTokens } : {}),
    prompt_tokens_details: { cached_tokens: u.cachingActive ? u.cacheReadTokens : 0 },
    completion_tokens_details: { reasoning_tokens: u.reasoningTokens ?? 0 },
  };
}

function zeroUsage(estimate: TokenEstimate, outcome: ChatOutcome, promptTokens = 0): ChatUsage {
  return {
    promptTokens, completionTokens: 0, totalTokens: promptTokens, cacheCreationTokens: 0, cacheReadTokens: 0,
    cachingActive: false, source: 'counted', outcome,
  };
}

/** Settles the call with its usage (the metered units, the usage itself as the detail); never throws. */
function settle(input: ChatInput, usage: ChatUsage): Promise<void> {
  return input.usage.settle(chatUnits(usage), usage.outcome, usage);
}

/**
 * The one failure path before an answer exists (waiting for an endpoint slot, the upstream call or its first bytes):
 * frees the slot, settles what was used and says what the client gets. Left during the upstream call: the upstream
 * had the prompt; what it generated was never delivered. Left while waiting to retry a refused attempt, or for a
 * slot: no upstream took the prompt.
 */
async function failBeforeAnswer(input: ChatInput, estimate: TokenEstimate, err: unknown, release: () => void): Promise<unknown> {
  release();
  const gone = isClientGone(err) || input.signal.aborted;
  await settle(input, zeroUsage(estimate, gone ? 'client_disconnected' : 'failed', leftDuringUpstreamCall(err) ? estimate.promptTokens : 0));
  return gone ? clientClosed() : err;
}

/**
 * The one settle path once an answer exists (a whole completion, or a stream that ended, failed or lost its client):
 * frees the slot, computes the final usage and settles it. A bug in computing the usage must not leave the hold
 * unsettled: it charges the prompt, which the upstream had.
 */
async function settleAnswered(
  input: ChatInput, route: ChatRoute, estimate: TokenEstimate, release: () => void,
  reported: Partial<ProviderUsage> | null, generated: ReturnType<typeof generatedOf>, outcome: ChatOutcome,
): Promise<ChatUsage> {
  release();
  let usage: ChatUsage;
  try {
    usage = finalUsage(input, route, estimate, reported, generated, outcome);
  } catch (err) {
    input.app.log.error({ err, requestId: input.requestId }, 'computing a chat call\'s usage failed');
    usage = zeroUsage(estimate, outcome, estimate.promptTokens);
  }
  noticeBeyondReservation(input, route, estimate, usage);
  await settle(input, usage);
  return usage;
}

type UpstreamAnswer = { stream: false; completion: ProviderCompletion } | { stream: true; deltas: AsyncIterable<StreamDelta[]> };

/** The upstream call, plain or streamed, timed for the provider metrics (a call the client abandoned is not a failure). */
async function callUpstream(input: ChatInput, route: ChatRoute, call: ChatCall, stream: boolean): Promise<UpstreamAnswer> {
  const startedMs = performance.now();
  const observe = (ok: boolean) => input.app.gateway.onUpstreamCall(route.target.providerName, (performance.now() - startedMs) / 1000, ok);
  let answer: UpstreamAnswer;
  try {
    answer = stream ? { stream: true, deltas: await route.provider.stream(call) } : { stream: false, completion: await route.provider.complete(call) };
  } catch (err) {
    if (!input.signal.aborted) observe(false);
    throw err;
  }
  observe(true);
  return answer;
}

export async function runChat(request: ChatInput): Promise<ChatResult> {
  const normalized = withCleanHistory(withSystemRoles(request.body));
  const input: ChatInput = normalized === request.body ? request : { ...request, body: normalized };
  const { app, auth, body } = input;
  const route = await resolveRoute(app, auth.account.id, auth.plan, body.model, input.endpointId);
  checkOffered(body);
  checkParameters(body);
  checkCapabilities(route.model, body, route.endpoint !== null);
  const estimate = estimateTokens(route.model, body);
  const stream = body.stream === true;
  await input.usage.admit(chatEstimate({
    requestId: input.requestId, accountId: auth.account.id, apiKeyId: auth.key.id, plan: auth.plan,
    model: route.model.id, modelKind: route.model.kind, provider: route.target.providerName, endpointId: route.endpoint?.id ?? null,
    stream, estimate,
  }));
  const headers = input.usage.headers;
  let release = () => undefined as void;
  const call: ChatCall = { body: upstreamBody(body, estimate.maxCompletionTokens, auth.account.id, route.model.outputCapField), target: route.target, signal: input.signal };
  let answer: UpstreamAnswer;
  try {
    if (route.endpoint) {
      const slot = await acquireEndpointSlot(app.gateway.endpointQueues, route.endpoint, input.signal);
      release = slot.release;
      if (slot.waited) {
        const now = await routeAfterWait(app.db, route.endpoint);
        if (now.base_url !== route.endpoint.base_url) call.target = { ...call.target, baseUrl: now.base_url };
      }
    }
    answer = await callUpstream(input, route, call, stream);
  } catch (err) {
    throw await failBeforeAnswer(input, estimate, err, release);
  }
  if (answer.stream) return streamResult(input, route, estimate, headers, answer.deltas, release);

  const { completion } = answer;
  const generated = generatedOf(completion.content, completion.refusal, completion.reasoning, completion.toolCalls, completion.functionCall);
  const usage = await settleAnswered(input, route, estimate, release, completion.usage, generated, 'completed');
  const result: ChatCompletion = {
    id: completionId(), object: 'chat.completion', created: Math.floor(Date.now() / 1000), model: body.model,
    ...(completion.systemFingerprint ? { system_fingerprint: completion.systemFingerprint } : {}),
    choices: [{
      index: 0,
      message: {
        role: 'assistant', content: completion.content, refusal: completion.refusal ?? null,
        ...(completion.reasoning ? { reasoning_content: completion.reasoning } : {}),
        ...(completion.functionCall ? { function_call: completion.functionCall } : {}),
        ...(completion.toolCalls ? { tool_calls: completion.toolCalls } : {}),
        ...(completion.citations ? { citations: completion.citations } : {}),
        ...(completion.followUp ? { follow_ups: completion.followUp } : {}),
      },
      logprobs: completion.logprobs ?? null,
      finish_reason: completion.finishReason,
    }],
    usage: usageBody(usage),
  };
  return { kind: 'json', body: result, headers };
}

function streamResult(
  input: ChatInput, route: ChatRoute, estimate: TokenEstimate, headers: Record<string, string>,
  deltas: AsyncIterable<StreamDelta[]>, release: () => void,
): ChatResult {
  const stream = new ChatStream(input, route, estimate, release);
  return {
    kind: 'sse', events: streamEvents(stream, deltas), headers,
    onClose: async (completed) => {
      await stream.settleOnce(completed ? 'completed' : stream.failed ? 'failed' : 'client_disconnected');
    },
  };
}

/**
 * A streamed answer in the making: its chunks' fixed parts, what has been generated so far (settled even when the
 * stream is cut) and how it ended. A class and a generator function defined once (`streamEvents`), not closures made
 * per call: a generator function made per call gets its own prototype and hidden class in the old generation, which
 * keep the call's closure context reachable for the young-generation collector until the next full collection
 * (issue 23, bench/README.md).
 */
class ChatStream {
  readonly includeUsage: boolean;
  /** Each event's JSON text from the parts fixed for the stream and the one that varies (chunkJson.ts). */
  readonly chunks: StreamChunks;
  private content = '';
  private reasoning = '';
  private readonly toolCalls: ToolCall[] = [];
  /**
   * Upstream tool call index -> position in toolCalls. Some OpenAI-compatible servers number calls by content block
   * (text, then a call at index 1) or skip numbers; clients and the token count get 0, 1, 2, ... in order of arrival.
   */
  private readonly toolPosition = new Map<number, number>();
  private functionCall: FunctionCall | null = null;
  private reported: Partial<ProviderUsage> | null = null;
  private annotations: { citations?: Citation[]; followUp?: string[] } = {};
  failed = false;
  sawFinish = false;
  /** Settled once, by whichever comes first: the end of the stream or the response closing. */
  private settling: Promise<ChatUsage> | null = null;

  constructor(readonly input: ChatInput, private readonly route: ChatRoute, private readonly estimate: TokenEstimate, private readonly release: () => void) {
    this.includeUsage = input.body.stream_options?.include_usage === true;
    this.chunks = streamChunks({ id: completionId(), created: Math.floor(Date.now() / 1000), model: input.body.model }, this.includeUsage);
  }

  settleOnce(outcome: ChatOutcome): Promise<ChatUsage> {
    return this.settling ??= settleAnswered(
      this.input, this.route, this.estimate, this.release, this.reported,
      generatedOf(this.content || null, null, this.reasoning, this.toolCalls.length ? this.toolCalls : null, this.functionCall), outcome,
    );
  }

  /** The chunks of one batch of deltas (appended to `out`), keeping what was generated. */
  chunksOf(batch: StreamDelta[], out: ChunkText[]): void {
    const { chunks } = this;
    for (const d of batch) {
      switch (d.kind) {
        case 'text':
          this.content += d.text;
          out.push(chunks.piece('content', d.text, d.logprobs));
          break;
        case 'reasoning':
          this.reasoning += d.text;
          out.push(chunks.piece('reasoning_content', d.text));
          break;
        case 'refusal':
          // Billed like content: it is generated text.
          this.content += d.text;
          out.push(chunks.piece('refusal', d.text, d.logprobs));
          break;
        case 'tool_call': {
          let index = this.toolPosition.get(d.index);
          if (index === undefined) { index = this.toolCalls.length; this.toolPosition.set(d.index, index); }
          const call = (this.toolCalls[index] ??= { id: d.id ?? '', type: 'function', function: { name: d.name ?? '', arguments: '' } });
          if (d.id) call.id = d.id;
          if (d.name && call.function.name !== d.name) call.function.name = d.name;
          if (d.arguments) call.function.arguments += d.arguments;
          out.push(chunks.choice({
            index: 0, finish_reason: null,
            delta: { tool_calls: [{ index, ...(d.id ? { id: d.id, type: 'function' as const } : {}), function: { ...(d.name ? { name: d.name } : {}), ...(d.arguments !== undefined ? { arguments: d.arguments } : {}) } }] },
          }));
          break;
        }
        case 'function_call': {
          const fc = (this.functionCall ??= { name: '', arguments: '' });
          if (d.name) fc.name = d.name;
          if (d.arguments) fc.arguments += d.arguments;
          out.push(chunks.choice({
            index: 0, finish_reason: null,
            delta: { function_call: { ...(d.name ? { name: d.name } : {}), ...(d.arguments !== undefined ? { arguments: d.arguments } : {}) } },
          }));
          break;
        }
        case 'usage':
          this.reported = { ...(this.reported ?? {}), ...Object.fromEntries(Object.entries(d.usage).filter(([, v]) => v !== undefined)) };
          break;
        case 'annotations':
          this.annotations = { citations: d.citations, followUp: d.followUp };
          break;
        case 'finish': {
          this.sawFinish = true;
          const { citations, followUp } = this.annotations;
          // An astrology answer's citations and follow-ups ride on the delta of this last chunk.
          out.push(chunks.choice({
            index: 0, finish_reason: d.reason,
            delta: { ...(citations ? { citations } : {}), ...(followUp ? { follow_ups: followUp } : {}) },
          }));
          break;
        }
      }
    }
  }
}

/** The chunks of a stream: the role chunk at once, then one batch per batch of deltas (src/eventBatch.ts), the end. */
async function* streamEvents(stream: ChatStream, deltas: AsyncIterable<StreamDelta[]>): AsyncGenerator<StreamItem<ChunkText>> {
  const { chunks, input } = stream;
  yield chunks.choice({ index: 0, delta: { role: 'assistant', content: '', refusal: null }, finish_reason: null });
  try {
    for await (const batch of deltas) {
      const out: ChunkText[] = [];
      stream.chunksOf(batch, out);
      if (out.length > 0) yield new EventBatch(out);
    }
  } catch (err) {
    if (isClientGone(err) || input.signal.aborted) return;
    stream.failed = true;
    throw err;
  }
  if (!stream.sawFinish) yield chunks.choice({ index: 0, delta: {}, finish_reason: 'stop' });
  const usage = await stream.settleOnce('completed');
  if (stream.includeUsage) yield chunks.usage(usageBody(usage));
}
