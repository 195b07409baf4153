/**
 * Turns an HttpProviderSpec into a ChatProvider: pooled keep-alive connections per upstream origin, an idle timeout
 * (to the response headers and between stream chunks), retries with backoff only where nothing was generated, and
 * the one mapping of upstream failures (issue: upstream 429/5xx/timeouts -> 503 with Retry-After; upstream 4xx ->
 * 400 with the upstream's message).
 */
import diagnostics from 'node:diagnostics_channel';
import type { IncomingHttpHeaders } from 'node:http';
import { Pool, type Dispatcher } from 'undici';
import { ApiError, errors } from '../errors';
import { SseParser } from './sse';
import { UpstreamBody } from './upstreamAnswerBody';
import type { ChatCall, ChatProvider, HttpProviderSpec, ProviderCompletion, SseEvent, StreamDelta, UpstreamTarget } from './types';

/** Longest upstream Retry-After we wait out ourselves; longer ones go back to the client as our 503's Retry-After. */
const MAX_RETRY_WAIT_MS = 2000;
const BASE_BACKOFF_MS = 100;

/** The largest upstream answer read (UPSTREAM_MAX_ANSWER_BYTES); a larger one is refused, not buffered. */
export const DEFAULT_MAX_ANSWER_BYTES = 64 * 1024 * 1024;
/** What is read of an upstream's error body (its message is near the start). */
const ERROR_BODY_BYTES = 64 * 1024;

/**
 * Keep-alive connection pools to upstream origins, one undici Pool per (origin, connection limit). The app context
 * owns one (GatewayState.upstreamAgents), shared by the HTTP providers, and closes it on shutdown. undici rather than
 * node:http: the same call costs about 25-30 µs less CPU (issue 23).
 */
export class UpstreamAgents {
  private readonly pools = new Map<string, Pool>();

  constructor(readonly maxAnswerBytes = DEFAULT_MAX_ANSWER_BYTES) {}

  private readonly endpoints = new Map<string, UpstreamEndpoint>();

  /**
   * The parsed URL, its pool and what a request to it needs, kept: a call does not parse the URL again (issue 23).
   * The URLs come from the model registry, a handful; the map is bounded all the same.
   */
  endpointFor(urlText: string, maxConnections: number): UpstreamEndpoint {
    const key = `${maxConnections}#${urlText}`;
    let endpoint = this.endpoints.get(key);
    if (!endpoint) {
      const url = new URL(urlText);
      endpoint = {
        origin: url.origin, path: url.pathname + url.search, pool: this.poolFor(url, maxConnections),
        // As http.request did with credentials in the URL (its `auth`): basic auth, unless the provider sets its own.
        authorization: url.username || url.password
          ? `Basic ${Buffer.from(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`).toString('base64')}`
          : null,
      };
      if (this.endpoints.size >= 1024) this.endpoints.delete(this.endpoints.keys().next().value!);
      this.endpoints.set(key, endpoint);
    }
    return endpoint;
  }

  poolFor(url: URL, maxConnections: number): Pool {
    const key = `${url.origin}#${maxConnections}`;
    let pool = this.pools.get(key);
    if (!pool) {
      pool = new Pool(url.origin, {
        connections: maxConnections,
        // No timeouts of undici's own: the idle timeout of sendOnce covers connecting, the response headers and the
        // gaps between chunks, and stops while our own client holds a stream (undici's body timeout would not).
        connectTimeout: 0, headersTimeout: 0, bodyTimeout: 0,
        // An idle connection is kept until the upstream closes it or its Keep-Alive hint says it will (undici's own
        // default, 4 s, would mean a new TLS handshake for calls a few seconds apart); TCP keep-alive probes after 30 s.
        keepAliveTimeout: 600_000,
        connect: { keepAlive: true, keepAliveInitialDelay: 30_000 },
      });
      this.pools.set(key, pool);
    }
    return pool;
  }

  /** Closes every pooled upstream connection (shutdown, tests). */
  close(): void {
    for (const pool of this.pools.values()) pool.destroy().catch(() => undefined);
    this.pools.clear();
    this.endpoints.clear();
  }
}

/** One upstream URL ready to send to. */
export interface UpstreamEndpoint {
  /** scheme://host[:port], IPv6 hosts in brackets, default ports left out (the pool's origin). */
  origin: string;
  /** Path and query, as sent in the request line. */
  path: string;
  pool: Pool;
  /** The Authorization header for credentials in the URL, if it has any. */
  authorization: string | null;
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
export function retryAfterMs(headers: IncomingHttpHeaders, now = Date.now()): number | null {
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
export function mapUpstreamStatus(spec: HttpProviderSpec, status: number, bodyText: string, headers: IncomingHttpHeaders, secret: string | null = null): ApiError {
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

/** Connections that have carried a request: a request written on one of them again went out on a reused connection. */
const usedConnections = new WeakSet<object>();
/** The attempt undici is writing right now: its onConnect and the sendHeaders message come in one synchronous go. */
let writing: Attempt | null = null;
// undici's documented message right before a request's first byte is written, with its connection (docs/api/
// DiagnosticsChannel.md): how an attempt knows it went out on a kept-alive connection, node:http's `req.reusedSocket`.
diagnostics.subscribe('undici:client:sendHeaders', (message) => {
  const { socket } = message as { socket: object };
  if (writing) {
    writing.reusedConnection = usedConnections.has(socket);
    writing = null;
  }
  usedConnections.add(socket);
});

/**
 * One upstream request as an undici dispatch handler: `opened` once the final response head arrived (1xx heads are
 * skipped, as node:http skips them), `failed` if the request ended before that.
 */
class Attempt implements Dispatcher.DispatchHandlers {
  /** Set once the request is on a connection: ends it there and closes that connection. */
  private abortRequest: ((err: Error) => void) | null = null;
  private killedWith: Error | null = null;
  private body: UpstreamBody | null = null;
  /** Written on a connection that had carried a request before. */
  reusedConnection = false;
  /** A byte of the response arrived. */
  responseStarted = false;

  constructor(
    private readonly opened: (status: number, rawHeaders: Buffer[], body: UpstreamBody) => void,
    private readonly failed: (err: Error) => void,
  ) {}

  /** Ends the request with `err` wherever it is: reading the body, on a connection, or still waiting for one. */
  kill(err: Error): void {
    if (this.body) this.body.destroy(err);
    else if (this.abortRequest) this.abortRequest(err);
    else {
      this.killedWith = err;
      this.failed(err);
    }
  }

  onConnect(abort: (err?: Error) => void): void {
    // Killed while it waited for a connection: dropped there before a byte of it is written.
    if (this.killedWith) return abort(this.killedWith);
    this.abortRequest = abort;
    writing = this;
  }

  onResponseStarted(): void {
    this.responseStarted = true;
  }

  onHeaders(status: number, rawHeaders: Buffer[], resume: () => void): boolean {
    if (status < 200) return true;
    this.body = new UpstreamBody(resume, this.abortRequest!);
    this.opened(status, rawHeaders, this.body);
    return true;
  }

  onData(chunk: Buffer): boolean {
    return this.body!.accept(chunk);
  }

  onComplete(): void {
    this.body!.end();
  }

  onError(err: Error): void {
    if (this.body) this.body.fail(err);
    else this.failed(err);
  }
}

/** The headers node:http keeps only the first of when repeated (IncomingMessage); set-cookie is a list, others are joined. */
const FIRST_ONLY = new Set([
  'age', 'authorization', 'content-length', 'content-type', 'etag', 'expires', 'from', 'host', 'if-modified-since',
  'if-unmodified-since', 'last-modified', 'location', 'max-forwards', 'proxy-authorization', 'referer', 'retry-after',
  'server', 'user-agent',
]);

/** undici's raw response headers as node:http's `res.headers` (lower-case names, repeated headers merged as Node does). */
export function headersOf(raw: Buffer[]): IncomingHttpHeaders {
  const headers: Record<string, string | string[]> = {};
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i].toString('latin1').toLowerCase();
    const value = raw[i + 1].toString('latin1');
    const seen = headers[name];
    if (seen === undefined) headers[name] = name === 'set-cookie' ? [value] : value;
    else if (Array.isArray(seen)) seen.push(value);
    else if (!FIRST_ONLY.has(name)) headers[name] = `${seen}, ${value}`;
  }
  return headers;
}

interface OpenResponse {
  status: number;
  /** As undici gives them; headersOf reads them when needed (an error answer), not on every call. */
  rawHeaders: Buffer[];
  body: UpstreamBody;
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

/** `staleConnection`: the request went out on a reused keep-alive connection and failed before any response byte. */
interface SendError extends Error { code?: string; staleConnection?: boolean }

/** One HTTP attempt; resolves with the response (any status) once its headers arrived. */
function sendOnce(endpoint: UpstreamEndpoint, headers: Record<string, string>, payload: Buffer, target: UpstreamTarget, signal: AbortSignal): Promise<OpenResponse> {
  return new Promise((resolve, reject) => {
    let settled = false;
    let cause: Error | null = null;
    let held = false;
    const attempt = new Attempt((status, rawHeaders, body) => {
      settled = true;
      timer.refresh();
      resolve({ status, rawHeaders, body, bump: () => { held = false; timer.refresh(); }, hold: () => { held = true; }, done, destroyedBy: () => cause });
    }, (err: SendError) => {
      if (settled) return;
      settled = true;
      done();
      if (attempt.reusedConnection && !attempt.responseStarted) err.staleConnection = true;
      reject(err);
    });
    const kill = (err: Error) => { cause ??= err; attempt.kill(err); };
    const timer = setTimeout(() => {
      if (held) timer.refresh();
      else kill(new UpstreamTimeout('timeout'));
    }, target.timeoutMs);
    const onAbort = () => kill(new ClientGone('client disconnected'));
    signal.addEventListener('abort', onAbort, { once: true });
    const done = () => { clearTimeout(timer); signal.removeEventListener('abort', onAbort); };
    endpoint.pool.dispatch({ path: endpoint.path, method: 'POST', headers, body: payload }, attempt);
  });
}

/**
 * The whole body of a (non-stream) answer, at most `maxBytes` of it: a larger one is refused or cut there. A
 * connection that closes before the body ended rejects (undici's error).
 */
async function readAll(open: OpenResponse, maxBytes: number, overflow: 'refuse' | 'truncate'): Promise<string> {
  const { body } = open;
  const parts: Buffer[] = [];
  let bytes = 0;
  for (let chunks; (chunks = await body.read()) !== null;) {
    open.bump();
    for (const chunk of chunks) {
      bytes += chunk.length;
      if (bytes <= maxBytes) { parts.push(chunk); continue; }
      // Never buffer without bound: one huge answer would take the process (and every other call) down.
      body.destroy();
      if (overflow === 'refuse') throw errors.unavailable(`The upstream provider sent an answer larger than ${maxBytes} bytes. Retry later.`, 1000, 'upstream_malformed');
      parts.push(chunk.subarray(0, chunk.length - (bytes - maxBytes)));
      return Buffer.concat(parts).toString('utf8');
    }
  }
  return parts.length === 1 ? parts[0].toString('utf8') : Buffer.concat(parts).toString('utf8');
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
 * answers other than 501, a refused connection, and a reset or close of a reused keep-alive connection before any
 * response byte (the stale-connection race: the upstream closed it as idle just as we wrote). Timeouts are not
 * retried: the upstream may have been generating.
 */
async function openUpstream(spec: HttpProviderSpec, agents: UpstreamAgents, call: ChatCall, stream: boolean): Promise<OpenResponse> {
  const { target, signal } = call;
  const endpoint = agents.endpointFor(spec.api.url(target), target.maxConnections);
  // identity: the answer is parsed as it arrives; without the header an upstream may legally compress it.
  const headers: Record<string, string> = {
    'content-type': 'application/json', accept: stream ? 'text/event-stream' : 'application/json', 'accept-encoding': 'identity',
    ...spec.api.headers(target),
  };
  if (endpoint.authorization && !Object.keys(headers).some((name) => name.toLowerCase() === 'authorization')) headers.authorization = endpoint.authorization;
  const payload = Buffer.from(JSON.stringify(spec.mapRequest(call.body, target, stream)));
  if (signal.aborted) throw new ClientGone('client disconnected', false);
  for (let attempt = 0; ; attempt++) {
    let waitMs: number;
    let failure: Error;
    try {
      const open = await sendOnce(endpoint, headers, payload, target, signal);
      const { status } = open;
      if (status >= 200 && status < 300) return open;
      let text = '';
      try { text = await readAll(open, ERROR_BODY_BYTES, 'truncate'); } finally { open.done(); }
      const answerHeaders = headersOf(open.rawHeaders);
      failure = mapUpstreamStatus(spec, status, text, answerHeaders, target.apiKey);
      const retryable = status === 429 || (status >= 500 && status !== 501);
      const upstreamWait = retryAfterMs(answerHeaders);
      if (!retryable || (upstreamWait !== null && upstreamWait > MAX_RETRY_WAIT_MS)) throw failure;
      waitMs = upstreamWait ?? BASE_BACKOFF_MS * 2 ** attempt * (0.5 + Math.random());
    } catch (err) {
      if (err instanceof ApiError) throw err;
      const e = err as SendError;
      failure = mapTransportError(err, target, signal);
      // undici's reset or close of the connection: ECONNRESET (a reset) or UND_ERR_SOCKET (closed by the other side).
      const safe = e?.code === 'ECONNREFUSED' || (e?.staleConnection === true && (e.code === 'ECONNRESET' || e.code === 'UND_ERR_SOCKET'));
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
 * A streamed answer's deltas, one batch per network read. Defined once here rather than per call inside `stream`: a
 * generator function made per call gets its own prototype and hidden class (old space) on its first call, and those
 * keep the call's whole closure context (the response, its parser and buffers) reachable for the young-generation
 * collector until the next full collection: about 15 MB survived each scavenge under a streaming load, twice the
 * pause of a plain call's (issue 23, bench/README.md).
 */
async function* streamDeltas(open: OpenResponse, mapChunk: (event: SseEvent) => StreamDelta[] | 'done', call: ChatCall): AsyncGenerator<StreamDelta[]> {
  const parser = new SseParser();
  let finished = false;
  let sawFinish = false;
  let cut = false;
  try {
    // One batch per network read: the deltas of every event that read completed.
    for (let chunks; (chunks = await open.body.read()) !== null;) {
      const batch: StreamDelta[] = [];
      // A malformed event ends the stream, after the deltas before it (they were generated and are delivered).
      let malformed: unknown = null;
      try {
        events: for (const event of parser.push(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks))) {
          const mapped = mapChunk(event);
          if (mapped === 'done') { finished = true; break; }
          for (const delta of mapped) {
            if (delta.kind === 'finish') { sawFinish = true; cut = delta.cut === true; }
            batch.push(delta);
            if (cut) break events;
          }
        }
      } catch (err) {
        malformed = err;
      }
      if (batch.length > 0) {
        // The idle clock stops while the batch is handed on (a slow client of ours holds it); every read
        // starts it again, a keep-alive comment's too.
        open.hold();
        yield batch;
      }
      if (malformed) throw malformed;
      open.bump();
      if (finished || cut) break;
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
    if (!open.body.complete) {
      if (finished && !cut) open.body.discardRest(DRAIN_AFTER_END_MS);
      else open.body.destroy();
    }
  }
  if (call.signal.aborted) throw new ClientGone('client disconnected');
  throw errors.unavailable('The upstream provider ended the stream before finishing. Retry later.', 1000, 'upstream_stream_closed');
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

    async stream(call: ChatCall): Promise<AsyncIterable<StreamDelta[]>> {
      const open = await openUpstream(spec, agents, call, true);
      return streamDeltas(open, spec.createChunkMapper(call.body), call);
    },
  };
}
