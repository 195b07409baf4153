/**
 * src/http/jsonBody.ts reads the plain JSON request itself instead of body-parser: for every body here, the same
 * request sent to body-parser's json middleware and to the reader must end the same way (the parsed body, or an
 * error with the same envelope status, code and message once mapped by src/http/errorHandler.ts).
 */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import express, { type NextFunction, type Request, type Response } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPlainJsonRequest, plainJsonReader } from '../../src/http/jsonBody';
import { toApiError } from '../../src/http/errorHandler';

const LIMIT = 4096;
const NEVER: express.RequestHandler = () => { throw new Error('the fallback ran for a plain request'); };

function appWith(parser: express.RequestHandler): express.Express {
  const app = express();
  app.use(parser);
  app.post('/', (req: Request, res: Response) => { res.json({ body: req.body ?? null, raw: (req as unknown as { raw?: string }).raw ?? null }); });
  app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const e = toApiError(err, LIMIT);
    res.status(e?.status ?? 500).json(e ? e.toBody() : { unmapped: String(err) });
  });
  return app;
}

const keep = (req: Request, bytes: Buffer) => { (req as unknown as { raw: string }).raw = bytes.toString('hex'); };
const bodyParserApp = appWith(express.json({ limit: LIMIT, verify: (req, _res, buf) => keep(req as Request, buf) }));
const readerApp = appWith(plainJsonReader(LIMIT, keep, NEVER));
const servers: http.Server[] = [];
let bodyParserUrl = '';
let readerUrl = '';

beforeAll(async () => {
  const listen = (app: express.Express) => new Promise<string>((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`));
    servers.push(server);
  });
  bodyParserUrl = await listen(bodyParserApp);
  readerUrl = await listen(readerApp);
});
afterAll(() => { for (const s of servers) s.close(); });

async function post(url: string, body: Buffer, contentType = 'application/json'): Promise<{ status: number; json: unknown }> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(body) });
  return { status: res.status, json: await res.json() };
}

const BODIES: Array<[string, Buffer]> = [
  ['an object', Buffer.from('{"model":"m","messages":[{"role":"user","content":"नमस्ते"}]}')],
  ['an array', Buffer.from('[1,2,3]')],
  ['leading whitespace', Buffer.from(' \n\t{"a":1}')],
  ['a BOM', Buffer.from('\ufeff{"a":1}')],
  ['a BOM alone', Buffer.from('\ufeff')],
  ['a bare string (strict)', Buffer.from('"text"')],
  ['a bare number after spaces (strict)', Buffer.from('   42')],
  ['true (strict)', Buffer.from('true')],
  ['only whitespace', Buffer.from('   ')],
  ['truncated', Buffer.from('{"name": ')],
  ['a trailing comma', Buffer.from('{"a":1,}')],
  ['garbage after the value', Buffer.from('{"a":1} x')],
  ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
];

describe('the plain JSON reader ends every request as body-parser does', () => {
  for (const [name, body] of BODIES) {
    it(name, async () => {
      // invalid UTF-8: the verify step of the app (src/http/steps/body.ts) refuses it; here `keep` keeps it, so both
      // must still agree on what body-parser's decoder and the reader make of the bytes.
      const [expected, got] = await Promise.all([post(bodyParserUrl, body), post(readerUrl, body)]);
      expect(got).toEqual(expected);
    });
  }

  it('a body cut short by the client ends the request with an error, once, and the server goes on', async () => {
    const failures: unknown[] = [];
    const app = express();
    app.use(plainJsonReader(LIMIT, keep, NEVER));
    app.use((err: unknown, _req: Request, _res: Response, _next: NextFunction) => { failures.push(err); });
    const server = await new Promise<http.Server>((resolve) => { const s = app.listen(0, '127.0.0.1', () => resolve(s)); });
    servers.push(server);
    const socket = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":');
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.destroy();
    for (let i = 0; i < 100 && failures.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(failures).toHaveLength(1);
    expect(toApiError(failures[0], LIMIT)).toMatchObject({ status: 400, message: 'The request body was not received completely.' });
    // The reader's own server still answers.
    expect((await post(readerUrl, Buffer.from('{"b":2}'))).json).toMatchObject({ body: { b: 2 } });
  });

  it('a charset parameter of utf-8 is the plain case; others, +json types, compressed and chunked bodies are not', () => {
    const req = (headers: Record<string, string>) => ({ headers }) as unknown as Request;
    expect(isPlainJsonRequest(req({ 'content-type': 'application/json', 'content-length': '10' }), LIMIT)).toBe(true);
    expect(isPlainJsonRequest(req({ 'content-type': 'Application/JSON; charset=UTF-8', 'content-length': '10' }), LIMIT)).toBe(true);
    expect(isPlainJsonRequest(req({ 'content-type': 'application/json; charset=latin1', 'content-length': '10' }), LIMIT)).toBe(false);
    expect(isPlainJsonRequest(req({ 'content-type': 'application/merge-patch+json', 'content-length': '10' }), LIMIT)).toBe(false);
    expect(isPlainJsonRequest(req({ 'content-type': 'application/json', 'content-length': '10', 'content-encoding': 'gzip' }), LIMIT)).toBe(false);
    expect(isPlainJsonRequest(req({ 'content-type': 'application/json', 'transfer-encoding': 'chunked' }), LIMIT)).toBe(false);
    expect(isPlainJsonRequest(req({ 'content-type': 'application/json', 'content-length': '0' }), LIMIT)).toBe(false);
    expect(isPlainJsonRequest(req({ 'content-type': 'application/json', 'content-length': String(LIMIT + 1) }), LIMIT)).toBe(false);
  });
});
