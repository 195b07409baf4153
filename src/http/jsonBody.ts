/**
 * The JSON body of the common request, read without body-parser's pipeline (issue 23: its read, type and charset
 * checks, raw-body's stream handling and the iconv decode were a third of the express stage of a chat call in
 * bench/profile.ts). Only for the plain case: `Content-Type: application/json` (charset utf-8 or none), no
 * Content-Encoding, a Content-Length within the limit and no Transfer-Encoding. Every other request (compressed,
 * chunked, another charset or `+json` type, an empty or a too-large body) goes to body-parser exactly as before.
 *
 * The result is body-parser's: the body bytes kept as the raw body, a leading BOM dropped as its decoder does, strict
 * parsing (the text must start with `{` or `[`) with the same error messages, invalid UTF-8 refused by `verify`.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { errors } from '../errors';

const PLAIN_JSON = /^application\/json(?:\s*;\s*charset\s*=\s*"?utf-8"?)?\s*$/i;
const FIRST_NON_WHITESPACE = /^[\x20\x09\x0a\x0d]*([^\x20\x09\x0a\x0d])/;

/** Whether the request is the plain case this reader takes (else body-parser takes it). */
export function isPlainJsonRequest(req: Request, limitBytes: number): boolean {
  const { headers } = req;
  const type = headers['content-type'];
  if (type === undefined || !PLAIN_JSON.test(type)) return false;
  if (headers['transfer-encoding'] !== undefined) return false;
  const encoding = headers['content-encoding'];
  if (encoding !== undefined && encoding.toLowerCase() !== 'identity') return false;
  const length = headers['content-length'];
  if (length === undefined || !/^[1-9][0-9]{0,9}$/.test(length)) return false;
  return Number(length) <= limitBytes;
}

/**
 * body-parser's message for a body that does not start with `{` or `[`: JSON.parse's own message for the text up to
 * that character, the offending characters put back in (body-parser's createStrictSyntaxError).
 */
function strictViolationMessage(text: string, first: string | undefined): string {
  const index = first === undefined ? -1 : text.indexOf(first);
  const partial = index === -1 ? '' : text.substring(0, index) + '#'.repeat(text.length - index);
  try {
    JSON.parse(partial);
    return 'strict violation';
  } catch (err) {
    return (err as Error).message.replace(/#+/g, (placeholder) => text.substring(index, index + placeholder.length));
  }
}

/** Parses body text as body-parser's strict JSON parser does; throws the 400 malformed_json it would map to. */
export function parseStrictJson(text: string): unknown {
  const c = text.charCodeAt(0);
  if (c !== 0x7b && c !== 0x5b) {
    const first = FIRST_NON_WHITESPACE.exec(text)?.[1];
    if (first !== '{' && first !== '[') throw errors.malformedJson(`Malformed JSON in request body: ${strictViolationMessage(text, first)}`);
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    throw errors.malformedJson(`Malformed JSON in request body: ${(err as Error).message}`);
  }
}

/**
 * The reader: the plain case read here, everything else by `fallback` (body-parser's json middleware). `keep` gets
 * the bytes first (a UTF-8 check and the raw body for signature checks; it throws to refuse them).
 */
export function plainJsonReader(limitBytes: number, keep: (req: Request, bytes: Buffer) => void, fallback: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isPlainJsonRequest(req, limitBytes)) return fallback(req, res, next);
    const parts: Buffer[] = [];
    let received = 0;
    let settled = false;
    const fail = (err: unknown) => {
      if (settled) return;
      settled = true;
      next(err);
    };
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      parts.push(chunk);
    });
    // `on`, not `once`: a second 'error' of the same request with no listener would be thrown.
    req.on('error', () => fail(errors.invalidRequest('The request body was not received completely.')));
    req.once('close', () => { if (!req.complete) fail(errors.invalidRequest('The request body was not received completely.')); });
    req.once('end', () => {
      if (settled) return;
      settled = true;
      const bytes = parts.length === 1 ? parts[0] : Buffer.concat(parts, received);
      try {
        keep(req, bytes);
        let text = bytes.toString('utf8');
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
        req.body = text.length === 0 ? {} : parseStrictJson(text);
      } catch (err) {
        next(err);
        return;
      }
      next();
    });
  };
}
