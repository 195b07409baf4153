/**
 * The first layer of the app (issue 23): a request for a path of the contract goes through the request path's steps
 * (request id, body admission, routing and the rest) as one express layer, called in turn here, instead of through
 * express's router walking every layer (the docs router and its routes, the dashboard mount, each body step) and
 * matching its path for every call (bench/profile.ts: the router's `next` and `handle` were the largest express
 * frames of a chat call). Paths outside the contract (`/docs`, `/openapi.*`, `/dashboard`, in any case, as express
 * matches them) go on to the layers after this one, which serve them as before; so does any error, to the error
 * middleware.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { requestId } from './requestId';

/** A prefix express's case-insensitive routes of the docs and the dashboard could match. */
const OUTSIDE_CONTRACT = /^\/(?:docs|openapi|dashboard)/i;

/** Calls `steps` in turn as express would (each gets `next`; an error or a throw skips to `done(err)`). */
function runSteps(steps: readonly RequestHandler[], req: Request, res: Response, done: NextFunction): void {
  let at = 0;
  const next = (err?: unknown): void => {
    if (err !== undefined && err !== null) return done(err);
    const step = steps[at++];
    if (!step) return done();
    try {
      const returned = step(req, res, next) as unknown;
      // express 5 passes a rejected promise of a middleware on as its error; so does this.
      if (returned instanceof Promise) returned.catch(done);
    } catch (thrown) {
      done(thrown);
    }
  };
  next();
}

/** The layer: `steps` for a path of the contract (after the request id), else on to the next layers. */
export function contractFront(steps: readonly RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    if (OUTSIDE_CONTRACT.test(req.path)) return next();
    requestId(req, res, () => runSteps(steps, req, res, next));
  };
}
