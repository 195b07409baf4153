/**
 * Reference docs and the public contract (issue 20 item 1): /openapi.yaml and /openapi.json hold every public
 * operation of openapi.yaml and none of the operator's (`x-internal`); /docs is the Redoc page `make docs` builds.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../../src/context';
import { publicOperations } from '../../src/docs/publicSpec';
import type { CodeSample } from '../../src/docs/codeSamples';
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
    // It links to the guide (/guide, docs/*.md), which links back here.
    expect(res.text).toContain('href=\"/guide/\"');
  });
});

/** The contract's server URL, which the samples name; the tests run them against the test server instead. */
const SAMPLE_BASE_URL: string = full.servers[0].url;
const REPO = path.resolve(import.meta.dirname, '..', '..');

/** Runs a program with GRAHA_API_KEY set, in `cwd`; resolves with its exit code and output. */
function run(command: string, args: string[], env: Record<string, string>, cwd: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => { stdout += d; });
    child.stderr.on('data', (d) => { stderr += d; });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('runnable examples (x-codeSamples)', () => {
  let doc: any;
  let key: string;
  const samplesOf = (operationId: string): CodeSample[] => {
    const op = publicOperations(doc).find((o) => o.operationId === operationId)!;
    return doc.paths[op.path][op.method.toLowerCase()]['x-codeSamples'];
  };
  const sample = (operationId: string, label: string) => samplesOf(operationId).find((s) => s.label === label)!.source.replaceAll(SAMPLE_BASE_URL, app.url);
  beforeAll(async () => {
    doc = (await app.request('GET', '/openapi.json', { raw: true })).body;
    ({ apiKey: key } = await app.createAccount());
  });

  it('every public operation carries a curl sample naming its method, path and (when it needs one) the key', () => {
    for (const { method, path: p, operationId } of publicOperations(doc)) {
      const op = doc.paths[p][method.toLowerCase()];
      const curl = (op['x-codeSamples'] as CodeSample[] | undefined)?.find((s) => s.lang === 'curl' && s.label === 'curl');
      expect(curl, operationId).toBeDefined();
      expect(curl!.source, operationId).toMatch(/^curl -sS /);
      if (method !== 'GET') expect(curl!.source, operationId).toContain(`-X ${method}`);
      const pathPrefix = p.split('{')[0];
      expect(curl!.source, operationId).toContain(`"${SAMPLE_BASE_URL}${pathPrefix}`);
      const secured = (op.security ?? doc.security).length > 0;
      expect(curl!.source.includes('Authorization: Bearer $GRAHA_API_KEY'), operationId).toBe(secured);
    }
  });

  it('the OpenAI-compatible operations also carry openai-client samples for Python and Node', () => {
    for (const id of ['createChatCompletion', 'listModels', 'createEmbedding', 'createImage', 'createSpeech', 'createTranscription', 'uploadFile', 'createFineTuningJob', 'createBatch']) {
      expect(samplesOf(id).map((s) => s.label), id).toEqual(['curl', 'Python (openai)', 'Node (openai)']);
    }
    expect(samplesOf('getKundali').map((s) => s.label)).toEqual(['curl']);
  });

  it('curl samples, pasted into a shell with GRAHA_API_KEY set, succeed against the server', async () => {
    const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'graha-samples-'));
    try {
      for (const id of ['listModels', 'getBalance', 'getHoroscope', 'getKundali', 'createEmbedding', 'createChatCompletion', 'createSpeech']) {
        const out = await run('bash', ['-c', `${sample(id, 'curl')} --write-out '\n%{http_code}'`], { GRAHA_API_KEY: key }, cwd);
        expect(out.code, `${id}: ${out.stderr}`).toBe(0);
        const status = Number(out.stdout.trim().split('\n').pop());
        expect(status, `${id}: ${out.stdout.slice(0, 500)}`).toBeGreaterThanOrEqual(200);
        expect(status, `${id}: ${out.stdout.slice(0, 500)}`).toBeLessThan(300);
      }
      // The speech sample saves the audio where it says.
      expect(fs.statSync(path.join(cwd, 'answer.mp3')).size).toBeGreaterThan(1000);
    } finally {
      fs.rmSync(cwd, { recursive: true, force: true });
    }
  }, 180_000);

  it('the chat sample is the documented openai call, and runs with the official clients (Node and Python)', async () => {
    const node = sample('createChatCompletion', 'Node (openai)');
    const python = sample('createChatCompletion', 'Python (openai)');
    expect(node).toContain(`new OpenAI({ baseURL: "${app.url}/v1", apiKey: process.env.GRAHA_API_KEY })`);
    expect(node).toContain('await client.chat.completions.create({');
    expect(python).toContain(`OpenAI(base_url="${app.url}/v1", api_key=os.environ["GRAHA_API_KEY"])`);
    expect(python).toMatch(/client\.chat\.completions\.create\(\n {4}model="graha-astro-standard",\n {4}messages=\[/);
    // Run from the repository, where the `openai` npm package is installed.
    const fromNode = await run(process.execPath, ['--input-type=module', '-e', node], { GRAHA_API_KEY: key }, REPO);
    expect(fromNode.code, fromNode.stderr).toBe(0);
    expect(fromNode.stdout.trim().length).toBeGreaterThan(20);
    const fromPython = await run('python3', ['-c', python], { GRAHA_API_KEY: key }, REPO);
    expect(fromPython.code, fromPython.stderr).toBe(0);
    expect(fromPython.stdout.trim().length).toBeGreaterThan(20);
  }, 180_000);
});

const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p)) ?? null;
const ARTIFACTS = path.resolve(import.meta.dirname, '..', '..', 'test-artifacts', 'docs');
if (!CHROMIUM) console.warn('test/http/docs.test.ts: SKIPPED the rendering check: no Chromium at /usr/bin/chromium (apt-get install chromium; .ci/run does)');

describe.skipIf(!CHROMIUM)('/docs in headless Chromium', () => {
  it('renders an operation with its curl and openai samples, with no request leaving the server (screenshots in test-artifacts/docs)', async () => {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    // --no-sandbox: CI runs as root, where Chromium's sandbox cannot start.
    const browser = await chromium.launch({ executablePath: CHROMIUM!, args: ['--no-sandbox'] });
    try {
      const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
      const scripts: string[] = [];
      page.on('request', (r) => { if (r.resourceType() === 'script') scripts.push(r.url()); });
      // Redoc 3 routes in the fragment: tag, then the operationId in lower case.
      await page.goto(`${app.url}/docs#/inference/createchatcompletion`);
      const curl = page.getByText('Authorization: Bearer $GRAHA_API_KEY').first();
      await curl.waitFor({ timeout: 60_000 });
      await expect(page.getByRole('heading', { name: 'Create a chat completion' }).first().isVisible()).resolves.toBe(true);
      await page.screenshot({ path: path.join(ARTIFACTS, 'createChatCompletion-curl.png') });
      // The sample's language menu offers the openai clients.
      await page.getByRole('button', { name: 'curl', exact: true }).first().click();
      for (const label of ['curl', 'Python (openai)', 'Node (openai)']) await expect(page.getByRole('menuitem', { name: label, exact: true }).count()).resolves.toBe(1);
      await page.getByRole('menuitem', { name: 'Python (openai)', exact: true }).click();
      await page.getByText('client.chat.completions.create(').first().waitFor({ timeout: 30_000 });
      await page.screenshot({ path: path.join(ARTIFACTS, 'createChatCompletion-python.png') });
      // The page is self-contained (make docs inlines Redoc's scripts): nothing from a CDN.
      expect(scripts.filter((u) => !u.startsWith(app.url) && !u.startsWith(`blob:${app.url}`))).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 180_000);
});
