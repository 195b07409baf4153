/**
 * Step 3: route and validate, by openapi-backend against openapi.yaml. Unknown paths are 404, wrong methods 405, a
 * body of a media type the operation does not accept 415 (before validation), and a request the contract refuses
 * is one 400 naming the parameter (src/http/validationErrors.ts). openapi-backend runs the security step (auth.ts)
 * and its postSecurityHandler (access.ts) between routing and validation.
 */
import type { Request } from 'express';
import { OpenAPIBackend, ValidationContext, type Context, type Operation, type Request as RoutingRequest } from 'openapi-backend';
import addFormats from 'ajv-formats';
import { errors } from '../../errors';
import { validationExplainer } from '../validationErrors';
import { stateOf } from './requestId';

/** The extensions Graha reads from an operation of openapi.yaml. */
export type GrahaOperation = Operation & {
  'x-graha-scope'?: string;
  'x-graha-plans'?: string[];
  'x-graha-price'?: string;
  'x-graha-max-upload-bytes'?: number;
};

export function mediaTypeOf(req: Request): string | undefined {
  return req.get('content-type')?.split(';')[0].trim().toLowerCase();
}

function hasBody(req: Request): boolean {
  const length = req.get('content-length');
  return (length !== undefined && length !== '0') || req.get('transfer-encoding') !== undefined;
}

/** 415 when a body's media type is not one the operation accepts. */
function checkContentType(req: Request, operation: Operation): void {
  const content = (operation.requestBody as { content?: Record<string, unknown> } | undefined)?.content;
  const accepted = content ? Object.keys(content) : [];
  const given = mediaTypeOf(req);
  if (accepted.length === 0) return;
  if (!hasBody(req) && !given) return; // validation reports a missing required body
  if (!given || !accepted.some((type) => type === given)) throw errors.unsupportedMediaType(accepted.join(' or '), given);
}

/**
 * What openapi-backend parses, routes and validates: only the parts of the request it reads. openapi-backend copies
 * its request object with `{ ...req }` four times per call (parse before and after routing, validation, coercion);
 * given express's request, each copy takes every own property of an IncomingMessage (about 60 µs per call in all,
 * measured with a CPU profile of bench/gateway.ts). The query goes as the raw query string, which openapi-backend
 * parses with the same `qs` parser express uses, instead of an object it would re-serialize and deep-clone.
 */
export function routingRequestOf(req: Request): RoutingRequest {
  const url = req.url;
  const q = url.indexOf('?');
  // Node leaves no undefined values in IncomingMessage.headers.
  const headers = req.headers as RoutingRequest['headers'];
  return { method: req.method, path: req.path, headers, query: q < 0 ? '' : url.slice(q + 1), body: req.body as RoutingRequest['body'] };
}

export function createRouter(openapiPath: string): OpenAPIBackend {
  const api = new OpenAPIBackend({
    definition: openapiPath,
    // quick: the 3.0 meta-schema check rejects valid 3.1 documents (docs/architecture.md section 8.1).
    quick: true,
    strict: true,
    validate: true,
    coerceTypes: true,
    // verbose: validationErrors.ts explains failed oneOf/anyOf from the branch schemas and value on the error.
    // strictNumbers: `1e400` parses as Infinity, which must not pass as a number (strict: false would allow it).
    ajvOpts: { strict: false, strictNumbers: true, allErrors: false, verbose: true },
    customizeAjv: (ajv) => { addFormats(ajv); return ajv; },
  });
  // Branches are compiled by an ajv configured like the body validator; that validator comes first when an operation
  // has a body (openapi-backend, buildRequestValidatorsForOperation).
  const bodyAjv = () => api.validator.getAjv(ValidationContext.RequestBody);
  const explainValidation = validationExplainer(bodyAjv, (operationId) => {
    const validators = api.validator.getRequestValidatorsForOperation(operationId) ?? [];
    return validators.length > 1 ? (validators[0].schema as object) : undefined;
  });
  api.register({
    notFound: (_c: Context, req: Request) => { throw errors.notFound(`No such endpoint: ${req.method} ${req.path}`); },
    methodNotAllowed: (_c: Context, req: Request) => { throw errors.methodNotAllowed(req.method, req.path); },
    postRoutingHandler: (c: Context, req: Request) => {
      if (!c.operation) return;
      stateOf(req).operationId = c.operation.operationId;
      checkContentType(req, c.operation);
    },
    validationFail: (c: Context) => { throw explainValidation(c.operation?.operationId, c.validation.errors); },
  });
  return api;
}
