/**
 * Step 1 of the request path: every request gets an id (the caller's `x-request-id` when well-formed, else a new
 * one), echoed on the response, and an abort signal that fires when the client goes away before the answer is
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
  abort: RequestAbort;
  /** Known once routed / authenticated: for the request log line and the metrics. */
  operationId?: string;
  accountId?: string;
  /** What openapi-backend validates (routing.ts routingRequestOf): a multipart body parsed later is put here. */
  routing?: { body?: unknown };
}

/**
 * The request's abort signal, its AbortController made only when something asks for the signal (an upstream call, a
 * stream, a job wait): most operations never do, and a controller with its EventTarget cost a few µs on every request
 * (issue 23, bench/profile.ts). A client gone before anyone asked gives a signal that is already aborted.
 */
export class RequestAbort {
  private controller: AbortController | null = null;
  private abortedEarly = false;

  get signal(): AbortSignal {
    if (this.controller === null) {
      this.controller = new AbortController();
      if (this.abortedEarly) this.controller.abort();
    }
    return this.controller.signal;
  }

  abort(): void {
    if (this.controller === null) this.abortedEarly = true;
    else this.controller.abort();
  }
}

export function stateOf(req: Request): RequestState {
  return (req as unknown as { graha: RequestState }).graha;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestId(req: Request, res: Response, next: NextFunction): void {
  // Node joins repeated x-* headers with ", " (which the pattern refuses): the same value req.get gives.
  const given = req.headers['x-request-id'] as string | undefined;
  const id = given && REQUEST_ID.test(given) ? given : `req_${randomUUID().replace(/-/g, '')}`;
  const abort = new RequestAbort();
  (req as unknown as { graha: RequestState }).graha = { requestId: id, rawBody: null, files: [], abort };
  res.setHeader('x-request-id', id);
  // Client went away before we finished: abort work (upstream calls, streams).
  res.on('close', () => { if (!res.writableFinished) abort.abort(); });
  next();
}
