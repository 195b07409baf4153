/**
 * The MCP tool server's calls of the API follow the retry rule of every Graha client (sdk/retry-rule.json, checked by
 * test/sdk/retry-rule.test.ts): 429 and 503 retried up to 3 times, waiting retry-after-ms, else retry-after seconds,
 * else 1 s doubled per retry; every POST carries an Idempotency-Key, the same on each retry, so a retried tool call
 * never repeats a side effect (an image, a charge).
 */
import { randomUUID } from 'node:crypto';

export const RETRY_STATUSES: ReadonlySet<number> = new Set([429, 503]);
export const MAX_RETRIES = 3;
export const BASE_DELAY_MS = 1000;

function waitMs(res: Response, attempt: number): number {
  const ms = res.headers.get('retry-after-ms');
  if (ms !== null && Number.isFinite(Number(ms)) && Number(ms) >= 0) return Number(ms);
  const seconds = res.headers.get('retry-after');
  if (seconds !== null && Number.isFinite(Number(seconds)) && Number(seconds) >= 0) return Number(seconds) * 1000;
  return BASE_DELAY_MS * 2 ** attempt;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function fetchWithRetry(
  fetchImpl: typeof fetch, url: string, init: RequestInit, sleep: (ms: number) => Promise<void> = pause,
): Promise<Response> {
  const headers = new Headers(init.headers);
  if ((init.method ?? 'GET').toUpperCase() === 'POST' && !headers.has('idempotency-key')) headers.set('idempotency-key', randomUUID());
  for (let attempt = 0; ; attempt++) {
    const res = await fetchImpl(url, { ...init, headers });
    if (!RETRY_STATUSES.has(res.status) || attempt >= MAX_RETRIES) return res;
    await res.body?.cancel();
    await sleep(waitMs(res, attempt));
  }
}
