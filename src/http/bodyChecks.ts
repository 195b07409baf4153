/**
 * Checks on a JSON body around the parser that the contract cannot express.
 *
 * - A declared Content-Length above the limit is refused before the body is read (body-parser would read and discard
 *   all of it first). A compressed body is refused likewise: it never inflates to less than it weighs.
 * - Nesting is bounded: code that walks a body recursively (JSON.stringify for the upstream call, the token count,
 *   the Idempotency-Key hash) overflows the stack near ten thousand levels, which was a 500. No request needs more
 *   than MAX_JSON_DEPTH levels; deeper is a 400 naming where.
 * - No string holds U+0000 (NUL, sent as the JSON escape \u0000): PostgreSQL's text and jsonb cannot store it, so a key
 *   name, a file's metadata or an idempotent answer with one was a 500 at the insert. It is a 400 naming where.
 */
import type { NextFunction, Request, Response } from 'express';
import { errors } from '../errors';

export const MAX_JSON_DEPTH = 64;

/** Room for gzip/deflate/br framing over the inflated size. */
const ENCODING_SLACK_BYTES = 1024;

export function refuseDeclaredOversize(limitBytes: number) {
  return (req: Request, res: Response, next: NextFunction) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limitBytes + ENCODING_SLACK_BYTES && req.is(['application/json', 'application/*+json'])) {
      // The unread body stays in the socket: close the connection after this answer.
      res.setHeader('connection', 'close');
      next(errors.payloadTooLarge(limitBytes));
      return;
    }
    next();
  };
}

/** Whether a value nests deeper than maxDepth: the check every JSON body gets, without building any path. */
function nestsDeeper(value: unknown, maxDepth: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (maxDepth <= 0) return true;
  if (Array.isArray(value)) {
    for (const item of value) if (nestsDeeper(item, maxDepth - 1)) return true;
    return false;
  }
  for (const key in value) {
    if (Object.hasOwn(value, key) && nestsDeeper((value as Record<string, unknown>)[key], maxDepth - 1)) return true;
  }
  return false;
}

/** Where a value first nests deeper than maxDepth (a parameter path like `tools[0].function.parameters`), or null. */
export function tooDeepAt(value: unknown, maxDepth = MAX_JSON_DEPTH): string | null {
  // The path is named only for a body that is refused (building one per node was most of this step's cost).
  if (!nestsDeeper(value, maxDepth)) return null;
  const stack: Array<{ value: unknown; depth: number; path: string }> = [{ value, depth: 0, path: '' }];
  while (stack.length > 0) {
    const { value: v, depth, path } = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth >= maxDepth) return path || 'request body';
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], depth: depth + 1, path: `${path}[${i}]` });
    } else {
      for (const key of Object.keys(v)) stack.push({ value: (v as Record<string, unknown>)[key], depth: depth + 1, path: path ? `${path}.${key}` : key });
    }
  }
  return null;
}

export function refuseDeepJson(req: Request, _res: Response, next: NextFunction) {
  const at = req.body !== undefined && typeof req.body === 'object' ? tooDeepAt(req.body) : null;
  if (at === null) return next();
  next(errors.invalidRequest(`${at} nests deeper than ${MAX_JSON_DEPTH} levels of arrays and objects.`, at === 'request body' ? null : at));
}

/** Where a value first holds U+0000 in a string or an object key (a parameter path), or null. */
export function nulAt(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? (path || 'request body') : null;
  if (value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) { const at = nulAt(value[i], `${path}[${i}]`); if (at) return at; }
    return null;
  }
  for (const key of Object.keys(value)) {
    const here = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return here;
    const at = nulAt((value as Record<string, unknown>)[key], here);
    if (at) return at;
  }
  return null;
}

/** Refuses a JSON body with U+0000 in any string: only bodies whose text holds the escape are walked. */
export function refuseNulStrings(rawBodyOf: (req: Request) => Buffer | null | undefined) {
  return (req: Request, _res: Response, next: NextFunction) => {
    const raw = rawBodyOf(req);
    if (!raw || !raw.includes('u0000') || req.body === undefined || typeof req.body !== 'object') return next();
    const at = nulAt(req.body);
    if (at === null) return next();
    next(errors.invalidRequest(`${at} must not contain the NUL character (U+0000).`, at === 'request body' ? null : at));
  };
}
