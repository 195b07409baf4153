/**
 * The metered-call lifecycle, named without chat: estimate -> admit (rate limits) -> reserve (wallet) -> run ->
 * settle (actual units) -> usage row, with a release on every failure path. See src/metering/README.md.
 *
 * A handler of a paid operation gets one `UsageHandle` (`input.usage`) from the pipeline:
 *
 *   await input.usage.admit({ price: { kind: 'tokens', model }, model, endpointType: 'embeddings',
 *                             maxUnits: { inputTokens: n }, tokens: n });      // 400/429/402 here, before any work
 *   ... do the work ...
 *   await input.usage.settle({ inputTokens: n });                              // charge, correct limits, usage row
 *
 * Streams report cumulative units with `progress(units)`; when the stream ends (also when the client leaves) the
 * pipeline settles the last reported units. A handler that throws before settling is charged nothing (everything
 * admitted is released), and so is one that returns a 4xx/5xx. Fixed-price operations (`x-graha-price: <fixed
 * name>` in openapi.yaml) are admitted and settled by the pipeline itself; their handlers do nothing.
 */
/** How usage breakdowns group a call: chat, embeddings, images, tts, stt, voice, astrology, agents, batch, ... */
export type EndpointType = string;

/** Quantities a call uses. Every field is a non-negative integer, except audioSeconds (rounded up when priced). */
export interface Units {
  /** Prompt tokens billed at the input rate (excluding cached reads and cache creation). */
  inputTokens?: number;
  outputTokens?: number;
  cachedReadTokens?: number;
  cacheCreationTokens?: number;
  /** Of outputTokens, those a reasoning model spent thinking (reported only, priced as output). */
  reasoningTokens?: number;
  /**
   * Set only when the upstream reported more than the call reserved: the input and output tokens it reported, on the
   * same basis as inputTokens and outputTokens, which then hold what is billed (the reservation's). Recorded in the
   * usage row, never priced (docs/architecture.md section 4.2).
   */
  reportedInputTokens?: number;
  reportedOutputTokens?: number;
  /** Generated images (priced by size). */
  images?: number;
  /** Input characters (text-to-speech). */
  characters?: number;
  /** Seconds of audio (speech-to-text). */
  audioSeconds?: number;
  /** GPU-seconds (endpoints and clusters, priced per GPU-hour). */
  gpuSeconds?: number;
  /** Training tokens (tokens x epochs). */
  trainingTokens?: number;
  /** Calls of a fixed-price operation. */
  calls?: number;
}

/**
 * Which price of config/prices.yaml applies. `x-graha-price` in openapi.yaml names the kind of a metered operation
 * (`per-token`, `per-image`, `per-character`, `per-audio-second`, `per-gpu-second`, `per-training-token`) or the
 * fixed price's name; the pipeline checks that the handler's estimate uses that kind.
 */
export type PriceRef =
  | { kind: 'tokens'; model: string; batch?: boolean }
  | { kind: 'image'; model: string; size: string }
  | { kind: 'characters'; model: string }
  | { kind: 'audio-seconds'; model: string }
  | { kind: 'gpu'; resource: 'endpoint' | 'cluster'; hardware: string }
  | { kind: 'training'; model: string }
  | { kind: 'fixed'; name: string }
  /** Not charged (e.g. a call on a dedicated endpoint, billed per replica-hour instead); still passes the wallet's checks. */
  | { kind: 'none' };

/** The one estimate of a call, made before any work and shared by rate limits and the wallet. */
export interface Estimate {
  price: PriceRef;
  /** The model named in the usage row (null for model-less operations). */
  model: string | null;
  endpointType: EndpointType;
  /** The most this call can use: the wallet reserves its price. */
  maxUnits: Units;
  /** Tokens counted against the key's tokens-per-minute limit (0 or absent: only the request counts). */
  tokens?: number;
  /** Operation-specific facts behind the estimate (the chat gateway's call info); for observers, not priced. */
  detail?: unknown;
}

export type Outcome = 'completed' | 'client_disconnected' | 'failed';

export interface UsageHandle {
  /** The estimate this call was admitted with (null before admit). */
  readonly estimate: Estimate | null;
  /** Headers the adapters add to the answer (x-ratelimit-* after a token reservation). */
  readonly headers: Record<string, string>;
  /**
   * Admits the call: the rate-limit adapter reserves `tokens` (400 tokens_exceed_limit, 429), then the wallet adapter
   * reserves the price of `maxUnits` (402). When a later step refuses, the earlier ones are released. Once per call.
   */
  admit(estimate: Estimate): Promise<void>;
  /** A stream's cumulative units so far; the pipeline settles the last ones when the stream ends or is cut. */
  progress(units: Units): void;
  /**
   * Settles with the units really used: charges their price (never more than was reserved), corrects the token
   * reservation, writes the usage row. Once; later calls do nothing. Never throws for an outcome already delivered.
   */
  settle(units: Units, outcome?: Outcome, detail?: unknown): Promise<void>;
  /** Gives back everything admitted, charging nothing. */
  release(): Promise<void>;
}

/** Who is being metered: the account, the key (for rate limits), the operation and the request. */
export interface CallRef {
  accountId: string;
  /** Null for work outside a keyed request (background jobs bill the account only). */
  apiKeyId: string | null;
  operationId: string;
  requestId: string;
}

/**
 * One side of metering (rate limits, the wallet, a test recorder): admits a call's estimate and later settles or
 * releases it. Adapters run in order; a refusal (thrown ApiError) releases the adapters admitted before it.
 */
export interface MeterAdapter {
  admit(call: CallRef, estimate: Estimate): Promise<AdapterAdmission>;
}

export interface AdapterAdmission {
  /** Response headers this side adds (x-ratelimit-*), if any. */
  headers?: Record<string, string>;
  /** The real units; `detail` is what the operation reported beside them (the chat usage record). */
  settle(units: Units, outcome: Outcome, detail?: unknown): Promise<void>;
  release(): Promise<void>;
}
