/**
 * Overload protection. Each process works on at most MAX_IN_FLIGHT requests at once; past that it answers at once
 * with 503 service_unavailable and Retry-After instead of queueing without bound (spec section 7: 503 is "temporary
 * overload"; clients retry 429 and 503 with backoff). Streams count until they end.
 */
import type { NextFunction, Request, Response } from 'express';
import { ApiError, errors } from '../errors';

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

const RETRYABLE_UPSTREAM = new Set([429, 502, 503, 504, 529]);
const MIN_UPSTREAM_RETRY_MS = 1000;
const MAX_UPSTREAM_RETRY_MS = 60_000;

/**
 * For provider adapters: an upstream answer meaning "overloaded" (its 429, 502, 503, 504 or 529) becomes our 503
 * with a Retry-After taken from the upstream's `retry-after-ms` / `retry-after` (seconds) when given, else 1 s,
 * bounded to 1..60 s. The upstream's 429 is about our provider account, not the caller's key, so the caller sees
 * 503, not 429. Returns null for statuses that are not overload.
 */
export function upstreamOverloadError(status: number, headers: { get(name: string): string | null }, provider: string): ApiError | null {
  if (!RETRYABLE_UPSTREAM.has(status)) return null;
  let waitMs = MIN_UPSTREAM_RETRY_MS;
  const ms = Number(headers.get('retry-after-ms'));
  const seconds = Number(headers.get('retry-after'));
  if (Number.isFinite(ms) && ms > 0) waitMs = ms;
  else if (Number.isFinite(seconds) && seconds > 0) waitMs = seconds * 1000;
  waitMs = Math.min(MAX_UPSTREAM_RETRY_MS, Math.max(MIN_UPSTREAM_RETRY_MS, waitMs));
  return errors.unavailable(`The upstream provider ${provider} is overloaded (HTTP ${status}). Retry after the time in Retry-After.`, waitMs, 'upstream_overloaded');
}
