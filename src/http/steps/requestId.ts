/**
 * Step 1 of the request path: every request gets an id (the caller's `x-request-id` when well-formed, else a new
 * one), echoed on the response, and an AbortController that fires when the client goes away before the answer is
 * finished (upstream calls and streams stop).
 */
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { UploadedFile } from '../handler';

/** Per-request state carried on the express request. */
export interface RequestState {
  requestId: string;
  rawBody: Buffer | null;
  files: UploadedFile[];
  abort: AbortController;
  /** Known once routed / authenticated: for the request log line and the metrics. */
  operationId?: string;
  accountId?: string;
  /** What openapi-backend validates (routing.ts routingRequestOf): a multipart body parsed later is put here. */
  routing?: { body?: unknown };
}

export function stateOf(req: Request): RequestState {
  return (req as unknown as { graha: RequestState }).graha;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestId(req: Request, res: Response, next: NextFunction): void {
  // Node joins repeated x-* headers with ", " (which the pattern refuses): the same value req.get gives.
  const given = req.headers['x-request-id'] as string | undefined;
  const id = given && REQUEST_ID.test(given) ? given : `req_${randomUUID().replace(/-/g, '')}`;
  const abort = new AbortController();
  (req as unknown as { graha: RequestState }).graha = { requestId: id, rawBody: null, files: [], abort };
  res.setHeader('x-request-id', id);
  // Client went away before we finished: abort work (upstream calls, streams).
  res.on('close', () => { if (!res.writableFinished) abort.abort(); });
  next();
}
