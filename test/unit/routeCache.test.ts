import { describe, expect, it } from 'vitest';
import { OpenAPIBackend, type Context, type Document, type Request } from 'openapi-backend';
import { memoizeRouting } from '../../src/http/routeCache';

const definition = {
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  paths: {
    '/things/{id}': {
      post: {
        operationId: 'updateThing',
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'integer' } },
          { name: 'tags', in: 'query', schema: { type: 'array', items: { type: 'string' } } },
        ],
        requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] } } } },
        responses: { 200: { description: 'ok' } },
      },
    },
  },
};

async function backend(memoize: boolean) {
  const api = new OpenAPIBackend({ definition: structuredClone(definition) as unknown as Document, quick: true, coerceTypes: true, validate: true });
  api.register({
    updateThing: (c: Context) => ({
      request: { params: c.request.params, query: c.request.query, body: c.request.requestBody },
      coerced: { params: c.validation.coerced.params, query: c.validation.coerced.query },
    }),
    validationFail: (c: Context) => ({ errors: c.validation.errors?.map((e) => e.instancePath) }),
    notFound: () => 'not found',
  });
  await api.init();
  // Counts the parses openapi-backend itself does (the memo wraps this).
  const parse = api.router.parseRequest.bind(api.router);
  const calls = { parse: 0 };
  api.router.parseRequest = ((...args: Parameters<typeof parse>) => { calls.parse++; return parse(...args); }) as typeof parse;
  if (memoize) memoizeRouting(api);
  return { api, calls };
}

const request = (path: string, query: string, body: unknown) => ({
  method: 'POST', path, query, headers: { 'content-type': 'application/json' }, body,
});

describe('memoizeRouting', () => {
  it('parses a request three times instead of four and hands the handler the same coerced request', async () => {
    const plain = await backend(false);
    const memo = await backend(true);
    const req = () => request('/things/42', 'tags=a', { n: 7 });
    const expected = await plain.api.handleRequest(req());
    const got = await memo.api.handleRequest(req());
    expect(expected).toMatchObject({ request: { body: { n: 7 } }, coerced: { params: { id: 42 }, query: { tags: ['a'] } } });
    expect(got).toEqual(expected);
    expect(plain.calls.parse).toBe(4);
    expect(memo.calls.parse).toBe(3);
  });

  it('still validates each request on its own: a bad body after a good one fails', async () => {
    const memo = await backend(true);
    await memo.api.handleRequest(request('/things/1', '', { n: 1 }));
    expect(await memo.api.handleRequest(request('/things/1', '', { n: 'x' }))).toEqual({ errors: ['/requestBody/n'] });
    expect(await memo.api.handleRequest(request('/things/abc', '', { n: 1 }))).toEqual({ errors: ['/path/id'] });
  });

  it('routes a repeated path from its map and leaves unknown paths to openapi-backend', async () => {
    const memo = await backend(true);
    const first = memo.api.router.matchOperation({ method: 'post', path: '/things/5', headers: {} } as Request, true);
    expect(first?.operationId).toBe('updateThing');
    expect(memo.api.router.matchOperation({ method: 'POST', path: '/things/5', headers: {} } as Request, true)).toBe(first);
    expect(await memo.api.handleRequest(request('/nothing', '', {}))).toBe('not found');
  });
});
