/**
 * A server told to stop (SIGTERM, as a deploy does) lets the calls in flight finish within SHUTDOWN_GRACE_MS before
 * it closes their connections: a slow chat call still gets its answer (charged once, its Idempotency-Key kept).
 * Runs the real entry point (src/server.ts) as its own process, on embedded PGlite.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAI } from '../fakes/openaiUpstream';
import type { FakeUpstream } from '../fakes/common';
import { FAKE_ENV, writeFakeModelsFile, writeFakePricesFile } from '../fakes/models';

const ADMIN = 'adm_shutdown_test_token_0123456789';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'graha-shutdown-'));
let upstream: FakeUpstream;
let proc: ChildProcess;
let url: string;
let exited: Promise<number | null>;

beforeAll(async () => {
  upstream = await startFakeOpenAI();
  const modelsFile = writeFakeModelsFile({ openaiBaseUrl: upstream.baseUrl, anthropicBaseUrl: upstream.baseUrl });
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: p } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(p));
    });
  });
  proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env, ...FAKE_ENV, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', ADMIN_TOKEN: ADMIN, DATA_DIR: dataDir,
      LOG_LEVEL: 'info', MODELS_FILE: modelsFile, PRICES_FILE: writeFakePricesFile(), SHUTDOWN_GRACE_MS: '5000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  exited = new Promise((resolve) => proc.once('exit', (code) => resolve(code)));
  url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start in 150 s')), 150_000);
    let out = '';
    proc.stdout!.on('data', (d) => {
      out += d;
      const m = /"url":"(http:\/\/127\.0\.0\.1:\d+)"/.exec(out);
      if (m) { clearTimeout(timer); resolve(m[1]); }
    });
    proc.stderr!.resume();
  });
}, 180_000);

afterAll(async () => {
  if (proc && proc.exitCode === null) proc.kill('SIGKILL');
  await upstream?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('stopping the server', () => {
  it('a call in flight when SIGTERM arrives still gets its answer; then the process exits', async () => {
    const created = await fetch(`${url}/admin/v1/accounts`, {
      method: 'POST', headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'stop@example.com', plan: 'scale', credit_cents: 100 }),
    });
    expect(created.status).toBe(201);
    const { api_key: key } = await created.json() as { api_key: string };
    upstream.knobs.headerDelayMs = 1500;
    const call = fetch(`${url}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'idempotency-key': 'deploy-1' },
      body: JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'still there?' }] }),
    });
    for (let i = 0; i < 100 && upstream.requests.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(upstream.requests).toHaveLength(1);
    proc.kill('SIGTERM');
    const res = await call;
    expect(res.status).toBe(200);
    expect((await res.json() as { choices: Array<{ message: { content: string } }> }).choices[0].message.content).toBe('echo: still there?');
    expect(await exited).toBe(0);
  });
});
