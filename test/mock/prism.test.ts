/**
 * `make mock`: Prism serves every operation of openapi.yaml with the spec's own examples, so front-end teams can
 * build against it. This starts Prism the way the Makefile does and calls each operation once.
 * It does not touch the database, so the PostgreSQL pass of `make test` leaves it out (it ran on the PGlite pass).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import YAML from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../../src/contract';

let PORT = 0;
const doc = YAML.parse(fs.readFileSync(OPENAPI_PATH, 'utf8'));
let prism: ChildProcess;

/** A value Prism's request validation accepts for a parameter schema. */
function sampleFor(schema: Record<string, any>): string {
  if (schema.enum) return String(schema.enum[0]);
  if (schema.default !== undefined) return String(schema.default);
  if (schema.format === 'date') return '1990-05-15';
  if (schema.pattern?.includes(':[0-5]')) return '14:30';
  if (schema.type === 'number' || schema.type === 'integer') {
    const lo = schema.minimum ?? 0;
    const hi = schema.maximum ?? lo + 10;
    return String(Math.round((lo + hi) / 2));
  }
  return 'abc123';
}

function firstExample(content: Record<string, any> | undefined, mediaType: string): unknown {
  const examples = content?.[mediaType]?.examples;
  return examples ? Object.values<any>(examples)[0].value : undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const operations: Array<{ method: string; path: string; op: any; shared: any[] }> = [];
for (const [path, item] of Object.entries<any>(doc.paths)) {
  for (const method of ['get', 'post', 'put', 'delete']) if (item[method]) operations.push({ method, path, op: item[method], shared: item.parameters ?? [] });
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('make mock (Prism) answers every operation with the examples of openapi.yaml', () => {
  beforeAll(async () => {
    // A free port asked of the system, and Prism's own output kept: a Prism that exits (a port taken meanwhile, a
    // contract it refuses) is started again on another port, and a failure says what Prism said, instead of waiting
    // out the time on a process that is gone. Up to 4 minutes in all: Prism parses the whole contract first, which on
    // a busy 2-core machine running the rest of the suite can take minutes.
    const deadline = Date.now() + 240_000;
    let said = '';
    for (let attempt = 1; attempt <= 3 && Date.now() < deadline; attempt++) {
      PORT = await freePort();
      const child = spawn('node_modules/.bin/prism', ['mock', '-h', '127.0.0.1', '-p', String(PORT), OPENAPI_PATH], { stdio: ['ignore', 'ignore', 'pipe'] });
      prism = child;
      let exited = false;
      child.stderr!.on('data', (d) => { said = (said + d).slice(-2000); });
      child.once('exit', (code) => { exited = true; said += `\n(prism exited with ${code})`; });
      while (!exited && Date.now() < deadline) {
        try {
          await fetch(`http://127.0.0.1:${PORT}/healthz`);
          return;
        } catch {
          await new Promise((r) => setTimeout(r, 250));
        }
      }
    }
    prism?.kill();
    throw new Error(`Prism did not start: ${said}`);
  }, 250_000);
  afterAll(() => { prism?.kill(); });

  it.each(operations.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))('%s', async (_name, { method, path, op, shared }) => {
    let url = path;
    const query = new URLSearchParams();
    const headers: Record<string, string> = { authorization: 'Bearer svc_live_mockmockmockmockmockmockmockmockmock' };
    for (const p of [...shared, ...(op.parameters ?? [])]) {
      const param = p.$ref ? doc.components.parameters[p.$ref.split('/').pop()] : p;
      const value = param.example !== undefined ? String(param.example) : sampleFor(param.schema);
      if (param.in === 'path') url = url.replace(`{${param.name}}`, value);
      else if (param.in === 'query' && param.required) query.set(param.name, value);
    }
    let body: BodyInit | undefined;
    const content = op.requestBody?.content;
    if (content?.['application/json']) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(firstExample(content, 'application/json') ?? {});
    } else if (content?.['multipart/form-data']) {
      const form = new FormData();
      const example = (firstExample(content, 'multipart/form-data') ?? {}) as Record<string, unknown>;
      const props = content['multipart/form-data'].schema?.properties ?? {};
      for (const [name, value] of Object.entries(example)) {
        const isFile = props[name]?.format === 'binary' || props[name]?.contentMediaType?.startsWith('audio');
        if (isFile) form.set(name, new Blob([String(value)]), 'upload.bin');
        else form.set(name, typeof value === 'string' ? value : JSON.stringify(value));
      }
      body = form;
    }
    const res = await fetch(`http://127.0.0.1:${PORT}${url}${query.size ? `?${query}` : ''}`, { method: method.toUpperCase(), headers, body });
    const success = Object.keys(op.responses).find((s) => s.startsWith('2'))!;
    expect(res.status, `${method} ${url}: ${await res.clone().text()}`).toBe(Number(success));
    const mediaType = Object.keys(op.responses[success].content ?? {})[0];
    if (mediaType === 'application/json') {
      const examples = Object.values<any>(op.responses[success].content[mediaType].examples ?? {}).map((e) => e.value);
      expect(examples).toContainEqual(await res.json());
    }
  });
});
