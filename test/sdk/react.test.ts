/**
 * The React hooks (sdk/react, @graha/react) run their own vitest suite (jsdom + React Testing Library) against this live
 * test app: one account with credit, one with an empty wallet (402) and one limited to 1 request a minute (429).
 * sdk/react has its own node_modules (`npm ci --prefix sdk/react`, done by `make test-sdk-react` and .ci/run).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';

const dir = path.resolve(import.meta.dirname, '../../sdk/react');
let app: TestApp;
beforeAll(async () => { app = await startTestApp(); });
afterAll(async () => { await app?.close(); });

describe('@graha/react against the live server', () => {
  it('sdk/react/test passes with no test skipped', async () => {
    expect(fs.existsSync(path.join(dir, 'node_modules/.bin/vitest')), 'run npm ci --prefix sdk/react').toBe(true);
    const { apiKey } = await app.createAccount({ creditCents: 5_000 });
    const { apiKey: emptyKey } = await app.createAccount({ creditCents: 0 });
    const limited = await app.createAccount({ plan: 'growth' });
    expect((await app.admin('PUT', `/admin/v1/accounts/${limited.accountId}/plan`, { plan: 'enterprise', rpm: 1, tpm: 1_000_000 })).status).toBe(200);
    const out = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(path.join(dir, 'node_modules/.bin/vitest'), ['run', '--reporter=verbose'], {
        cwd: dir, timeout: 150_000,
        env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', GRAHA_BASE_URL: app.url, GRAHA_API_KEY: apiKey, GRAHA_EMPTY_KEY: emptyKey, GRAHA_LIMITED_KEY: limited.apiKey },
      }, (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }));
    });
    expect(out.code, `${out.stdout}\n${out.stderr}`).toBe(0);
    expect(out.stdout).toMatch(/Tests\s+6 passed/);
    expect(out.stdout).not.toMatch(/skipped/);
  }, 180_000);

  it('type-checks (strict, with its tests) against the TypeScript SDK\'s sources', async () => {
    const out = await new Promise<{ code: number; stdout: string }>((resolve) => {
      execFile(path.join(dir, 'node_modules/.bin/tsc'), ['-p', dir], { cwd: dir, timeout: 120_000 }, (err, stdout, stderr) => resolve({ code: err ? 1 : 0, stdout: stdout + stderr }));
    });
    expect(out.code, out.stdout).toBe(0);
  }, 150_000);
});
