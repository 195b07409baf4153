/**
 * Turns an HttpProviderSpec into a ChatProvider: pooled keep-alive connections per upstream origin, an idle timeout
 * (to the response headers and between stream chunks), retries with backoff only where nothing was generated, and
 * the one mapping of upstream failures (issue: upstream 429/5xx/timeouts -> 503 with Retry-After; upstream 4xx ->
 * 400 with the upstream's message).
 */
import http from 'node:http';
import https from 'node:https';
import { ApiError, errors } from '../errors';
import { SseParser } from './sse';
import type { ChatCall, ChatProvider, HttpProviderSpec, ProviderCompletion, StreamDelta, UpstreamTarget } from './types';

/** Longest upstream Retry-After we wait out ourselves; longer ones go back to the client as our 503's Retry-After. */
const MAX_RETRY_WAIT_MS = 2000;
const BASE_BACKOFF_MS = 100;

/** The largest upstream answer read (UPSTREAM_MAX_ANSWER_BYTES); a larger one is refused, not buffered. */
export const DEFAULT_MAX_ANSWER_BYTES = 64 * 1024 * 1024;
/** What is read of an upstream's error body (its message is near the start). */
const ERROR_BODY_BYTES = 64 * 1024;

/**
 * Keep-alive connection pools to upstream origins, one agent per (origin, connection limit). The app context owns
 * one (GatewayState.upstreamAgents), shared by the HTTP providers, and closes it on shutdown.
 */
export class UpstreamAgents {
  private readonly agents = new Map<string, http.Agent>();

  constructor(readonly maxAnswerBytes = DEFAULT_MAX_ANSWER_BYTES) {}

  private readonly endpoints = new Map<string, UpstreamEndpoint>();

  /**
   * The parsed URL, its agent and the request options of one upstream URL, kept: a call does not parse the URL again
   * nor have http.request convert it (urlToHttpOptions) each time (issue 23). The URLs come from the model
   * registry, a handful; the map is bounded all the same.
   */
  endpointFor(urlText: string, maxConnections: number): UpstreamEndpoint {
    const key = `${maxConnections}#${urlText}`;
    let endpoint = this.endpoints.get(key);
    if (!endpoint) {
      const url = new URL(urlText);
      const agent = this.agentFor(url, maxConnections);
      endpoint = {
        https: url.protocol === 'https:', agent,
        // As urlToHttpOptions: an IPv6 host without its brackets, credentials in the URL as `auth`.
        options: {
          protocol: url.protocol, hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'), port: url.port || undefined, path: url.pathname + url.search, agent,
          ...(url.username || url.password ? { auth: `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}` } : {}),
        },
      };
      if (this.endpoints.size >= 1024) this.endpoints.delete(this.endpoints.keys().next().value!);
      this.endpoints.set(key, endpoint);
    }
    return endpoint;
  }

  agentFor(url: URL, maxConnections: number): http.Agent {
    const key = `${url.protocol}//${url.host}#${maxConnections}`;
    let agent = this.agents.get(key);
    if (!agent) {
      const opts = { keepAlive: true, keepAliveMsecs: 30_000, maxSockets: maxConnections, maxFreeSockets: Math.min(maxConnections, 256), scheduling: 'lifo' as const };
      agent = url.protocol === 'https:' ? new https.Agent(opts) : new http.Agent(opts);
      this.agents.set(key, agent);
    }
    return agent;
  }

  /** Closes every pooled upstream connection (shutdown, tests). */
  close(): void {
    for (const agent of this.agents.values()) agent.destroy();
    this.agents.clear();
    this.endpoints.clear();
  }
}

/** One upstream URL ready to send to: http.request's options without headers and method. */
export interface UpstreamEndpoint {
  https: boolean;
  agent: http.Agent;
  options: { protocol: string; hostname: string; port: string | undefined; path: string; agent: http.Agent; auth?: string };
}

class UpstreamTimeout extends Error {}
/** The client left. `promptSent`: an upstream request was in flight (the upstream had the prompt), not merely planned. */
class ClientGone extends Error {
  constructor(message: string, readonly promptSent = true) { super(message); }
}

export function isClientGone(err: unknown): boolean {
  return err instanceof ClientGone;
}

/** The client left while an upstream request was in flight: the upstream had the prompt (and may charge for it). */
export function leftDuringUpstreamCall(err: unknown): boolean {
  return err instanceof ClientGone && err.promptSent;
}

function upstreamTimeout(target: UpstreamTarget): ApiError {
  return errors.unavailable(`The upstream provider did not answer within ${target.timeoutMs} ms. Retry later.`, 1000, 'upstream_timeout');
}

/** Retry-After (seconds or HTTP date) and retry-after-ms of an upstream response, in ms. */
export function retryAfterMs(headers: http.IncomingHttpHeaders, now = Date.now()): number | null {
  const ms = Number(headers['retry-after-ms']);
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const raw = headers['retry-after'];
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  const seconds = Number(raw);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(raw);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** Maps an upstream error answer to our catalogue. */
export function mapUpstreamStatus(spec: HttpProviderSpec, status: number, bodyText: string, headers: http.IncomingHttpHeaders, secret: string | null = null): ApiError {
  let message: string | null = null;
  let param: string | null = null;
  try {
    const json = JSON.parse(bodyText);
    message = spec.errorMessage(json);
    param = spec.errorParam?.(json) ?? null;
  } catch { message = null; }
  // The caller sees a 4xx's message: never with the gateway's upstream key in it, should the upstream echo it.
  if (message !== null && secret) message = message.split(secret).join('[redacted]');
  // A redirect: the configured base URL is not where the upstream serves (http for https, a moved path).
  if (status < 400) {
    return errors.unavailable(`The upstream provider cannot serve this model at the moment (HTTP ${status}); the operator has been notified by the logs.`, 5000, 'upstream_unavailable');
  }
  if (status === 429 || status === 408 || status >= 500) {
    return errors.unavailable(
      `The upstream provider is temporarily unavailable (HTTP ${status}). Retry later.`,
      retryAfterMs(headers) ?? 1000,
      status === 429 ? 'upstream_rate_limited' : 'upstream_unavailable',
    );
  }
  // The upstream refused *our* credentials: not the caller's fault, and its message may quote part of our key.
  if (status === 401 || status === 403) {
    return errors.unavailable('The upstream provider refused the gateway\'s credentials; the operator has been notified by the logs.', 5000, 'upstream_auth');
  }
  // The gateway's own standing with the upstream, not the caller's request: 402 (the operator's credit there) and 404
  // (a configured upstream model name the provider does not know, e.g. a retired model).
  if (status === 402 || status === 404) {
    return errors.unavailable(`The upstream provider cannot serve this model at the moment (HTTP ${status}); the operator has been notified by the logs.`, 5000, 'upstream_unavailable');
  }
  if (message !== null && CONTEXT_EXCEEDED.test(message)) {
    return errors.invalidRequest(`The upstream provider rejected the request: ${message}`, param ?? 'messages', 'context_length_exceeded');
  }
  return errors.invalidRequest(`The upstream provider rejected the request: ${message ?? `HTTP ${status}`}`, param, 'upstream_rejected');
}

/** How OpenAI-compatible servers and Anthropic word a prompt that does not fit the model's context window. */
const CONTEXT_EXCEEDED = /context[ _]length|context window|prompt is too long|maximum context/i;

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new ClientGone('client disconnected', false));
    const t = setTimeout(() => { signal.removeEventListener('abort', onAbort); resolve(); }, ms);
    const onAbort = () => { clearTimeout(t); reject(new ClientGone('client disconnected', false)); };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

interface OpenResponse {
  res: http.IncomingMessage;
  /** Restarts the idle timeout (call on every chunk). */
  bump(): void;
  /**
   * Stops the idle clock while the gateway itself is not reading (a slow client holds a streamed delta); `bump`
   * starts it again. Waiting for our own client is not the upstream being idle.
   */
  hold(): void;
  /** Stops timers and listeners. */
  done(): void;
  /** Why we destroyed the connection ourselves (timeout, client gone), if we did. */
  destroyedBy(): Error | null;
}

interface SendError extends Error { code?: string; reusedSocket?: boolean }

/**
 * One HTTP attempt; resolves with the response (any status) once its headers arrived. The payload is the JSON text:
 * Node writes a string body and the request head in one socket write (a Buffer body takes a writev of two).
 */
function sendOnce(endpoint: UpstreamEndpoint, headers: Record<string, string>, payload: { text: string; bytes: number }, target: UpstreamTarget, signal: AbortSignal): Promise<OpenResponse> {
  return new Promise((resolve, reject) => {
    const mod = endpoint.https ? https : http;
    const req = mod.request({ ...endpoint.options, method: 'POST', headers: { ...headers, 'content-length': String(payload.bytes) } });
    let settled = false;
    let cause: Error | null = null;
    let response: http.IncomingMessage | null = null;
    const kill = (err: Error) => { cause ??= err; req.destroy(err); response?.destroy(err); };
    let held = false;
    const timer = setTimeout(() => {
      if (held) timer.refresh();
      else kill(new UpstreamTimeout('timeout'));
    }, target.timeoutMs);
    const onAbort = () => kill(new ClientGone('client disconnected'));
    signal.addEventListener('abort', onAbort, { once: true });
    const done = () => { clearTimeout(timer); signal.removeEventListener('abort', onAbort); };
    req.on('error', (err: SendError) => {
      if (settled) return;
      settled = true;
      done();
      err.reusedSocket = req.reusedSocket;
      reject(err);
    });
    req.on('response', (res) => {
      settled = true;
      response = res;
      timer.refresh();
      // Errors while reading the body surface from the body iterator; map the cause there.
      res.on('error', () => undefined);
      resolve({ res, bump: () => { held = false; timer.refresh(); }, hold: () => { held = true; }, done, destroyedBy: () => cause });
    });
    req.end(payload.text);
  });
}

/**
 * The whole body of a (non-stream) answer. Plain listeners rather than `for await` over the response: the stream's
 * async iterator costs a promise and an iterator step per chunk plus its own end-of-stream machinery (about 10 µs and
 * 2.5 KB of garbage per chat call in a CPU and heap profile of bench/gateway.ts at concurrency 1). A connection that
 * closes before the body ended rejects, as the iterator would.
 */
function readAll(open: OpenResponse, maxBytes: number, overflow: 'refuse' | 'truncate'): Promise<string> {
  const { res } = open;
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    let bytes = 0;
    res.on('data', (chunk: Buffer) => {
      open.bump();
      bytes += chunk.length;
      if (bytes <= maxBytes) { parts.push(chunk); return; }
      // Never buffer without bound: one huge answer would take the process (and every other call) down.
      res.removeAllListeners('data');
      res.destroy();
      if (overflow === 'truncate') {
        parts.push(chunk.subarray(0, chunk.length - (bytes - maxBytes)));
        resolve(Buffer.concat(parts).toString('utf8'));
      } else {
        reject(errors.unavailable(`The upstream provider sent an answer larger than ${maxBytes} bytes. Retry later.`, 1000, 'upstream_malformed'));
      }
    });
    res.once('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    res.once('error', reject);
    res.once('close', () => { if (!res.complete) reject(new Error('the upstream closed the connection before the body ended')); });
  });
}

/** Maps an error thrown while talking to the upstream. */
function mapTransportError(err: unknown, target: UpstreamTarget, signal: AbortSignal): Error {
  if (err instanceof ApiError) return err;
  if (err instanceof ClientGone) return err;
  if (signal.aborted) return new ClientGone('client disconnected');
  if (err instanceof UpstreamTimeout) return upstreamTimeout(target);
  const code = (err as SendError)?.code;
  return errors.unavailable(`The upstream provider could not be reached${code ? ` (${code})` : ''}. Retry later.`, 1000, 'upstream_unreachable');
}

/**
 * Sends the call, retrying only refusals where the upstream returned no completion (so none is billed): 429 and 5xx
 * answers other than 501, a refused
 * connection, and a reset on a reused keep-alive socket (Node's documented stale-socket race). Timeouts are not
 * retried: the upstream may have been generating.
 */
async function openUpstream(spec: HttpProviderSpec, agents: UpstreamAgents, call: ChatCall, stream: boolean): Promise<OpenResponse> {
  const { target, signal } = call;
  const endpoint = agents.endpointFor(spec.api.url(target), target.maxConnections);
  // identity: the answer is parsed as it arrives; without the header an upstream may legally compress it.
  const headers = {
    'content-type': 'application/json', accept: stream ? 'text/event-stream' : 'application/json', 'accept-encoding': 'identity',
    ...spec.api.headers(target),
  };
  const text = JSON.stringify(spec.mapRequest(call.body, target, stream));
  const payload = { text, bytes: Buffer.byteLength(text) };
  if (signal.aborted) throw new ClientGone('client disconnected', false);
  for (let attempt = 0; ; attempt++) {
    let waitMs: number;
    let failure: Error;
    try {
      const open = await sendOnce(endpoint, headers, payload, target, signal);
      const status = open.res.statusCode ?? 0;
      if (status >= 200 && status < 300) return open;
      let text = '';
      try { text = await readAll(open, ERROR_BODY_BYTES, 'truncate'); } finally { open.done(); }
      failure = mapUpstreamStatus(spec, status, text, open.res.headers, target.apiKey);
      const retryable = status === 429 || (status >= 500 && status !== 501);
      const upstreamWait = retryAfterMs(open.res.headers);
      if (!retryable || (upstreamWait !== null && upstreamWait > MAX_RETRY_WAIT_MS)) throw failure;
      waitMs = upstreamWait ?? BASE_BACKOFF_MS * 2 ** attempt * (0.5 + Math.random());
    } catch (err) {
      if (err instanceof ApiError) throw err;
      const e = err as SendError;
      failure = mapTransportError(err, target, signal);
      const safe = e?.code === 'ECONNREFUSED' || (e?.reusedSocket === true && e?.code === 'ECONNRESET');
      if (!safe || failure instanceof ClientGone) throw failure;
      waitMs = BASE_BACKOFF_MS * 2 ** attempt * (0.5 + Math.random());
    }
    if (attempt >= target.maxRetries) throw failure;
    await sleep(waitMs, signal);
  }
}

/** How long the rest of a body after its stream's end marker may take before its connection is dropped. */
const DRAIN_AFTER_END_MS = 2_000;

/**
 * Reads what is left of a response whose stream already ended (usually just the chunked terminator) without holding
 * up the answer: a fully read response returns its keep-alive connection to the pool; one that does not end soon is
 * dropped. Errors are ignored (sendOnce listens for them): the answer is complete.
 */
function drainRest(res: http.IncomingMessage): void {
  const timer = setTimeout(() => res.destroy(), DRAIN_AFTER_END_MS).unref();
  res.once('close', () => clearTimeout(timer));
  res.resume();
}

export function httpProvider(spec: HttpProviderSpec, agents: UpstreamAgents): ChatProvider {
  return {
    async complete(call: ChatCall): Promise<ProviderCompletion> {
      const open = await openUpstream(spec, agents, call, false);
      let text: string;
      try {
        text = await readAll(open, agents.maxAnswerBytes, 'refuse');
      } catch (err) {
        throw mapTransportError(open.destroyedBy() ?? err, call.target, call.signal);
      } finally {
        open.done();
      }
      let json: unknown;
      try { json = JSON.parse(text); } catch {
        throw errors.unavailable('The upstream provider sent a malformed answer. Retry later.', 1000, 'upstream_malformed');
      }
      try {
        return spec.mapResponse(json, call.body);
      } catch (err) {
        if (err instanceof ApiError) throw err;
        // An answer of an unexpected shape (an item that is not an object, ...) is the upstream's fault, not a 500.
        throw errors.unavailable('The upstream provider sent a malformed answer. Retry later.', 1000, 'upstream_malformed');
      }
    },

    async stream(call: ChatCall): Promise<AsyncIterable<StreamDelta>> {
      const open = await openUpstream(spec, agents, call, true);
      const mapChunk = spec.createChunkMapper(call.body);
      return (async function* deltas(): AsyncGenerator<StreamDelta> {
        const parser = new SseParser();
        let finished = false;
        let sawFinish = false;
        let cut = false;
        try {
          // destroyOnReturn false: leaving the loop at the end marker keeps the connection, whose rest is drained in
          // the background (drainRest); every other early exit destroys it below.
          reading: for await (const chunk of open.res.iterator({ destroyOnReturn: false })) {
            open.bump();
            for (const event of parser.push(chunk as Buffer)) {
              const mapped = mapChunk(event);
              if (mapped === 'done') { finished = true; break reading; }
              for (const delta of mapped) {
                if (delta.kind === 'finish') { sawFinish = true; cut = delta.cut === true; }
                open.hold();
                yield delta;
                open.bump();
                if (cut) break reading;
              }
            }
          }
          if (finished || cut) { finished = true; return; }
          // Some OpenAI-compatible servers end without `[DONE]`; a stream that reached finish_reason is complete.
          if (sawFinish) { finished = true; return; }
        } catch (err) {
          if (call.signal.aborted || open.destroyedBy() instanceof ClientGone) throw new ClientGone('client disconnected');
          if (err instanceof ApiError) throw err;
          // The answer had ended (finish_reason seen); only the connection's end went wrong. Usage not yet reported
          // is counted by the gateway.
          if (sawFinish) { finished = true; return; }
          if (err instanceof UpstreamTimeout || open.destroyedBy() instanceof UpstreamTimeout) throw upstreamTimeout(call.target);
          throw errors.unavailable('The upstream provider closed the stream. Retry later.', 1000, 'upstream_stream_closed');
        } finally {
          open.done();
          // Leaving early (client gone, error, an answer the gateway cut): drop the connection so the upstream stops
          // generating. After the end marker, read what is left so the connection can go back to the pool.
          if (!open.res.complete) {
            if (finished && !cut) drainRest(open.res);
            else open.res.destroy();
          }
        }
        if (call.signal.aborted) throw new ClientGone('client disconnected');
        throw errors.unavailable('The upstream provider ended the stream before finishing. Retry later.', 1000, 'upstream_stream_closed');
      })();
    },
  };
}
