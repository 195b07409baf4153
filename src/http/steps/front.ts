/**
 * The front of the app (issue 23): a request for a path of the contract goes through the request path's steps
 * (request id, body admission, routing and the rest) called in turn here, as soon as express hands the app a request
 * (`app.handle`), instead of through express's router: no per-request final handler, no router walk over every layer
 * (the docs router and its routes, the dashboard mount, each body step) matching its path for every call
 * (bench/profile.ts: express's `handle`, the router's `handle`, `next`, `trimPrefix` and `processParams` were the
 * largest express frames of a chat call). The request and response still become express's (the same prototypes,
 * `req.res`, `res.req`, `res.locals`, as express's own `app.handle` sets them), so every step and handler sees what it
 * saw behind the router. Paths outside the contract (`/docs`, `/openapi.*`, `/dashboard`, `/guide`, in any case, as express
 * matches them) go to express's router and its layers as before. An error anywhere goes to the error step.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorRequestHandler, Express, NextFunction, Request, RequestHandler, Response } from 'express';
import { requestId } from './requestId';

/** A prefix express's case-insensitive routes of the docs and the dashboard could match. */
const OUTSIDE_CONTRACT = /^\/(?:docs|openapi|dashboard|guide)/i;

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

/** The path of a request target (what express's `req.path` gives: the part before the query). */
function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
}

type Handle = (req: Request, res: Response, callback?: (err?: unknown) => void) => void;

/**
 * Serves the paths of the contract with `steps` (after the request id) ahead of express's router; `onError` is the
 * error step (the envelope). The last step always answers or fails: one that passes the request on without an
 * error is a bug, answered as one by `onError`.
 */
export function serveContractFirst(app: Express, steps: readonly RequestHandler[], onError: ErrorRequestHandler): void {
  const withApp = app as unknown as { handle: Handle };
  const expressHandle = withApp.handle.bind(app);
  withApp.handle = (req, res, callback) => {
    if (OUTSIDE_CONTRACT.test(pathOf(req.url))) return expressHandle(req, res, callback);
    // What express's app.handle and router.handle set on every request.
    req.res = res;
    res.req = req;
    // Made by a server with expressObjects(app) (src/server.ts), they are express's from the start.
    if (Object.getPrototypeOf(req) !== app.request) Object.setPrototypeOf(req, app.request);
    if (Object.getPrototypeOf(res) !== app.response) Object.setPrototypeOf(res, app.response);
    res.locals ??= Object.create(null) as Response['locals'];
    req.baseUrl = '';
    req.originalUrl ??= req.url;
    const failed = (err: unknown) => {
      try {
        onError(err, req, res, (unhandled?: unknown) => lastResort(unhandled ?? err, res, callback));
      } catch (thrown) {
        lastResort(thrown, res, callback);
      }
    };
    requestId(req, res, () => runSteps(steps, req, res, (err?: unknown) => failed(err ?? new Error(`no step answered ${req.method} ${req.path}`))));
  };
}

/**
 * Options for http.createServer under which Node makes each request and response with express's prototypes of `app`
 * already: express then has nothing to re-parent (Object.setPrototypeOf on two objects per request, after which V8
 * sees every request object of the process change its shape: bench/profile.ts). Without them (tests hand `app` to a
 * plain server), serveContractFirst re-parents them as express does.
 */
export function expressObjects(app: Express): Pick<http.ServerOptions, 'IncomingMessage' | 'ServerResponse'> {
  function ExpressRequest(this: http.IncomingMessage, socket: Socket) {
    http.IncomingMessage.call(this, socket);
  }
  ExpressRequest.prototype = app.request;
  function ExpressResponse(this: http.ServerResponse, req: http.IncomingMessage, options?: unknown) {
    (http.ServerResponse as unknown as (this: http.ServerResponse, req: http.IncomingMessage, options?: unknown) => void).call(this, req, options);
  }
  ExpressResponse.prototype = app.response;
  return {
    IncomingMessage: ExpressRequest as unknown as typeof http.IncomingMessage,
    ServerResponse: ExpressResponse as unknown as typeof http.ServerResponse,
  };
}

/** The error step itself failed (a bug): the caller's callback when express was mounted in another app, else a bare 500. */
function lastResort(err: unknown, res: Response, callback?: (err?: unknown) => void): void {
  if (callback) return callback(err);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.statusCode = 500;
  res.end();
}
