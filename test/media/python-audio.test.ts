/**
 * Runs test/media/python_audio_test.py (the official Python openai client: audio.speech and audio.transcriptions)
 * and python_embeddings_images_test.py (embeddings.create as float, base64 and the client's default; images.generate
 * as b64_json and as a signed url fetched without the key) against the real app. Skipped, with the reason printed, when `python3 -c 'import openai'` fails; CI installs it.
 */
import { execFile, execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';

function pythonOpenAiMissing(): string | null {
  try {
    execFileSync('python3', ['-c', 'import openai'], { stdio: 'pipe' });
    return null;
  } catch (err) {
    return `python3 with the openai package is not available (${(err as Error).message.split('\n')[0]}); run \`pip install openai\``;
  }
}

const missing = pythonOpenAiMissing();
if (missing) console.warn(`[skip] python audio client test: ${missing}`);

describe.skipIf(missing !== null)('the official Python openai client on the media endpoints', () => {
  let app: TestApp;
  beforeAll(async () => { app = await startTestApp(); }, 60_000);
  afterAll(async () => { await app?.close(); });

  it('python_audio_test.py passes', async () => {
    const { apiKey } = await app.createAccount({ plan: 'scale' });
    const script = path.join(import.meta.dirname, 'python_audio_test.py');
    const fixture = path.join(import.meta.dirname, '../fixtures/audio/librivox-sense-and-sensibility-0870.wav');
    const out = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile('python3', [script, `${app.url}/v1`, apiKey, fixture], { timeout: 170_000 }, (err, stdout, stderr) => {
        resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
      });
    });
    expect(out.code, `${out.stdout}\n${out.stderr}`).toBe(0);
    expect(out.stdout).toContain('all checks passed');
  }, 200_000);

  it('python_embeddings_images_test.py passes', async () => {
    const { apiKey } = await app.createAccount({ plan: 'scale', email: 'python-media@example.com' });
    const script = path.join(import.meta.dirname, 'python_embeddings_images_test.py');
    const out = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile('python3', [script, `${app.url}/v1`, apiKey], { timeout: 110_000 }, (err, stdout, stderr) => {
        resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
      });
    });
    expect(out.code, `${out.stdout}\n${out.stderr}`).toBe(0);
    expect(out.stdout).toContain('all checks passed');
  }, 120_000);
});
