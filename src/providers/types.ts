/**
 * The one adapter shape every chat provider implements (docs/architecture.md section 6: Portkey-style adapters). The gateway speaks the
 * OpenAI chat-completion format to clients; a provider maps that request to its upstream and maps the answer back
 * into the small normalized values below. No HTTP server code and no billing here.
 */
import type { components } from '../../generated/api';

export type ChatRequestBody = components['schemas']['ChatCompletionRequest'];
export type ChatMessage = components['schemas']['ChatMessage'];
export type ToolCall = components['schemas']['ChatToolCall'];
export type Citation = components['schemas']['Citation'];
/** Token log probabilities in OpenAI's format, as an OpenAI-compatible upstream reported them. */
export type Logprobs = components['schemas']['ChatLogprobs'];
export type FinishReason = 'stop' | 'length' | 'tool_calls' | 'content_filter' | 'function_call';
/** A call in OpenAI's legacy `functions` format (OpenAI-compatible upstreams only). */
export type FunctionCall = components['schemas']['ChatFunctionCall'];

/** Token usage as an upstream reported it. Cache fields are null when the upstream said nothing about caching. */
export interface ProviderUsage {
  promptTokens: number;
  completionTokens: number;
  cacheCreationTokens: number | null;
  cacheReadTokens: number | null;
  /** Of the completion tokens, those spent reasoning (OpenAI `completion_tokens_details.reasoning_tokens`). */
  reasoningTokens?: number;
}

/** A whole (non-streamed) answer. `usage` is null when the upstream reported none (the gateway then counts). */
export interface ProviderCompletion {
  content: string | null;
  toolCalls: ToolCall[] | null;
  /** A legacy function call (the request used `functions`). */
  functionCall?: FunctionCall | null;
  /** The model's refusal message when it declined (OpenAI `message.refusal`). */
  refusal?: string | null;
  /** A reasoning model's thinking, when the upstream returns it (`reasoning_content`). */
  reasoning?: string;
  /** Present when the request asked for logprobs and the upstream sent them. */
  logprobs?: Logprobs;
  finishReason: FinishReason;
  usage: Partial<ProviderUsage> | null;
  systemFingerprint?: string;
  citations?: Citation[];
  followUp?: string[];
}

/** One normalized piece of a streamed answer. */
export type StreamDelta =
  | { kind: 'text'; text: string; logprobs?: Logprobs }
  | { kind: 'refusal'; text: string; logprobs?: Logprobs }
  | { kind: 'reasoning'; text: string }
  | { kind: 'tool_call'; index: number; id?: string; name?: string; arguments?: string }
  | { kind: 'function_call'; name?: string; arguments?: string }
  /** `cut`: the gateway ended the answer itself (a stop sequence the upstream could not take); the rest is not read. */
  | { kind: 'finish'; reason: FinishReason; cut?: boolean }
  /** Usage as far as known; later values override earlier ones field by field. */
  | { kind: 'usage'; usage: Partial<ProviderUsage> }
  | { kind: 'annotations'; citations?: Citation[]; followUp?: string[] };

/** Where and how to reach the upstream for one call (from config/models.yaml or a dedicated endpoint row). */
export interface UpstreamTarget {
  /** Provider name in models.yaml, or `endpoint:<id>` for a dedicated endpoint. */
  providerName: string;
  baseUrl: string | null;
  /** The secret; never logged. */
  apiKey: string | null;
  /** The model name the upstream knows. */
  upstreamModel: string;
  /** Idle timeout: time to the response headers and between two chunks of a stream. */
  timeoutMs: number;
  /** Retries of a call the upstream refused without doing work (429, 502/503/504/529, refused connection). */
  maxRetries: number;
  /** Keep-alive connections per upstream host. */
  maxConnections: number;
  /** Output cap used when the client sends none and the upstream requires one (Anthropic). */
  defaultMaxTokens: number;
}

export interface ChatCall {
  body: ChatRequestBody;
  target: UpstreamTarget;
  /** Aborted when the client disconnects: the upstream call is cancelled. */
  signal: AbortSignal;
}

export interface ChatProvider {
  /** A whole answer. Throws ApiError (400 for upstream 4xx, 503 for upstream 429/5xx/timeouts). */
  complete(call: ChatCall): Promise<ProviderCompletion>;
  /**
   * Resolves once the upstream accepted the call (so refusals are still ordinary HTTP errors), then yields deltas in
   * batches, in order: those that are ready together (an HTTP upstream: the events of one network read), so that the
   * stream costs one step of its iterator per batch rather than per delta (issue 23). A batch is never empty.
   * A failure after that point is thrown from the iterator as an ApiError (sent as an SSE error event).
   */
  stream(call: ChatCall): Promise<AsyncIterable<StreamDelta[]>>;
}

/** A server-sent event as parsed from an upstream stream (src/providers/sse.ts). */
export interface SseEvent { event: string; data: string; id?: string }

/**
 * The four pieces of an HTTP upstream (Portkey's shape): how to reach it, how to map the request, the response and
 * a stream chunk. src/providers/http.ts turns a spec into a ChatProvider (pooling, timeouts, retries, error mapping).
 */
export interface HttpProviderSpec {
  name: string;
  api: {
    url(target: UpstreamTarget): string;
    headers(target: UpstreamTarget): Record<string, string>;
  };
  mapRequest(body: ChatRequestBody, target: UpstreamTarget, stream: boolean): unknown;
  mapResponse(json: any, body: ChatRequestBody): ProviderCompletion;
  /** A fresh, stateful mapper per stream; returns the deltas of one event, or 'done' at the end of the stream. */
  createChunkMapper(body: ChatRequestBody): (event: SseEvent) => StreamDelta[] | 'done';
  /** The human message inside an upstream error body, if any. */
  errorMessage(json: any): string | null;
  /** The request field an upstream error names, if its format has one (OpenAI's `error.param`). */
  errorParam?(json: any): string | null;
}

// --- Media capabilities. Each provider kind offers the ones it has (all optional); the media operations look the
// --- capability up on the model's provider and answer 400 when the model's provider lacks it.

export interface EmbedCall { input: string[]; dimensions?: number; target: UpstreamTarget; signal: AbortSignal }
/** One vector per input, in order; `promptTokens` as the upstream reported it (null: the gateway counts). */
export interface EmbedResult { vectors: number[][]; promptTokens: number | null }

export interface ImageCall { prompt: string; n: number; size: string; seed?: number; target: UpstreamTarget; signal: AbortSignal }
/** PNG files, one per image. */
export interface ImageResult { images: Buffer[] }

export interface SpeechCall { input: string; voice: string; format: string; speed: number; target: UpstreamTarget; signal: AbortSignal }
/** Audio in the requested format, as it is produced (the first bytes leave before synthesis ends). */
export interface SpeechResult { contentType: string; audio: AsyncIterable<Buffer> }

/** `pcm16k`: the upload already decoded to 16 kHz mono s16le (src/media/audio/decode.ts), for local engines. */
export interface TranscribeCall { audio: Buffer; filename: string; mimeType: string; language?: string; prompt?: string; pcm16k: Buffer; target: UpstreamTarget; signal: AbortSignal }
export interface TranscriptSegment { start: number; end: number; text: string }
export interface TranscribeResult { text: string; language: string | null; durationSeconds: number; segments: TranscriptSegment[] }

/** The adapter shape of a provider beyond chat: what it can do for the media operations. */
export interface MediaProvider {
  embed?(call: EmbedCall): Promise<EmbedResult>;
  generateImage?(call: ImageCall): Promise<ImageResult>;
  speak?(call: SpeechCall): Promise<SpeechResult>;
  transcribe?(call: TranscribeCall): Promise<TranscribeResult>;
}
