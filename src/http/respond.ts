/** Writes a handler's result: JSON (validated against the spec when asked), raw bytes, or an SSE stream. */
import type { Request, Response } from 'express';
import type { OpenAPIBackend } from 'openapi-backend';
import type { AppContext } from '../context';
import { ApiError, errors } from '../errors';
import { EventBatch } from '../eventBatch';
import { jsonTextOf } from '../jsonText';
import { stateOf } from './steps/requestId';

interface Json { status: number; body: unknown; headers?: Record<string, string> }
interface Binary { status: number; binary: Buffer; contentType: string; headers?: Record<string, string> }
interface ByteStream { status: number; stream: AsyncIterable<Buffer>; contentType: string; headers?: Record<string, string>; onClose?: (completed: boolean) => void | Promise<void> }
interface Sse { status: number; sse: AsyncIterable<unknown>; headers?: Record<string, string>; onClose?: (completed: boolean) => void | Promise<void> }

export interface RespondOptions { api: OpenAPIBackend; operationId: string; ctx: AppContext; req: Request }

export class ResponseContractError extends Error {}

/** SSE text gathered before it is written at once (a long answer's events are not held past this). */
const FLUSH_CHARS = 16 * 1024;

export async function sendResult(res: Response, result: unknown, opts: RespondOptions): Promise<void> {
  const r = result as Partial<Json & Binary & Sse & ByteStream & { storedJson: string }> & { status: number };
  for (const [name, value] of Object.entries(r.headers ?? {})) res.setHeader(name, value);
  if (r.binary) {
    res.status(r.status).type(r.contentType!).send(r.binary);
    return;
  }
  if (r.sse) {
    await writeSse(res, r as Sse, opts);
    return;
  }
  if (r.stream) {
    await writeByteStream(res, r as ByteStream, opts);
    return;
  }
  if (typeof r.storedJson === 'string') {
    // An answer kept by an Idempotency-Key, replayed byte for byte (validated when it was first sent).
    writeJson(res, r.status, r.storedJson);
    return;
  }
  if (opts.ctx.config.validateResponses) {
    const check = opts.api.validateResponse(r.body, opts.operationId, r.status);
    if (check.errors?.length) {
      opts.ctx.log.error({ operationId: opts.operationId, errors: check.errors }, 'response violates openapi.yaml');
      throw new ResponseContractError(`${opts.operationId} response violates openapi.yaml: ${JSON.stringify(check.errors)}`);
    }
  }
  writeJson(res, r.status, JSON.stringify(r.body));
}

/**
 * A JSON answer written as express's res.json writes it (the same status, content type and length), without the work
 * it does for features the API turns off or never has: the JSON settings lookups, ETag generation (disabled), the
 * freshness check of a conditional GET (no operation sends an ETag or Last-Modified).
 */
function writeJson(res: Response, status: number, text: string): void {
  res.statusCode = status;
  if (status === 204 || status === 304) {
    // As express: no body, no content headers.
    res.removeHeader('content-type');
    res.removeHeader('content-length');
    res.end();
    return;
  }
  res.setHeader('content-type', 'application/json; charset=utf-8');
  if (text.length < 1000 || res.req.method === 'HEAD') {
    res.setHeader('content-length', Buffer.byteLength(text));
    res.end(res.req.method === 'HEAD' ? undefined : text);
    return;
  }
  // As express's res.send does from 1000 characters on: the text is encoded once, into a Buffer whose length is the
  // Content-Length and whose bytes Node writes as they are. As a string it would be scanned for its UTF-8 length twice
  // (here and in Node's write) and encoded again by the socket write (bench/README.md, "Where PGlite's extra goes").
  const body = Buffer.from(text, 'utf8');
  res.setHeader('content-length', body.length);
  res.end(body);
}

/**
 * Resolves once the socket has taken what is buffered, or the response is gone. A client that takes nothing for
 * `stallMs` is disconnected: that aborts the call (the upstream request is cancelled, the charge settled for what was
 * generated, holds and slots freed) instead of keeping them for as long as the client keeps its connection open.
 */
function drained(res: Response, signal: AbortSignal, stallMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(stall);
      res.off('drain', done);
      res.off('close', done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const stall = setTimeout(() => res.destroy(), stallMs);
    res.on('drain', done);
    res.on('close', done);
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * OpenAI-style SSE: `data: <json>\n\n` per event, `data: [DONE]` at the end; an error mid-stream is an error event.
 * A client that reads slower than the upstream generates is not buffered for: once the socket's buffer is full the
 * next event is pulled only after it drained, so the upstream connection waits too (TCP backpressure end to end).
 */
async function writeSse(res: Response, r: Sse, opts: RespondOptions): Promise<void> {
  const signal = stateOf(opts.req).abort.signal;
  res.status(r.status);
  res.setHeader('content-type', 'text/event-stream; charset=utf-8');
  res.setHeader('cache-control', 'no-cache');
  res.setHeader('connection', 'keep-alive');
  res.setHeader('x-accel-buffering', 'no');
  // Events that are ready together (e.g. parsed from one upstream packet) leave as one chunk of the response in one
  // socket write: their text is gathered and written at the end of this turn of the event loop (no added wait), or
  // at once when it reaches FLUSH_CHARS. One res.write per turn instead of one per event: each write of a chunked
  // response is its own chunk (size line, data, CRLF) through Node's outgoing-message machinery (bench/profile.ts).
  // The headers leave with the first write.
  let pending = '';
  let flush: NodeJS.Immediate | null = null;
  const flushNow = () => {
    if (flush) { clearImmediate(flush); flush = null; }
    if (pending === '') return;
    const text = pending;
    pending = '';
    res.write(text);
  };
  const write = (text: string) => {
    pending += text;
    if (pending.length >= FLUSH_CHARS) flushNow();
    else flush ??= setImmediate(flushNow);
  };
  let completed = false;
  try {
    for await (const item of r.sse) {
      if (signal.aborted) break;
      // A chat chunk comes as its JSON text already (src/gateway/chat/chunkJson.ts); several may come as one batch.
      if (item instanceof EventBatch) for (const event of item.events) write(`data: ${jsonTextOf(event)}\n\n`);
      else write(`data: ${jsonTextOf(item)}\n\n`);
      // Backpressure counts what was written; what is gathered is bounded by FLUSH_CHARS.
      if (res.writableNeedDrain) await drained(res, signal, opts.ctx.config.streamStallTimeoutMs);
    }
    if (!signal.aborted) {
      write('data: [DONE]\n\n');
      completed = true;
    }
  } catch (err) {
    const apiError = err instanceof ApiError ? err : errors.internal();
    if (!(err instanceof ApiError)) opts.ctx.log.error({ err, operationId: opts.operationId }, 'stream failed');
    if (!signal.aborted) write(`data: ${JSON.stringify(apiError.toBody())}\n\n`);
  } finally {
    // What is gathered and the end of the body leave in one socket write.
    if (flush) { clearImmediate(flush); flush = null; }
    const rest = pending;
    pending = '';
    if (rest !== '' && !res.destroyed) res.end(rest);
    else res.end();
    await r.onClose?.(completed);
  }
}

/**
 * Raw bytes as they are produced, with chunked transfer (no Content-Length), so the first bytes leave before the
 * producer ends (synthesized audio). Same backpressure as SSE. A failure after the headers left cannot become an
 * error envelope (the body is audio): the connection is destroyed, so the client sees a truncated transfer rather
 * than a short file that looks complete.
 */
async function writeByteStream(res: Response, r: ByteStream, opts: RespondOptions): Promise<void> {
  const signal = stateOf(opts.req).abort.signal;
  res.status(r.status);
  res.setHeader('content-type', r.contentType);
  res.setHeader('cache-control', 'no-cache');
  res.setHeader('x-accel-buffering', 'no');
  let completed = false;
  try {
    for await (const chunk of r.stream) {
      if (signal.aborted) break;
      res.write(chunk);
      if (res.writableNeedDrain) await drained(res, signal, opts.ctx.config.streamStallTimeoutMs);
    }
    completed = !signal.aborted;
  } catch (err) {
    if (!(err instanceof ApiError)) opts.ctx.log.error({ err, operationId: opts.operationId }, 'byte stream failed');
    res.destroy();
  } finally {
    if (completed) res.end();
    await r.onClose?.(completed);
  }
}
