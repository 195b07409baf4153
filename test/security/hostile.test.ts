/**
 * Hostile input across the contract (issue 22 item 4), operation by operation from openapi.yaml so that operations
 * landing later are covered too: invalid UTF-8, bodies over the limit sent without a length, huge arrays, multipart
 * fields with invalid UTF-8 and file names climbing out of their directory, uploads over each operation's
 * x-graha-max-upload-bytes; each a clean 4xx in the envelope. Repeated failed API keys from one address are slowed
 * down (src/auth/failedAuth.ts). Webhook URLs may not reach private addresses in any spelling, nor through redirects.
 *
 * Covered elsewhere, not repeated here: deep nesting, 1e400, huge Anthropic content arrays and a declared oversize
 * body (test/gateway/hostile-requests.test.ts); CR/LF in X-Transcript/X-Response-Text of POST /v1/voice/binary
 * (test/media/http-voice.test.ts, raw header lines); invalid UTF-8 file content and `../` file names echoed back
 * (test/files/files.test.ts); the webhook's DNS answer checked at connection time (test/billing/webhookTarget.test.ts).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type GatewayHarness } from '../gateway/harness';
import { startTestApp, type TestApp } from '../helpers/app';
import { isPublicBearer, loadContract, operations, requestExample, type ContractOperation } from './contract';
import { postWebhook, webhookUrlProblem } from '../../src/billing/controls/webhookTarget';

const doc = loadContract();
const all = operations(doc);
/** Path parameters get a harmless value: the body is refused before any lookup. */
const urlOf = (o: ContractOperation) => o.path.replace(/\{[^}]+\}/g, 'x_hostile');
const withBody = (mediaType: string) => all.filter((o) => isPublicBearer(doc, o) && o.op.requestBody?.content?.[mediaType]);
const jsonOps = withBody('application/json');
const multipartOps = withBody('multipart/form-data');

const MAX_JSON_BYTES = 64 * 1024;

let gw: GatewayHarness;
let key: string;
beforeAll(async () => {
  gw = await startGateway({ env: { MAX_JSON_BODY_BYTES: String(MAX_JSON_BYTES) } });
  key = (await gw.app.createAccount({ plan: 'enterprise', creditCents: 1 })).apiKey;
}, 120_000);
afterAll(async () => { await gw?.close(); });

interface Answer { status: number; headers: Headers; body: any }

/**
 * One request on its own connection (node:http, no keep-alive: a connection the server closed after an early 413 is
 * never reused). A body given as chunks is written as they come, chunked, and writing stops once the answer arrives.
 */
function send(o: ContractOperation, body: Buffer | string | (() => Buffer | null), contentType: string | null): Promise<Answer & { sentBytes: number }> {
  const url = new URL(gw.app.url + urlOf(o));
  const headers: Record<string, string> = { authorization: `Bearer ${key}` };
  if (contentType) headers['content-type'] = contentType;
  return new Promise((resolve, reject) => {
    let answered = false;
    let sentBytes = 0;
    const req = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: o.method, headers, agent: false }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        let parsed: any = null;
        try { parsed = JSON.parse(text); } catch { /* checked by the caller */ }
        const h = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') h.set(k, v);
        resolve({ status: res.statusCode ?? 0, headers: h, body: parsed, sentBytes });
      });
    });
    req.on('error', (err) => { if (!answered) reject(err); });
    if (typeof body !== 'function') { sentBytes = Buffer.byteLength(body); req.end(body); return; }
    const pump = () => {
      while (!answered && !req.destroyed) {
        const chunk = body();
        if (chunk === null) { req.end(); return; }
        sentBytes += chunk.length;
        if (!req.write(chunk)) { req.once('drain', pump); return; }
      }
    };
    pump();
  });
}

function expectClean4xx(o: ContractOperation, res: Answer, what: string, status?: number): void {
  const label = `${o.operationId} ${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
  if (status) expect(res.status, label).toBe(status);
  expect(res.status, label).toBeGreaterThanOrEqual(400);
  expect(res.status, label).toBeLessThan(500);
  expect(res.body?.error?.status, label).toBe(res.status);
  expect(typeof res.body?.error?.message, label).toBe('string');
}

describe('JSON bodies of every public operation', () => {
  it('finds the JSON and multipart operations in the contract', () => {
    expect(jsonOps.map((o) => o.operationId)).toContain('createChatCompletion');
    expect(multipartOps.map((o) => o.operationId)).toContain('uploadFile');
  });

  for (const o of jsonOps) {
    it(`${o.operationId}: invalid UTF-8 inside a JSON string is 400`, async () => {
      const example = requestExample(doc, o)?.value ?? {};
      const text = Buffer.from(JSON.stringify(example));
      // A string value holding 0xFF 0xFE (never valid in UTF-8), placed inside the first string of the body.
      const at = text.indexOf('"') + 1;
      const bad = Buffer.concat([text.subarray(0, at), Buffer.from([0xff, 0xfe]), text.subarray(at)]);
      expectClean4xx(o, await send(o, bad, 'application/json'), 'invalid UTF-8', 400);
    });

    it(`${o.operationId}: a body over the limit sent without Content-Length (chunked) is 413`, async () => {
      const block = Buffer.alloc(16 * 1024, 0x78);
      let blocks = 0;
      const res = await send(o, () => {
        blocks++;
        if (blocks === 1) return Buffer.from('{"padding":"');
        return blocks * block.length > MAX_JSON_BYTES * 4 ? null : block;
      }, 'application/json');
      expectClean4xx(o, res, 'chunked oversize', 413);
    });

    it(`${o.operationId}: huge arrays and a top-level array are refused cleanly (never 5xx)`, async () => {
      // Each top-level array of the example grown to as many copies of its first item as fit in the body limit.
      const example = requestExample(doc, o)?.value ?? {};
      const grown: Record<string, unknown> = { ...example };
      for (const [k, v] of Object.entries<any>(example)) {
        if (!Array.isArray(v)) continue;
        const item = v[0] ?? 0;
        const room = Math.floor((MAX_JSON_BYTES * 0.8) / (JSON.stringify(item).length + 1) / Math.max(1, Object.keys(example).length));
        grown[k] = Array(Math.max(2, Math.min(50_000, room))).fill(item);
      }
      const text = JSON.stringify(grown);
      const res = await send(o, text, 'application/json');
      expect(res.status, `${o.operationId}: ${JSON.stringify(res.body).slice(0, 200)}`).toBeLessThan(500);
      if (res.status >= 400) expectClean4xx(o, res, 'huge arrays');
      expectClean4xx(o, await send(o, JSON.stringify(Array(20_000).fill({})), 'application/json'), 'top-level array', 400);
    });
  }
});

function multipart(boundary: string, parts: Array<{ name: string; filename?: string; data: Buffer }>): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.filename !== undefined ? 'Content-Type: application/octet-stream\r\n' : ''}\r\n`), p.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** The example's text fields and a file part for each binary field (the example's text, or a short WAV-ish blob). */
function exampleParts(o: ContractOperation): Array<{ name: string; filename?: string; data: Buffer }> {
  const example = requestExample(doc, o)!;
  const schema = example.schema;
  const parts: Array<{ name: string; filename?: string; data: Buffer }> = [];
  for (const [name, value] of Object.entries<any>(example.value ?? {})) {
    const prop = schema?.properties?.[name];
    const isFile = prop?.format === 'binary' || prop?.contentMediaType;
    parts.push({ name, ...(isFile ? { filename: `${name}.bin` } : {}), data: Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)) });
  }
  return parts;
}

describe('multipart bodies of every public operation', () => {
  for (const o of multipartOps) {
    it(`${o.operationId}: invalid UTF-8 in each text field is a clean 4xx`, async () => {
      const parts = exampleParts(o);
      const textFields = parts.filter((p) => p.filename === undefined);
      expect(textFields.length, `${o.operationId}: its example has no text field`).toBeGreaterThan(0);
      for (const field of textFields) {
        const bad = parts.map((p) => (p === field ? { ...p, data: Buffer.concat([Buffer.from([0xff, 0xfe, 0xc3]), p.data]) } : p));
        const boundary = 'hostile-utf8';
        expectClean4xx(o, await send(o, multipart(boundary, bad), `multipart/form-data; boundary=${boundary}`), `field ${field.name}`);
      }
    });

    it(`${o.operationId}: a file name climbing out of its directory writes nothing outside and is never a 5xx`, async () => {
      const marker = `graha-hostile-${process.pid}-${o.operationId}`;
      const target = path.join(os.tmpdir(), marker);
      const parts = exampleParts(o).map((p) => (p.filename !== undefined ? { ...p, filename: `../../../../../../..${target}` } : p));
      const boundary = 'hostile-name';
      const res = await send(o, multipart(boundary, parts), `multipart/form-data; boundary=${boundary}`);
      expect(res.status, `${o.operationId}: ${JSON.stringify(res.body).slice(0, 300)}`).toBeLessThan(500);
      if (res.status >= 400) expectClean4xx(o, res, 'traversal name');
      expect(fs.existsSync(target), `${target} written`).toBe(false);
      if (typeof res.body?.filename === 'string') expect(res.body.filename).not.toMatch(/[\\/]/);
      // Nor anywhere under the data directory but where the server keeps its own files.
      const dataDir = gw.app.ctx.config.dataDir;
      expect(fs.existsSync(path.join(dataDir, marker))).toBe(false);
    });

    const maxBytes = Number(o.op['x-graha-max-upload-bytes']);
    it(`${o.operationId}: an upload over x-graha-max-upload-bytes (${maxBytes}) without Content-Length is 413`, async () => {
      expect(Number.isInteger(maxBytes) && maxBytes > 0, `${o.operationId} declares no x-graha-max-upload-bytes`).toBe(true);
      const boundary = 'hostile-big';
      const parts = exampleParts(o);
      const filePart = parts.find((p) => p.filename !== undefined)!;
      const head = multipart(boundary, parts.filter((p) => p !== filePart)).subarray(0, -`--${boundary}--\r\n`.length);
      const fileHead = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${filePart.name}"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`);
      const block = Buffer.alloc(1024 * 1024, 0x61);
      let step = 0;
      const res = await send(o, () => {
        step++;
        if (step === 1) return Buffer.concat([head, fileHead]);
        if ((step - 1) * block.length > maxBytes + 4 * block.length) return null;
        return block;
      }, `multipart/form-data; boundary=${boundary}`);
      expectClean4xx(o, res, 'oversize upload', 413);
    }, 120_000);
  }
});

describe('repeated failed authentication from one address', () => {
  let app: TestApp;
  beforeAll(async () => { app = await startTestApp({ env: { FAILED_AUTH_FREE_FAILURES: '5' } }); });
  afterAll(async () => { await app?.close(); });

  it('is refused with 429 and Retry-After past the free failures, whatever key is sent, then lets the address in again', async () => {
    const { apiKey } = await app.createAccount();
    const wrong = `svc_live_${'A'.repeat(40)}`;
    expect((await app.request('GET', '/v1/billing/balance', { key: apiKey })).status).toBe(200);
    // A missing key is not a guess: it does not count.
    for (let i = 0; i < 10; i++) expect((await app.request('GET', '/v1/billing/balance')).status).toBe(401);
    expect((await app.request('GET', '/v1/billing/balance', { key: apiKey })).status).toBe(200);
    for (let i = 0; i < 5; i++) {
      const res = await app.request('GET', '/v1/billing/balance', { key: i % 2 ? wrong : 'svc_live_short' });
      expect(res.status).toBe(401);
    }
    const sixth = await app.request('GET', '/v1/billing/balance', { key: wrong });
    expect(sixth.status).toBe(401); // counted; the address is now locked for 1 s
    const locked = await app.request('GET', '/v1/billing/balance', { key: apiKey });
    expect(locked.status).toBe(429);
    expect(locked.body.error.type).toBe('rate_limit_exceeded');
    expect(locked.body.error.code).toBe('failed_authentication');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const waitMs = Number(locked.headers.get('retry-after-ms'));
    expect(waitMs).toBeGreaterThan(0);
    expect(waitMs).toBeLessThanOrEqual(1000);
    // Waiting as told lets the valid key in; each further failure doubles the lock.
    await new Promise((r) => setTimeout(r, waitMs + 50));
    expect((await app.request('GET', '/v1/billing/balance', { key: apiKey })).status).toBe(200);
    expect((await app.request('GET', '/v1/billing/balance', { key: wrong })).status).toBe(401);
    const again = await app.request('GET', '/v1/billing/balance', { key: apiKey });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after-ms'))).toBeGreaterThan(1000);
  });
});

describe('user-supplied URLs (alert webhooks: the only URL field of a request schema in openapi.yaml)', () => {
  it('the contract has no other request URL field the guard would not see', () => {
    const text = JSON.stringify(doc.components.schemas);
    const requestSchemas = new Set<string>();
    for (const o of all) {
      for (const media of Object.values<any>(o.op.requestBody?.content ?? {})) {
        const ref = media.schema?.$ref as string | undefined;
        if (ref) requestSchemas.add(ref.split('/').pop()!);
      }
    }
    const uriFields: string[] = [];
    for (const name of requestSchemas) {
      for (const [prop, schema] of Object.entries<any>(doc.components.schemas[name]?.properties ?? {})) {
        if (schema?.format === 'uri' || /url$/i.test(prop)) uriFields.push(`${name}.${prop}`);
      }
    }
    expect(text.length).toBeGreaterThan(0);
    expect(uriFields).toEqual(['BillingLimitsUpdate.alert_webhook_url']);
  });

  it('refuses loopback, private, link-local and metadata addresses in every spelling', () => {
    for (const url of [
      'http://127.0.0.1/', 'http://2130706433/', 'http://0x7f.1/', 'http://127.1/', 'http://[::1]/', 'http://[::ffff:127.0.0.1]/',
      'http://169.254.169.254/latest/meta-data/', 'http://[fe80::1]/', 'http://10.0.0.1/', 'http://0.0.0.0/', 'http://localhost/',
      'http://metadata.google.internal/', 'file:///etc/passwd', 'gopher://127.0.0.1/',
    ]) {
      expect(webhookUrlProblem(url, false), url).not.toBeNull();
    }
    expect(webhookUrlProblem('https://hooks.example.com/graha', false)).toBeNull();
  });

  it('does not follow a redirect (a public URL cannot bounce the delivery onto an internal address)', async () => {
    let internalHits = 0;
    const internal = http.createServer((_req, res) => { internalHits++; res.end('ok'); });
    await new Promise<void>((r) => internal.listen(0, '127.0.0.1', r));
    const internalUrl = `http://127.0.0.1:${(internal.address() as AddressInfo).port}/secret`;
    const bouncer = http.createServer((_req, res) => { res.writeHead(307, { location: internalUrl }); res.end(); });
    await new Promise<void>((r) => bouncer.listen(0, '127.0.0.1', r));
    try {
      // allowPrivate only so the test's bouncer on loopback can be reached at all; the redirect is the point.
      const status = await postWebhook(`http://127.0.0.1:${(bouncer.address() as AddressInfo).port}/hook`, {}, '{}', { timeoutMs: 5000, allowPrivate: true });
      expect(status).toBe(307);
      expect(internalHits).toBe(0);
    } finally {
      internal.close();
      bouncer.close();
    }
  });
});
