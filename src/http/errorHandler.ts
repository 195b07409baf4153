/** The one place that maps every error to the envelope (docs/architecture.md section 2). */
import type { NextFunction, Request, Response } from 'express';
import type { AppContext } from '../context';
import { ApiError, errors } from '../errors';
import { tokenAccountOf } from '../limits/hook';

/** body-parser's errors are http-errors: `expose` marks a message meant for the client. */
interface BodyParserError extends Error { type?: string; status?: number; limit?: number; expose?: boolean }

/**
 * PostgreSQL SQLSTATEs of a server going away or out of room: class 08 (connection exception), 57P01-57P03 (shutdown,
 * crash, starting), class 53 (insufficient resources: disk_full 53100, out of memory, too many connections).
 */
const DB_GONE_SQLSTATE = /^(08...|57P0[123]|53...)$/;
const DB_GONE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTCONN']);
const DB_GONE_MESSAGE = /Connection terminated|connection error and is not queryable|Timeout acquiring a connection/;

/**
 * True when an error says the database cannot be reached (stopped, restarting, failing over, pool exhausted): a
 * condition that passes by itself, so the caller gets 503 with Retry-After, not 500 (issue 22: faults). Follows `cause`.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e !== 'object') return false;
    if (typeof e.code === 'string' && (DB_GONE_SQLSTATE.test(e.code) || DB_GONE_ERRNO.has(e.code))) return true;
    if (e.name === 'KnexTimeoutError') return true;
    if (typeof e.message === 'string' && DB_GONE_MESSAGE.test(e.message)) return true;
  }
  return false;
}

export const DATABASE_RETRY_AFTER_MS = 2000;

export function toApiError(err: unknown, maxJsonBodyBytes: number): ApiError | null {
  if (err instanceof ApiError) return err;
  if (isDatabaseUnavailable(err)) {
    return errors.unavailable('The database is unavailable for a moment; retry after the time in Retry-After.', DATABASE_RETRY_AFTER_MS, 'database_unavailable');
  }
  // A path with broken percent-encoding (`/v1/models/%E0%A4`) fails decoding in the router.
  if (err instanceof URIError) return errors.invalidRequest('The request path is not valid percent-encoded UTF-8.');
  const e = err as BodyParserError;
  switch (e?.type) {
    case 'entity.parse.failed': return errors.malformedJson(`Malformed JSON in request body: ${e.message}`);
    case 'entity.too.large': return errors.payloadTooLarge(e.limit ?? maxJsonBodyBytes);
    case 'encoding.unsupported':
      return errors.unsupportedEncoding(e.message);
    case 'charset.unsupported': return errors.unsupportedMediaType('application/json; charset=utf-8', e.message);
    case 'request.aborted': return errors.invalidRequest('The request body was not received completely.');
    default:
      // body-parser types every error it raises itself; an untyped client error is the decompression stream's (a
      // body that is not the gzip, deflate or br its Content-Encoding names).
      if (e?.status === 400 && e.expose && e.type === undefined) {
        return errors.invalidRequest(`The request body could not be decompressed as its Content-Encoding says: ${e.message}.`);
      }
      return null;
  }
}

export function errorMiddleware(ctx: AppContext) {
  // express recognises error middleware by its four parameters.
  return (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    let apiError = toApiError(err, ctx.config.maxJsonBodyBytes);
    if (!apiError) {
      ctx.log.error({ err, requestId: res.getHeader('x-request-id'), path: req.path }, 'unhandled error');
      apiError = errors.internal();
    } else if (apiError.status >= 500 && apiError.code !== 'overloaded') {
      // Our own wording (an upstream's message is never put in a 5xx), so it holds no secret; the code tells the
      // operator what to look at (upstream_auth, upstream_unavailable, upstream_timeout, ...). Load shedding
      // (`overloaded`) is not logged per request: that would add work exactly when there is too much.
      ctx.log.warn({ requestId: res.getHeader('x-request-id'), path: req.path, status: apiError.status, code: apiError.code, message: apiError.message }, 'request failed');
    }
    if (res.headersSent) {
      // A stream already started; src/http/respond.ts reports errors inside the stream. Just end it.
      res.end();
      return;
    }
    if (apiError.status === 429) ctx.metrics.rateLimitRefusals.inc({ code: apiError.code ?? 'unknown' });
    for (const [name, value] of Object.entries(apiError.headers)) res.setHeader(name, value);
    // After the error's own headers: the give-back rewrites x-ratelimit-remaining-tokens with the tokens freed.
    tokenAccountOf(req)?.giveBackBeforeError();
    res.status(apiError.status).json(apiError.toBody());
  };
}
