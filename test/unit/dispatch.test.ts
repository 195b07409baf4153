/**
 * src/http/dispatch.ts answers every request of the contract as openapi-backend's own handleRequest does (the
 * reference: the same backend, the same handlers): the same operation, the same coerced query and path parameters,
 * the same validation errors, the same security outcome, and 404/405 left to openapi-backend.
 */
import { describe, expect, it } from 'vitest';
import { OpenAPIBackend, type Context, type Operation, type Request } from 'openapi-backend';
import addFormats from 'ajv-formats';
import { OPENAPI_PATH as OPENAPI } from '../../src/contract';
import { createDispatcher } from '../../src/http/dispatch';

async function backend(securityOutcome: 'pass' | 'fail') {
  // Configured as src/http/steps/routing.ts configures it.
  const api = new OpenAPIBackend({
    definition: OPENAPI, quick: true, strict: true, validate: true, coerceTypes: true,
    ajvOpts: { strict: false, strictNumbers: true, allErrors: false, verbose: true },
    customizeAjv: (ajv) => { addFormats(ajv); return ajv; },
  });
  const seen = (c: Context) => ({
    operationId: c.operation.operationId,
    query: c.validation?.coerced?.query, params: c.validation?.coerced?.params,
    authorized: c.security?.authorized,
  });
  api.register({
    validationFail: (c: Context) => ({ operationId: c.operation.operationId, errors: c.validation.errors?.map((e) => `${e.instancePath} ${e.keyword}`) }),
    notFound: () => 'not found',
    methodNotAllowed: () => 'method not allowed',
    unauthorizedHandler: (c: Context) => ({ unauthorized: c.operation.operationId, security: Object.keys(c.security ?? {}).sort() }),
  });
  const check = () => { if (securityOutcome === 'fail') throw new Error('no'); return { account: { id: 'a' } }; };
  api.registerSecurityHandler('bearerAuth', check);
  api.registerSecurityHandler('adminAuth', check);
  await api.init();
  for (const op of api.getOperations()) api.register(op.operationId!, seen);
  return api;
}

function requestFor(op: Operation & { path: string; method: string }, query = ''): Request {
  const concrete = op.path.replace(/\{[^}]+\}/g, 'x_1');
  const content = (op.requestBody as { content?: Record<string, unknown> } | undefined)?.content;
  const json = content && 'application/json' in content;
  return {
    method: op.method.toUpperCase(), path: concrete, query,
    headers: json ? { 'content-type': 'application/json', authorization: 'Bearer k' } : { authorization: 'Bearer k' },
    body: json ? {} : undefined,
  };
}

describe('the dispatcher answers as openapi-backend handleRequest does', () => {
  it.each(['pass', 'fail'] as const)('every operation of openapi.yaml, security %s', async (outcome) => {
    const api = await backend(outcome);
    const dispatch = createDispatcher(api);
    const ops = api.getOperations() as Array<Operation & { path: string; method: string }>;
    expect(ops.length).toBeGreaterThan(50);
    const handleRequest = api.handleRequest.bind(api);
    let fallbacks = 0;
    for (const op of ops) {
      const reference = await handleRequest(requestFor(op));
      api.handleRequest = (...args) => { fallbacks++; return handleRequest(...args); };
      expect(await dispatch(requestFor(op)), `${op.method} ${op.path}`).toEqual(reference);
      api.handleRequest = handleRequest;
    }
    // The table routes every operation of the contract itself (none has cookie or non-exploded parameters).
    expect(fallbacks).toBe(0);
  });

  it('query strings: coerced numbers, arrays, unknown and invalid parameters', async () => {
    const api = await backend('pass');
    const dispatch = createDispatcher(api);
    const ops = api.getOperations() as Array<Operation & { path: string; method: string }>;
    const kundali = ops.find((o) => o.operationId === 'getKundali')!;
    const listFiles = ops.find((o) => o.operationId === 'listFiles')!;
    for (const [op, query] of [
      [kundali, 'date=1990-05-15&time=14:30&lat=28.6139&lon=77.2090'],
      [kundali, 'date=1990-05-15&time=14:30&lat=north&lon=77.2090'],
      [kundali, 'date=1990-05-15&time=14:30&lat=28.6&lon=77.2&no_such=1'],
      [kundali, 'date=1990-05-15&time=14:30&lat=28.6&lon=77.2&vargas=D9&vargas=D10'],
      [listFiles, 'purpose=batch&limit=2'],
      [listFiles, 'limit=x'],
    ] as const) {
      const reference = await api.handleRequest(requestFor(op, query));
      expect(await dispatch(requestFor(op, query)), query).toEqual(reference);
    }
  });

  it('unknown paths, wrong methods and trailing slashes keep openapi-backend answers', async () => {
    const api = await backend('pass');
    const dispatch = createDispatcher(api);
    for (const req of [
      { method: 'GET', path: '/v1/no-such-thing', headers: {}, query: '' },
      { method: 'DELETE', path: '/v1/chat/completions', headers: {}, query: '' },
      { method: 'GET', path: '/v1/models/', headers: {}, query: '' },
      { method: 'GET', path: '/v1/models/gpt%2Fx', headers: {}, query: '' },
    ]) {
      expect(await dispatch({ ...req }), `${req.method} ${req.path}`).toEqual(await api.handleRequest({ ...req }));
    }
  });
});
