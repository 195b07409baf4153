/** The one place that maps every error to the envelope (architecture.md section 2). */
import type { NextFunction, Request, Response } from 'express';
import type { AppContext } from '../context';
import { ApiError, errors } from '../errors';

interface BodyParserError extends Error { type?: string; status?: number; limit?: number }

export function toApiError(err: unknown, maxJsonBodyBytes: number): ApiError | null {
  if (err instanceof ApiError) return err;
  const e = err as BodyParserError;
  switch (e?.type) {
    case 'entity.parse.failed': return errors.malformedJson(`Malformed JSON in request body: ${e.message}`);
    case 'entity.too.large': return errors.payloadTooLarge(e.limit ?? maxJsonBodyBytes);
    case 'encoding.unsupported':
    case 'charset.unsupported': return errors.unsupportedMediaType('application/json; charset=utf-8', e.message);
    case 'request.aborted': return errors.invalidRequest('The request body was not received completely.');
    default: return null;
  }
}

export function errorMiddleware(ctx: AppContext) {
  // express recognises error middleware by its four parameters.
  return (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    let apiError = toApiError(err, ctx.config.maxJsonBodyBytes);
    if (!apiError) {
      ctx.log.error({ err, requestId: res.getHeader('x-request-id'), path: req.path }, 'unhandled error');
      apiError = errors.internal();
    }
    if (res.headersSent) {
      // A stream already started; src/http/respond.ts reports errors inside the stream. Just end it.
      res.end();
      return;
    }
    for (const [name, value] of Object.entries(apiError.headers)) res.setHeader(name, value);
    res.status(apiError.status).json(apiError.toBody());
  };
}
