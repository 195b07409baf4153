/**
 * src/http/steps/front.ts serves the paths of the contract ahead of express's router: the steps run in turn on
 * express's own request and response (its prototypes and helpers), an error or a throw reaches the error step, a step
 * that passes the request on unanswered is answered as a bug, and the paths outside the contract still go to the
 * router's layers.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type NextFunction, type Request, type Response } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expressObjects, serveContractFirst } from '../../src/http/steps/front';

const seen: string[] = [];
const app = express();
app.get('/docs', (_req, res) => { res.type('text/plain').send('docs from the router'); });
app.use((_req, res) => { res.status(404).json({ from: 'router' }); });
serveContractFirst(app, [
  (req, _res, next) => { seen.push(`first ${req.path}`); next(); },
  (req: Request, res: Response, next: NextFunction) => {
    const mode = req.query.mode;
    if (mode === 'throw') throw new Error('thrown by a step');
    if (mode === 'next-error') return next(new Error('passed on by a step'));
    if (mode === 'reject') return Promise.reject(new Error('rejected by a step'));
    if (mode === 'pass') return next();
    // express's helpers are there: req.get, req.path, req.query, res.status().json().
    res.status(201).json({
      path: req.path, agent: req.get('user-agent') ?? null, requestId: res.getHeader('x-request-id'),
      expressObjects: Object.getPrototypeOf(req) === app.request && Object.getPrototypeOf(res) === app.response && req.res === res && res.req === req,
    });
  },
], (err: unknown, _req: Request, res: Response, _next: NextFunction) => {
  res.status(500).json({ error: (err as Error).message });
});

// A plain server (as the tests hand `app` to one) and one that makes express's objects itself (as src/server.ts).
const servers: Record<string, http.Server> = { plain: http.createServer(app), 'express objects': http.createServer(expressObjects(app), app) };
const bases: Record<string, string> = {};
let base = '';
beforeAll(async () => {
  for (const [kind, server] of Object.entries(servers)) {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    bases[kind] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
});
afterAll(() => Promise.all(Object.values(servers).map((server) => new Promise<void>((r) => server.close(() => r())))));

async function get(path: string): Promise<{ status: number; body: string; requestId: string | null }> {
  const res = await fetch(base + path, { headers: { 'user-agent': 'front-test' } });
  return { status: res.status, body: await res.text(), requestId: res.headers.get('x-request-id') };
}

describe.each(Object.keys(servers))('serveContractFirst, %s server', (kind) => {
  beforeAll(() => { base = bases[kind]; });

  it('runs the steps in order on express request and response objects, with a request id', async () => {
    seen.length = 0;
    const r = await get('/v1/things?x=1');
    expect(r.status).toBe(201);
    const body = JSON.parse(r.body) as { path: string; agent: string; requestId: string; expressObjects: boolean };
    expect(body).toMatchObject({ path: '/v1/things', agent: 'front-test', expressObjects: true });
    expect(r.requestId).toMatch(/^req_[0-9a-f]{32}$/);
    expect(body.requestId).toBe(r.requestId);
    expect(seen).toEqual(['first /v1/things']);
  });

  it.each([
    ['throw', 'thrown by a step'],
    ['next-error', 'passed on by a step'],
    ['reject', 'rejected by a step'],
    ['pass', 'no step answered GET /v1/things'],
  ])('a step that ends with %s reaches the error step', async (mode, message) => {
    const r = await get(`/v1/things?mode=${mode}`);
    expect(r.status).toBe(500);
    expect(JSON.parse(r.body)).toEqual({ error: message });
  });

  it('leaves the paths outside the contract to the router, in any case', async () => {
    seen.length = 0;
    expect(await get('/docs')).toMatchObject({ status: 200, body: 'docs from the router' });
    expect((await get('/DASHBOARD/x')).body).toBe(JSON.stringify({ from: 'router' }));
    expect(seen).toEqual([]);
  });
});
