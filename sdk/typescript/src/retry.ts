/**
 * The retry policy of Graha's client libraries (spec section 1): 429 and 503 answers are retried up to 3 times with
 * exponential backoff starting at 1 second, waiting what Retry-After (retry-after-ms, retry-after) says when the
 * answer gives it. A POST is retried only when it carries an Idempotency-Key (the client sets one on every POST), so a
 * retry can never repeat a side effect. The rule and its conformance scenarios: sdk/retry-rule.json.
 */
export interface RetryOptions {
  maxRetries: number;
  baseDelayMs: number;
  sleep?: (ms: number) => Promise<void>;
}

const RETRYABLE = new Set([429, 503]);

function waitOf(res: Response, attempt: number, baseDelayMs: number): number {
  const ms = Number(res.headers.get('retry-after-ms'));
  if (Number.isFinite(ms) && ms >= 0 && res.headers.has('retry-after-ms')) return ms;
  const seconds = Number(res.headers.get('retry-after'));
  if (res.headers.has('retry-after') && Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  return baseDelayMs * 2 ** attempt;
}

export function retryingFetch(fetchImpl: typeof fetch, opts: RetryOptions): (request: Request) => Promise<Response> {
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  return async (request: Request) => {
    const retryable = request.method !== 'POST' || request.headers.has('idempotency-key');
    for (let attempt = 0; ; attempt++) {
      const res = await fetchImpl(retryable ? request.clone() : request);
      if (!retryable || !RETRYABLE.has(res.status) || attempt >= opts.maxRetries) return res;
      await res.body?.cancel();
      await sleep(waitOf(res, attempt, opts.baseDelayMs));
    }
  };
}
