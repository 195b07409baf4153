/**
 * Concurrency bounds of the job runner (src/jobs/runner.ts): p-queue per worker (JOBS_CONCURRENCY) and per account
 * (JOBS_ACCOUNT_CONCURRENCY), and claims shared among accounts, so one account's large batch cannot starve another's.
 * In-flight counts are observed at the fake upstream (requests arrived minus answers given, per account).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type GatewayHarness } from '../gateway/harness';

let gw: GatewayHarness;
const MODEL = 'llama-3.1-8b-instruct';

beforeAll(async () => {
  gw = await startGateway({ timeoutMs: 10_000, env: { JOBS_POLL_MS: '20', JOBS_CONCURRENCY: '4', JOBS_ACCOUNT_CONCURRENCY: '3' } });
}, 60_000);
afterAll(async () => { await gw?.close(); });

/** Tracks calls in flight at the upstream per tag (the first word of the request's text). */
function trackInFlight(delayMs = 40) {
  const answered = new Map<string, number>();
  const max = new Map<string, number>();
  let maxTotal = 0;
  const tagOf = (body: any) => String(body.messages[0].content).split(' ')[0];
  gw.openai.knobs.headerDelayMs = delayMs;
  gw.openai.knobs.reply = (body) => {
    // Called when an answer is made: everything that arrived and is not answered yet is in flight, this one included.
    const arrived = new Map<string, number>();
    for (const r of gw.openai.requests) arrived.set(tagOf(r.body), (arrived.get(tagOf(r.body)) ?? 0) + 1);
    let total = 0;
    for (const [tag, n] of arrived) {
      const inFlight = n - (answered.get(tag) ?? 0);
      total += inFlight;
      max.set(tag, Math.max(max.get(tag) ?? 0, inFlight));
    }
    maxTotal = Math.max(maxTotal, total);
    const tag = tagOf(body);
    answered.set(tag, (answered.get(tag) ?? 0) + 1);
    return `echo: ${body.messages[0].content}`;
  };
  return { max, get maxTotal() { return maxTotal; } };
}

async function submit(key: string, tag: string, n: number): Promise<string> {
  const requests = Array.from({ length: n }, (_, i) => ({ messages: [{ role: 'user', content: `${tag} ${i}` }], max_tokens: 8 }));
  const res = await gw.app.request('POST', '/v1/batches', { key, json: { model: MODEL, requests } });
  expect(res.status).toBe(200);
  return res.body.id;
}

async function get(key: string, id: string) {
  return (await gw.app.request('GET', `/v1/batches/${id}`, { key })).body;
}

async function until<T>(what: string, fn: () => Promise<T | null>, timeoutMs = 120_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const v = await fn();
    if (v !== null) return v;
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('job concurrency', () => {
  it('one account never runs more items at once than its share (JOBS_ACCOUNT_CONCURRENCY)', async () => {
    const a = await gw.app.createAccount({ plan: 'dedicated' });
    gw.openai.reset();
    // Slow answers, so that the items a claim starts overlap at the upstream even on a loaded machine.
    const seen = trackInFlight(200);
    const id = await submit(a.apiKey, 'solo', 15);
    await until('the batch to end', async () => ((await get(a.apiKey, id)).status === 'completed' ? true : null));
    expect(seen.max.get('solo')).toBeLessThanOrEqual(3);
    expect(seen.max.get('solo')).toBeGreaterThanOrEqual(2);
  }, 120_000);

  it('a second account\'s small batch finishes while the first account\'s large batch is still running', async () => {
    const a = await gw.app.createAccount({ plan: 'dedicated' });
    const b = await gw.app.createAccount({ plan: 'dedicated' });
    gw.openai.reset();
    const seen = trackInFlight();
    const big = await submit(a.apiKey, 'big', 150);
    await until('the large batch to start', async () => ((await get(a.apiKey, big)).completed_requests >= 6 ? true : null));
    const small = await submit(b.apiKey, 'small', 6);
    const smallDone = await until('the small batch to end', async () => {
      const s = await get(b.apiKey, small);
      return s.status === 'completed' ? s : null;
    });
    const bigThen = await get(a.apiKey, big);
    expect(smallDone.completed_requests).toBe(6);
    expect(bigThen.status).toBe('in_progress');
    expect(bigThen.completed_requests).toBeLessThan(100);
    expect(seen.max.get('big')).toBeLessThanOrEqual(3);
    expect(seen.max.get('small')).toBeGreaterThanOrEqual(1);
    expect(seen.maxTotal).toBeLessThanOrEqual(4);
    await until('the large batch to end', async () => ((await get(a.apiKey, big)).status === 'completed' ? true : null));
  }, 180_000);
});
