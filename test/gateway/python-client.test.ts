/**
 * Runs test/gateway/python_client_test.py (the official Python openai client) against the real app. Skipped, with
 * the reason printed, when `python3 -c 'import openai'` fails; CI installs it (`pip install openai`).
 */
import { execFile, execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type GatewayHarness } from './harness';

function pythonOpenAiMissing(): string | null {
  try {
    execFileSync('python3', ['-c', 'import openai'], { stdio: 'pipe' });
    return null;
  } catch (err) {
    return `python3 with the openai package is not available (${(err as Error).message.split('\n')[0]}); run \`pip install openai\``;
  }
}

const missing = pythonOpenAiMissing();
if (missing) console.warn(`[skip] python client compatibility test: ${missing}`);

describe.skipIf(missing !== null)('the official Python openai client works with only base URL and key changed', () => {
  let gw: GatewayHarness;
  beforeAll(async () => { gw = await startGateway(); });
  afterAll(async () => { await gw?.close(); });

  it('python_client_test.py passes', async () => {
    const { apiKey } = await gw.app.createAccount();
    const script = path.join(import.meta.dirname, 'python_client_test.py');
    const out = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile('python3', [script, `${gw.app.url}/v1`, apiKey], { timeout: 60_000 }, (err, stdout, stderr) => {
        resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
      });
    });
    expect(out.code, `${out.stdout}\n${out.stderr}`).toBe(0);
    expect(out.stdout).toContain('all checks passed');
  });
});
