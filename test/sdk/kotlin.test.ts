/**
 * The Kotlin/JVM client (sdk/kotlin, graha-kotlin: generated from openapi.yaml by openapi-generator at build time, plus
 * a hand-written layer) runs its JUnit suite with Maven against this live test app. Maven's repository is
 * sdk/kotlin/.m2 (git-ignored): the first run downloads the plugins and libraries, later ones reuse them.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { OPENAPI_PATH } from '../../src/contract';
import { publicSpec } from '../../src/docs/publicSpec';
import { startTestApp, type TestApp } from '../helpers/app';

/** The public operations (openapi.yaml less its x-internal ones: the list the other SDKs are generated from). */
function publicOperations(): string[] {
  const spec = YAML.parse(YAML.stringify(publicSpec(fs.readFileSync(OPENAPI_PATH, 'utf8')))) as { paths: Record<string, Record<string, { operationId?: string }>> };
  return Object.values(spec.paths).flatMap((ops) => Object.values(ops).map((op) => op?.operationId)).filter((id): id is string => typeof id === 'string');
}

const dir = path.resolve(import.meta.dirname, '../../sdk/kotlin');
let app: TestApp;
beforeAll(async () => { app = await startTestApp(); });
afterAll(async () => { await app?.close(); });

describe('graha-kotlin against the live server', () => {
  it('sdk/kotlin JUnit tests pass with none skipped', async () => {
    const { apiKey } = await app.createAccount({ creditCents: 5_000 });
    const { apiKey: emptyKey } = await app.createAccount({ creditCents: 0 });
    const limited = await app.createAccount({ plan: 'growth' });
    expect((await app.admin('PUT', `/admin/v1/accounts/${limited.accountId}/plan`, { plan: 'enterprise', rpm: 1, tpm: 1_000_000 })).status).toBe(200);
    const out = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile('mvn', ['-B', '--no-transfer-progress', `-Dmaven.repo.local=${path.join(dir, '.m2')}`, 'test'], {
        cwd: dir, timeout: 900_000, maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, GRAHA_BASE_URL: app.url, GRAHA_API_KEY: apiKey, GRAHA_EMPTY_KEY: emptyKey, GRAHA_LIMITED_KEY: limited.apiKey, GRAHA_PUBLIC_OPERATIONS: publicOperations().join(',') },
      }, (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }));
    });
    expect(out.code, `${out.stdout.slice(-20_000)}\n${out.stderr.slice(-5_000)}`).toBe(0);
    expect(out.stdout).toMatch(/Tests run: 9, Failures: 0, Errors: 0, Skipped: 0/);
  }, 960_000);
});
