/**
 * Overload protection. Each process works on at most MAX_IN_FLIGHT requests at once; past that it answers at once
 * with 503 service_unavailable and Retry-After instead of queueing without bound (spec section 7: 503 is "temporary
 * overload"; clients retry 429 and 503 with backoff). Streams count until they end.
 * Upstream overload (a provider's 429/5xx) becomes the same 503 + Retry-After envelope in the gateway's provider
 * layer (src/providers/http.ts mapUpstreamStatus, on main), so clients retry both alike.
 */
import type { NextFunction, Request, Response } from 'express';
import { errors } from '../errors';

export interface OverloadGuard {
  middleware: (req: Request, res: Response, next: NextFunction) => void;
  /** Requests this process is working on now. */
  inFlight(): number;
}

export function overloadGuard(maxInFlight: number, retryAfterMs: number): OverloadGuard {
  let inFlight = 0;
  return {
    inFlight: () => inFlight,
    middleware(req, res, next) {
      if (inFlight >= maxInFlight) {
        next(errors.unavailable(`The server is at capacity (${maxInFlight} requests in progress). Retry after the time in Retry-After.`, retryAfterMs, 'overloaded'));
        return;
      }
      inFlight += 1;
      let done = false;
      const release = () => { if (!done) { done = true; inFlight -= 1; } };
      res.once('finish', release);
      res.once('close', release);
      next();
    },
  };
}
