/** Turns ajv errors from openapi-backend into one invalid_request error naming the offending parameter. */
import type { ErrorObject } from 'ajv';
import { errors, type ApiError } from '../errors';

const LOCATIONS = ['query', 'path', 'headers', 'requestBody'];

/** '/requestBody/messages/0/role' -> 'messages[0].role'; '/query/lat' -> 'lat'. */
export function paramName(instancePath: string, extra?: string): string | null {
  const parts = instancePath.split('/').filter(Boolean).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (LOCATIONS.includes(parts[0])) parts.shift();
  if (extra) parts.push(extra);
  let out = '';
  for (const part of parts) out += /^\d+$/.test(part) ? `[${part}]` : out ? `.${part}` : part;
  return out || null;
}

function describe(err: ErrorObject): { param: string | null; message: string } {
  const p = err.params as Record<string, unknown>;
  if (err.keyword === 'required') {
    const param = paramName(err.instancePath, String(p.missingProperty));
    return { param, message: `${param} is required` };
  }
  if (err.keyword === 'additionalProperties') {
    const param = paramName(err.instancePath, String(p.additionalProperty));
    return { param, message: `${param} is not a recognised parameter` };
  }
  const param = paramName(err.instancePath);
  const where = param ?? 'request body';
  if (err.keyword === 'enum') return { param, message: `${where} must be one of: ${(p.allowedValues as unknown[]).join(', ')}` };
  return { param, message: `${where} ${err.message ?? 'is invalid'}` };
}

export function validationError(errs: ErrorObject[] | null | undefined): ApiError {
  const list = errs ?? [];
  // Prefer the most specific error: anyOf/oneOf wrappers say little; a leaf keyword names the real problem.
  const leaf = list.find((e) => !['anyOf', 'oneOf', 'if', 'allOf'].includes(e.keyword)) ?? list[0];
  if (!leaf) return errors.invalidRequest('The request is invalid.');
  const { param, message } = describe(leaf);
  if (leaf.instancePath === '/requestBody' && leaf.keyword === 'type') {
    return errors.invalidRequest('The request body must be a JSON object.', null);
  }
  return errors.invalidRequest(message, param);
}
