/**
 * Step 2: admission of the body. Past MAX_IN_FLIGHT requests in progress a 503 + Retry-After at once (load
 * shedding); a declared Content-Length over the limit is a 413 before the body is read; JSON bodies are parsed
 * (the raw bytes kept for signature checks; the plain case by src/http/jsonBody.ts, the rest by body-parser) and
 * refused when nested deeper than 64 levels or holding U+0000 in a string (which PostgreSQL cannot store).
 */
import express, { type Request, type RequestHandler } from 'express';
import type { Config } from '../../config';
import { overloadGuard } from '../../limits/overload';
import { refuseDeclaredOversize, refuseDeepJson, refuseNulStrings } from '../bodyChecks';
import { stateOf } from './requestId';
import { errors } from '../../errors';
import { isUtf8 } from 'node:buffer';
import { plainJsonReader } from '../jsonBody';

/**
 * RFC 8259 section 8.1: JSON exchanged between systems is UTF-8. body-parser would silently turn invalid bytes into
 * U+FFFD (a different text than was sent, then stored, billed or signed); refuse it instead. The bytes are kept as the
 * raw body (signature checks).
 */
function keepUtf8Body(req: Request, buf: Buffer): void {
  if (!isUtf8(buf)) throw errors.invalidRequest('The JSON body is not valid UTF-8 (RFC 8259 section 8.1).', null, 'invalid_utf8');
  stateOf(req).rawBody = buf;
}

export function bodyAdmission(config: Pick<Config, 'maxInFlight' | 'overloadRetryAfterMs' | 'maxJsonBodyBytes'>): RequestHandler[] {
  return [
    overloadGuard(config.maxInFlight, config.overloadRetryAfterMs).middleware,
    refuseDeclaredOversize(config.maxJsonBodyBytes),
    plainJsonReader(config.maxJsonBodyBytes, keepUtf8Body, express.json({
      limit: config.maxJsonBodyBytes,
      type: ['application/json', 'application/*+json'],
      // body-parser hands over the buffer it read and keeps no reference to it: no copy needed.
      verify: (req, _res, buf) => keepUtf8Body(req as Request, buf),
    })),
    refuseDeepJson,
    refuseNulStrings((req) => stateOf(req).rawBody),
  ];
}
