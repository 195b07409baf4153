/**
 * Reference docs and the public contract (issue 20 item 1): /openapi.yaml and /openapi.json hold every public
 * operation of openapi.yaml and none of the operator's (`x-internal`); /docs is the Redoc page `make docs` builds.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../../src/context';
import { publicOperations } from '../../src/docs/publicSpec';
import { startTestApp, type TestApp } from '../helpers/app';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'graha-docs-'));
const docsFile = path.join(dir, 'index.html');
let app: TestApp;
beforeAll(async () => {
  // What `make docs` runs.
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-docs.mjs'], { env: { ...process.env, DOCS_FILE: docsFile }, stdio: 'ignore' });
  app = await startTestApp({ env: { DOCS_FILE: docsFile } });
}, 120_000);
afterAll(async () => { await app?.close(); fs.rmSync(dir, { recursive: true, force: true }); });

const full = YAML.parse(fs.readFileSync(OPENAPI_PATH, 'utf8'));
const all = publicOperations(full);
const internal = new Set(all.filter(({ method, path: p }) => full.paths[p][method.toLowerCase()]['x-internal']).map((o) => o.operationId));

describe('the public contract', () => {
  it('/openapi.json and /openapi.yaml hold every public operation and none of the operator\'s', async () => {
    const json = await app.request('GET', '/openapi.json', { raw: true });
    const yaml = await app.request('GET', '/openapi.yaml', { raw: true });
    expect(json.status).toBe(200);
    expect(yaml.status).toBe(200);
    expect(YAML.parse(yaml.text)).toEqual(json.body);
    const served = publicOperations(json.body).map((o) => o.operationId).sort();
    expect(internal.size).toBeGreaterThan(5);
    expect(served).toEqual(all.map((o) => o.operationId).filter((id) => !internal.has(id)).sort());
    expect(JSON.stringify(json.body)).not.toContain('/admin/v1');
    expect(json.body.components.securitySchemes.adminAuth).toBeUndefined();
  });

  it('every public operation has a summary and a description', async () => {
    const doc = (await app.request('GET', '/openapi.json', { raw: true })).body;
    for (const { method, path: p, operationId } of publicOperations(doc)) {
      const op = doc.paths[p][method.toLowerCase()];
      expect(op.summary, operationId).toBeTruthy();
      expect(op.description, operationId).toBeTruthy();
    }
  });
});

describe('/docs', () => {
  it('serves the reference page built from the public contract, without a key', async () => {
    const res = await app.request('GET', '/docs', { raw: true });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.text).toContain('Create a chat completion');
    expect(res.text).not.toContain('/admin/v1/accounts');
  });
});
