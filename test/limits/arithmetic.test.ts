/** The pure cores: token estimates and corrections, limits by plan, Retry-After, deprecation dates. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countTokens } from 'gpt-tokenizer';
import { DEFAULT_MAX_OUTPUT_TOKENS, estimateRequestTokens, promptTokens, tokenCorrection } from '../../src/limits/tokens';
import { limitsFor, PLAN_LIMITS } from '../../src/limits/plans';
import { KeyRateLimiter, rateLimitHeaders, retryAfterMs } from '../../src/limits/limiter';
import { createKeyWindows } from '../../src/limits/store';
import { deprecationHeaders, sunsetAtMs } from '../../src/deprecation/policy';
import { deprecatedOperations } from '../../src/deprecation/registry';
import { ApiError } from '../../src/errors';
import YAML from 'yaml';
import fs from 'node:fs';
import { OPENAPI_PATH } from '../../src/context';
import { freshDatabase } from '../helpers/db';

const noWindow = () => null;

describe('token estimates use a real tokenizer', () => {
  it('counts each message with the tokenizer plus 3 tokens of framing, and 3 to prime the reply', () => {
    const messages = [{ role: 'system', content: 'You are a Vedic astrologer.' }, { role: 'user', content: 'When is my Saturn return?' }];
    const expected = 3 + (3 + countTokens('system') + countTokens('You are a Vedic astrologer.')) + (3 + countTokens('user') + countTokens('When is my Saturn return?'));
    expect(promptTokens(messages)).toBe(expected);
    expect(expected).toBeGreaterThan(10);
  });

  it('reserves prompt + max_tokens x n', () => {
    const body = { model: 'x', messages: [{ role: 'user', content: 'hi' }], max_tokens: 100, n: 2 };
    expect(estimateRequestTokens(body, noWindow)).toBe(promptTokens(body.messages) + 200);
  });

  it('without max_tokens, reserves the model default: the context window left, at most 4096', () => {
    const messages = [{ role: 'user', content: 'hello '.repeat(50) }];
    const prompt = promptTokens(messages);
    expect(estimateRequestTokens({ model: 'big', messages }, () => 128_000)).toBe(prompt + DEFAULT_MAX_OUTPUT_TOKENS);
    expect(estimateRequestTokens({ model: 'small', messages }, () => prompt + 10)).toBe(prompt + 10);
    expect(estimateRequestTokens({ model: 'unknown', messages }, noWindow)).toBe(prompt + DEFAULT_MAX_OUTPUT_TOKENS);
  });

  it('counts special-token text as ordinary text', () => {
    expect(promptTokens([{ role: 'user', content: 'say <|endoftext|> please' }])).toBeGreaterThan(6);
  });

  it('stops counting once the prompt alone exceeds the cap (a huge body costs bounded tokenizer work)', () => {
    const huge = [{ role: 'user', content: 'lorem ipsum dolor '.repeat(200_000) }];
    const started = performance.now();
    expect(estimateRequestTokens({ model: 'x', messages: huge, max_tokens: 10 }, noWindow, 1000)).toBeGreaterThan(1000);
    expect(performance.now() - started).toBeLessThan(2000);
    const small = [{ role: 'user', content: 'hi' }];
    expect(estimateRequestTokens({ model: 'x', messages: small, max_tokens: 10 }, noWindow, 1000)).toBe(promptTokens(small) + 10);
  });

  it('counts text content parts and ignores bodies without messages', () => {
    const parts = [{ role: 'user', content: [{ type: 'text', text: 'first' }, { type: 'image_url', image_url: { url: 'x' } }] }];
    expect(promptTokens(parts)).toBe(3 + 3 + countTokens('user') + countTokens('first'));
    expect(estimateRequestTokens({ input: 'embed me' }, noWindow)).toBe(0);
    expect(estimateRequestTokens(undefined, noWindow)).toBe(0);
  });

  it('a correction turns the reservation into the real usage, within the same window only', () => {
    fc.assert(fc.property(fc.nat(1_000_000), fc.nat(1_000_000), (reserved, actual) => {
      expect(reserved + tokenCorrection(reserved, actual, 2000, 1000)).toBe(actual);
      expect(tokenCorrection(reserved, actual, 2000, 2000)).toBe(0);
    }));
  });
});

describe('limits by plan (spec section 8)', () => {
  it.each([
    ['pay-as-you-go', 60, 100_000], ['growth', 300, 500_000], ['scale', 1_000, 2_000_000], ['dedicated', 5_000, 10_000_000],
  ])('%s: %d requests and %d tokens per minute', (plan, rpm, tpm) => {
    expect(limitsFor(plan, { rpm_override: 7, tpm_override: 7 })).toEqual({ requestsPerWindow: rpm, tokensPerWindow: tpm });
  });

  it('enterprise takes the operator-set limits, else the dedicated plan\'s', () => {
    expect(limitsFor('enterprise', { rpm_override: 20_000, tpm_override: 50_000_000 })).toEqual({ requestsPerWindow: 20_000, tokensPerWindow: 50_000_000 });
    expect(limitsFor('enterprise', { rpm_override: null, tpm_override: null })).toEqual(PLAN_LIMITS.dedicated);
  });
});

describe('the limiter (memory windows)', () => {
  const limits = { requestsPerWindow: 5, tokensPerWindow: 1000 };
  const limiter = () => new KeyRateLimiter(createKeyWindows('memory', 60_000, null));

  it('lets exactly the limit through in one window and then answers 429 with the time left', async () => {
    const l = limiter();
    const outcomes = await Promise.allSettled(Array.from({ length: 9 }, () => l.admit('k', limits, 0)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(ApiError);
    expect(refused.reason.status).toBe(429);
    expect(Number(refused.reason.headers['retry-after-ms'])).toBeGreaterThan(59_000);
    expect(Number(refused.reason.headers['retry-after-ms'])).toBeLessThanOrEqual(60_000);
    expect(refused.reason.headers['x-ratelimit-remaining-requests']).toBe('0');
  });

  it('a request refused for tokens takes neither tokens nor a request slot', async () => {
    const l = limiter();
    await l.admit('k', limits, 900);
    await expect(l.admit('k', limits, 200)).rejects.toMatchObject({ status: 429, code: 'tokens' });
    const after = await l.peek('k', limits);
    expect(after.tokens.consumed).toBe(900);
    expect(after.requests.consumed).toBe(1);
    await expect(l.admit('k', limits, 100)).resolves.toMatchObject({ reservedTokens: 100 });
  });

  it('a request larger than the whole token limit is a 400, since no wait would help', async () => {
    await expect(limiter().admit('k', limits, 1001)).rejects.toMatchObject({ status: 400, code: 'tokens_exceed_limit' });
  });

  it('Retry-After covers every window the request does not fit in', () => {
    const s = { limits, requests: { consumed: 6, msBeforeReset: 3000 }, tokens: { consumed: 990, msBeforeReset: 9000 } };
    expect(retryAfterMs(s, false, true)).toBe(3000);
    expect(retryAfterMs(s, false, false)).toBe(9000);
    expect(rateLimitHeaders(s)).toMatchObject({ 'x-ratelimit-remaining-requests': '0', 'x-ratelimit-remaining-tokens': '10', 'x-ratelimit-reset-tokens': '9' });
  });
});

describe('window stores', () => {
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const kinds = process.env.DATABASE_URL ? (['memory', 'postgres'] as const) : (['memory'] as const);

  it.each(kinds)('%s: a refund after its window has ended gives no credit in the next window', async (kind) => {
    const db = kind === 'postgres' ? await freshDatabase() : null;
    try {
      const w = createKeyWindows(kind, 150, db?.db ?? null);
      const [, first] = await w.addBoth('k', 1, 50);
      expect(first.consumed).toBe(50);
      expect((await w.tokens.subtract('k', 20)).consumed).toBe(30);
      await sleep(200);
      expect(await w.tokens.subtract('k', 30)).toEqual({ consumed: 0, msBeforeReset: 0 });
      const [requests, tokens] = await w.addBoth('k', 1, 10);
      expect(requests.consumed).toBe(1);
      expect(tokens.consumed).toBe(10);
    } finally {
      await db?.drop();
    }
  });
});

describe('deprecation notice periods (spec section 9)', () => {
  const day = 86_400_000;
  const announced = Date.parse('2026-01-01T00:00:00Z');

  it.each([['enterprise', 90], ['scale', 60], ['growth', 30], ['pay-as-you-go', 30]])('API: %s gets %d days', (plan, days) => {
    expect(sunsetAtMs({ announced: '2026-01-01' }, plan, 'api')).toBe(announced + days * day);
  });

  it('models get 60 days on every plan, even when the configured sunset is earlier', () => {
    for (const plan of ['enterprise', 'scale', 'growth', 'pay-as-you-go']) {
      expect(sunsetAtMs({ announced: '2026-01-01', sunset: '2026-01-15' }, plan, 'model')).toBe(announced + 60 * day);
    }
    expect(sunsetAtMs({ announced: '2026-01-01', sunset: '2026-06-01' }, 'growth', 'model')).toBe(Date.parse('2026-06-01T00:00:00Z'));
  });

  it('headers: Deprecation as an RFC 9745 date, Sunset as an HTTP date, Link rel=sunset and successor-version', () => {
    const h = deprecationHeaders({ announced: '2026-01-01', link: 'https://x.test/dep', successor: 'https://x.test/new' }, 'growth', 'api');
    expect(h.deprecation).toBe(`@${announced / 1000}`);
    expect(h.sunset).toBe('Sat, 31 Jan 2026 00:00:00 GMT');
    expect(h.link).toBe('<https://x.test/dep>; rel="sunset", <https://x.test/new>; rel="successor-version"');
  });

  it('every deprecated operation in openapi.yaml has a valid x-graha-deprecation record', () => {
    expect(() => deprecatedOperations(YAML.parse(fs.readFileSync(OPENAPI_PATH, 'utf8')))).not.toThrow();
  });
});
