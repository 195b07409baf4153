/**
 * Every runnable sample of the guide (issue 39 item 4): each ```sh, ```python and ```ts block of docs/*.md, code-group
 * tabs included, runs against a test server with GRAHA_BASE_URL and GRAHA_API_KEY set and must exit 0; where a ```json
 * block follows (the answer shown to the reader), the sample's output has that shape (test/docs/pages.ts). The server
 * is the real app with the shipped models: the built-in ones, and the hosted providers' (gpt-4o, claude-sonnet-4, the
 * llama models) pointed at the test fakes. Each page gets its own account (dedicated plan, USD 1,000, a key with every
 * scope) and runs its blocks in order; two pages run at a time. Each block runs in its own empty directory under
 * test-artifacts/docs/samples-XXXX/ (kept, with the files the samples wrote, when one failed). One line per block is
 * printed.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';
import { startFakeOpenAI } from '../fakes/openaiUpstream';
import { startFakeAnthropic } from '../fakes/anthropicUpstream';
import type { FakeUpstream } from '../fakes/common';
import { FAKE_ENV } from '../fakes/models';
import { guidePages, REPO, samplesOf, shapeDifferences, type Sample } from './pages';

// Inside the project, so that a TypeScript sample's `openai` resolves from its node_modules; one directory per run
// (another run may be going on), removed when every sample passed and kept for a look when one failed.
fs.mkdirSync(path.join(REPO, 'test-artifacts', 'docs'), { recursive: true });
const WORK = fs.mkdtempSync(path.join(REPO, 'test-artifacts', 'docs', 'samples-'));
let keepWork = false;
const TSX = path.join(REPO, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const TIMEOUT_MS = 60_000;

let app: TestApp;
let openai: FakeUpstream;
let anthropic: FakeUpstream;

beforeAll(async () => {
  openai = await startFakeOpenAI();
  anthropic = await startFakeAnthropic();
  // The fake calls the first tool it is given (arguments {"city":"Varanasi"}): the tools samples get a tool call.
  openai.knobs.callTools = true;
  anthropic.knobs.callTools = true;
  // The shipped models file with its hosted providers pointed at the fakes.
  const models = YAML.parse(fs.readFileSync(path.join(REPO, 'config', 'models.yaml'), 'utf8'));
  for (const provider of Object.values<any>(models.providers)) {
    if (provider.kind === 'openai-compatible') Object.assign(provider, { base_url: openai.baseUrl, api_key_env: 'FAKE_OPENAI_API_KEY' });
    if (provider.kind === 'anthropic') Object.assign(provider, { base_url: anthropic.baseUrl, api_key_env: 'FAKE_ANTHROPIC_API_KEY' });
  }
  const modelsFile = path.join(WORK, 'models.yaml');
  fs.writeFileSync(modelsFile, YAML.stringify(models));
  app = await startTestApp({ modelsFile, env: { ...FAKE_ENV } });
}, 120_000);

afterAll(async () => {
  if (!keepWork) fs.rmSync(WORK, { recursive: true, force: true });
  await app?.close();
  await openai?.close();
  await anthropic?.close();
});

interface Ran { code: number | null; stdout: string; stderr: string; ms: number }

function run(command: string, args: string[], env: Record<string, string>, cwd: string): Promise<Ran> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => { stderr += `\n(killed after ${TIMEOUT_MS} ms)`; child.kill('SIGKILL'); }, TIMEOUT_MS);
    child.stdout.on('data', (d) => { stdout += d; });
    child.stderr.on('data', (d) => { stderr += d; });
    child.on('error', reject);
    child.on('close', (code) => { clearTimeout(timer); resolve({ code, stdout, stderr, ms: Date.now() - started }); });
  });
}

/** Runs one block in its own directory, as a reader would: the shell, python3, or tsx. */
async function runSample(s: Sample, key: string): Promise<Ran> {
  const cwd = path.join(WORK, `${s.page}-${s.line}`);
  fs.mkdirSync(cwd, { recursive: true });
  const env: Record<string, string> = { GRAHA_BASE_URL: app.url, GRAHA_API_KEY: key };
  if (s.lang === 'sh') return run('bash', ['-e', '-o', 'pipefail', '-c', s.code], env, cwd);
  if (s.lang === 'python') {
    fs.writeFileSync(path.join(cwd, 'sample.py'), s.code);
    return run('python3', ['sample.py'], { ...env, PYTHONPATH: path.join(REPO, 'sdk', 'python') }, cwd);
  }
  // TypeScript: an ES module (top-level await); `openai` resolves from the project's node_modules (the directory is
  // inside the project), the SDK's import as a user writes it (`@graha/sdk`) is mapped to sdk/typescript's sources.
  fs.writeFileSync(path.join(cwd, 'package.json'), JSON.stringify({ type: 'module' }));
  fs.writeFileSync(path.join(cwd, 'tsconfig.json'), JSON.stringify({
    compilerOptions: { module: 'esnext', moduleResolution: 'bundler', target: 'es2022', paths: { '@graha/sdk': [path.join(REPO, 'sdk', 'typescript', 'src', 'index.ts')] } },
  }));
  fs.writeFileSync(path.join(cwd, 'sample.ts'), s.code);
  return run(process.execPath, [TSX, '--tsconfig', 'tsconfig.json', 'sample.ts'], env, cwd);
}

/** Runs each job with at most `n` at a time. */
async function pool<T>(jobs: Array<() => Promise<T>>, n: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(Array.from({ length: n }, async () => {
    while (next < jobs.length) {
      const i = next++;
      results[i] = await jobs[i]();
    }
  }));
  return results;
}

describe('the guide\'s samples', () => {
  // DOCS_PAGES=chat,media runs only those pages' samples (while writing them); the suite runs them all.
  const only = process.env.DOCS_PAGES?.split(',').filter(Boolean);
  const pages = guidePages().filter((page) => !only || only.includes(page))
    .map((page) => ({ page, samples: samplesOf(page) })).filter((p) => p.samples.length > 0);

  it('the parser finds the samples (code-group tabs with their titles, the answers shown after them)', () => {
    const all = guidePages().flatMap((p) => samplesOf(p));
    expect(all.length).toBeGreaterThan(10);
    const start = samplesOf('getting-started');
    expect(start.map((s) => s.lang)).toEqual(expect.arrayContaining(['sh', 'python', 'ts']));
    expect(start.some((s) => s.title === 'curl' && s.shown !== null)).toBe(true);
  });

  it('every sh, python and ts block runs against the server (exit 0) and its output has the shape of the answer shown', async () => {
    const failures: string[] = [];
    let total = 0;
    const started = Date.now();
    await pool(pages.map(({ page, samples }) => async () => {
      const { apiKey } = await app.createAccount({ plan: 'dedicated', creditCents: 100_000, email: `docs-${page}@example.com` });
      for (const s of samples) {
        const ran = await runSample(s, apiKey);
        total++;
        const where = `docs/${s.page}.md:${s.line} (${s.lang}${s.title ? ` [${s.title}]` : ''})`;
        console.log(`docs sample ${s.page}:${s.line} ${s.lang}${s.title ? ` [${s.title}]` : ''} ${ran.ms} ms${ran.code === 0 ? '' : ` FAILED (exit ${ran.code})`}`);
        const output = `\n--- stdout\n${ran.stdout.slice(0, 2000)}\n--- stderr\n${ran.stderr.slice(0, 2000)}`;
        if (ran.code !== 0) { failures.push(`${where}: exit ${ran.code}${output}`); continue; }
        if (s.shown === null) continue;
        let answer: unknown;
        try {
          answer = JSON.parse(ran.stdout);
        } catch {
          failures.push(`${where}: its output is not JSON, but the answer shown at line ${s.shownLine} is${output}`);
          continue;
        }
        const diffs = shapeDifferences(s.shown, answer);
        if (diffs.length) failures.push(`${where}: the answer lacks the shape shown at line ${s.shownLine}: ${diffs.join('; ')}${output}`);
      }
    }), 2);
    console.log(`docs samples: ${total} blocks in ${Date.now() - started} ms`);
    if (failures.length) {
      keepWork = true;
      console.log(`docs samples: each block's directory is kept in ${WORK}`);
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
  }, 900_000);
});

describe('the shape check', () => {
  it('takes present keys of the same types, recursively, arrays by their first element', () => {
    expect(shapeDifferences({ a: 1, b: [{ c: 'x' }], d: null }, { a: 2.5, b: [{ c: 'y', e: 1 }, {}], d: null, z: 0 })).toEqual([]);
    expect(shapeDifferences({ a: 1 }, { a: '1' })).toEqual(['$.a: shown number, got string ("1")']);
    expect(shapeDifferences({ b: [{ c: 'x' }] }, { b: [{}] })).toEqual(['$.b[0].c: missing']);
    expect(shapeDifferences({ b: [] }, { b: [1] })).toEqual([]);
    expect(shapeDifferences({ b: [1] }, { b: [] })).toEqual(['$.b: shown a non-empty array, got []']);
  });
});
