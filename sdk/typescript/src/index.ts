/**
 * Graha's TypeScript client. `graha.api` is the typed client of every public operation (openapi-fetch over types
 * generated from the contract: `graha.api.GET('/v1/models')`); the helpers below cover the common calls and the
 * shapes openapi-fetch does not: SSE streams as async iterators, multipart uploads, binary audio. Every error answer
 * throws a GrahaError; 429 and 503 are retried (retry.ts).
 *
 *   const graha = createGraha({ apiKey: process.env.GRAHA_API_KEY! });
 *   for await (const chunk of graha.chat.stream({ model: 'graha-astro-fast', messages })) process.stdout.write(chunk.choices[0]?.delta.content ?? '');
 */
import createClient, { type Middleware } from 'openapi-fetch';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import type { components, paths } from './schema.js';
import { GrahaError } from './errors.js';
import { retryingFetch } from './retry.js';

export { GrahaError } from './errors.js';
export type { components, paths } from './schema.js';

type Schemas = components['schemas'];
export type ChatRequest = Schemas['ChatCompletionRequest'];
export type ChatCompletion = Schemas['ChatCompletion'];
export type ChatChunk = Schemas['ChatCompletionChunk'];

export interface GrahaOptions {
  apiKey: string;
  /** Default http://127.0.0.1:8080 (a local server). */
  baseUrl?: string;
  /** Retries of a 429/503 answer (default 3). */
  maxRetries?: number;
  /** First backoff wait (default 1000 ms), doubled per retry, unless the answer's Retry-After says otherwise. */
  retryBaseDelayMs?: number;
  /** How a retry waits (default setTimeout); tests pass a recorder (sdk/retry-rule.json's conformance test). */
  retrySleep?: (ms: number) => Promise<void>;
  fetch?: typeof fetch;
}

/** Throws the envelope of a failed call; returns the data of a successful one. */
function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.response.ok) return result.data as T;
  throw GrahaError.fromBody(result.response.status, result.error, result.response.headers.get('x-request-id'));
}

async function failed(res: Response): Promise<GrahaError> {
  const text = await res.text();
  let body: unknown = null;
  try { body = JSON.parse(text); } catch { /* not JSON */ }
  return GrahaError.fromBody(res.status, body, res.headers.get('x-request-id'));
}

export function createGraha(options: GrahaOptions) {
  const baseUrl = (options.baseUrl ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
  const send = retryingFetch(options.fetch ?? globalThis.fetch, {
    maxRetries: options.maxRetries ?? 3, baseDelayMs: options.retryBaseDelayMs ?? 1000, sleep: options.retrySleep,
  });
  const api = createClient<paths>({ baseUrl, fetch: send, headers: { authorization: `Bearer ${options.apiKey}` } });
  // Every POST carries an Idempotency-Key (the caller's, or a new one), so that retries can never repeat it.
  const idempotency: Middleware = {
    onRequest({ request }) {
      if (request.method === 'POST' && !request.headers.has('idempotency-key')) request.headers.set('idempotency-key', crypto.randomUUID());
      return request;
    },
  };
  api.use(idempotency);

  /**
   * A multipart POST (openapi-fetch does not build forms), with an Idempotency-Key like every other POST, so the retry
   * policy covers uploads too and a retried upload is created once.
   */
  async function postForm(path: string, form: FormData): Promise<Response> {
    const res = await send(new Request(`${baseUrl}${path}`, {
      method: 'POST', body: form, headers: { authorization: `Bearer ${options.apiKey}`, 'idempotency-key': crypto.randomUUID() },
    }));
    if (!res.ok) throw await failed(res);
    return res;
  }

  /** A streamed call's events, parsed from SSE, until `[DONE]`; an error event throws its envelope. */
  async function* events<T>(res: Response): AsyncGenerator<T> {
    if (!res.ok) throw await failed(res);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
    try {
      for (;;) {
        const { value: event, done } = await reader.read();
        if (done || event.data === '[DONE]') return;
        const data = JSON.parse(event.data);
        if (data && typeof data === 'object' && 'error' in data) throw GrahaError.fromBody(data.error?.status ?? 500, data, res.headers.get('x-request-id'));
        yield data as T;
      }
    } finally {
      // A caller that stops early (break) closes the stream: the server stops generating and bills what was sent.
      await reader.cancel().catch(() => undefined);
    }
  }

  return {
    /** The typed client of every public operation. */
    api,
    models: {
      list: async () => unwrap(await api.GET('/v1/models')),
    },
    chat: {
      create: async (body: ChatRequest): Promise<ChatCompletion> => unwrap(await api.POST('/v1/chat/completions', { body: { ...body, stream: false } })) as ChatCompletion,
      /** The chunks of a streamed completion, as an async iterator (ends after the last chunk). */
      stream: async function* (body: ChatRequest): AsyncGenerator<ChatChunk> {
        const { response } = await api.POST('/v1/chat/completions', { body: { ...body, stream: true }, parseAs: 'stream' });
        yield* events<ChatChunk>(response);
      },
    },
    embeddings: {
      create: async (body: Schemas['EmbeddingCreateRequest']) => unwrap(await api.POST('/v1/embeddings', { body })),
    },
    images: {
      generate: async (body: Schemas['ImageGenerationRequest']) => unwrap(await api.POST('/v1/images/generations', { body })),
    },
    audio: {
      /** Speech as bytes in the requested format (mp3 by default). */
      speech: async (body: Schemas['SpeechCreateRequest']): Promise<ArrayBuffer> => {
        const { response } = await api.POST('/v1/audio/speech', { body, parseAs: 'stream' });
        if (!response.ok) throw await failed(response);
        return response.arrayBuffer();
      },
      /** Transcription of an audio file (multipart). */
      transcriptions: async (fields: { file: Blob; filename?: string; model: string; language?: string; response_format?: string }) => {
        const form = new FormData();
        form.set('file', fields.file, fields.filename ?? 'audio.wav');
        for (const [k, v] of Object.entries(fields)) if (k !== 'file' && k !== 'filename' && v !== undefined) form.set(k, String(v));
        const res = await postForm('/v1/audio/transcriptions', form);
        return (res.headers.get('content-type') ?? '').startsWith('application/json') ? res.json() : res.text();
      },
    },
    files: {
      /** Upload a JSONL file (multipart) for fine-tuning, batches or evaluations. */
      upload: async (fields: { file: Blob; filename?: string; purpose: string }) => {
        const form = new FormData();
        form.set('file', fields.file, fields.filename ?? 'data.jsonl');
        form.set('purpose', fields.purpose);
        return (await postForm('/v1/files', form)).json();
      },
    },
    astrology: {
      kundali: async (query: paths['/v1/astrology/kundali']['get']['parameters']['query']) => unwrap(await api.GET('/v1/astrology/kundali', { params: { query } })),
      match: async (query: paths['/v1/astrology/match']['get']['parameters']['query']) => unwrap(await api.GET('/v1/astrology/match', { params: { query } })),
      horoscope: async (query: paths['/v1/astrology/horoscope']['get']['parameters']['query']) => unwrap(await api.GET('/v1/astrology/horoscope', { params: { query } })),
      dasha: async (query: paths['/v1/astrology/dasha']['get']['parameters']['query']) => unwrap(await api.GET('/v1/astrology/dasha', { params: { query } })),
    },
    billing: {
      balance: async () => unwrap(await api.GET('/v1/billing/balance')),
      usage: async (period?: string) => unwrap(await api.GET('/v1/billing/usage', { params: { query: period ? { period } : {} } })),
      deposit: async (body: Schemas['DepositRequest']) => unwrap(await api.POST('/v1/billing/deposit', { body })),
    },
  };
}

export type Graha = ReturnType<typeof createGraha>;
