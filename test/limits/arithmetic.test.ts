/** The pure cores: token estimates and corrections, limits by plan, Retry-After, deprecation dates. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countTokens } from 'gpt-tokenizer';
import { tokenCorrection } from '../../src/limits/tokens';
import { countPromptTokens } from '../../src/tokenizer/count';
import { DEFAULT_OUTPUT_TOKENS, estimateTokens } from '../../src/gateway/chat/capabilities';
import type { ModelEntry } from '../../src/models/registry';
import type { ChatRequestBody } from '../../src/providers/types';
import { limitsFor, PLAN_LIMITS } from '../../src/limits/plans';
import { KeyRateLimiter, rateLimitHeaders, retryAfterMs } from '../../src/limits/limiter';
import { createKeyWindows, NO_WINDOW } from '../../src/limits/store';
import { decideBatch, sumByKey } from '../../src/limits/batch';
import { deprecationHeaders, sunsetAtMs } from '../../src/deprecation/policy';
import { deprecatedOperations } from '../../src/deprecation/registry';
import { ApiError } from '../../src/errors';
import YAML from 'yaml';
import fs from 'node:fs';
import { OPENAPI_PATH } from '../../src/context';
import { freshDatabase } from '../helpers/db';

// The one estimate a chat call is admitted with (rate limits and wallet alike): the gateway's, src/gateway/chat.
const promptTokens = (messages: unknown[], cap = Infinity) => countPromptTokens(messages as ChatRequestBody['messages'], null, cap);
const modelWith = (contextWindow: number | null): ModelEntry => ({
  id: 'm', provider: 'p', upstream: 'm', kind: 'open-weight', ownedBy: 'x', contextWindow, capabilities: new Set(['chat']),
  fineTuningMethod: null, deprecation: null, created: 0, maxOutputTokens: null,
});
const estimateRequestTokens = (body: object, contextWindow: number | null) =>
  estimateTokens(modelWith(contextWindow), { model: 'm', ...body } as ChatRequestBody).maxTotalTokens;

describe('the one token estimate uses a real tokenizer', () => {
  it('counts each message with the tokenizer plus 3 tokens of framing, and 3 to prime the reply', () => {
    const messages = [{ role: 'system', content: 'You are a Vedic astrologer.' }, { role: 'user', content: 'When is my Saturn return?' }];
    const expected = 3 + (3 + countTokens('system') + countTokens('You are a Vedic astrologer.')) + (3 + countTokens('user') + countTokens('When is my Saturn return?'));
    expect(promptTokens(messages)).toBe(expected);
    expect(expected).toBeGreaterThan(10);
  });

  it('reserves prompt + max_tokens', () => {
    const body = { messages: [{ role: 'user', content: 'hi' }], max_tokens: 100 };
    expect(estimateRequestTokens(body, null)).toBe(promptTokens(body.messages) + 100);
  });

  it('without max_tokens, reserves the model default: at most 4096, within what the context window leaves', () => {
    const messages = [{ role: 'user', content: 'hello '.repeat(50) }];
    const prompt = promptTokens(messages);
    expect(estimateRequestTokens({ messages }, 128_000)).toBe(prompt + DEFAULT_OUTPUT_TOKENS);
    expect(estimateRequestTokens({ messages }, null)).toBe(prompt + DEFAULT_OUTPUT_TOKENS);
    // A window just above the prompt: the output cap leaves room for an upstream that counts the prompt a quarter higher.
    const small = estimateRequestTokens({ messages }, prompt * 2);
    expect(small).toBeGreaterThan(prompt);
    expect(small).toBeLessThanOrEqual(prompt * 2);
  });

  it('counts a prompt only up to the model\'s context window (beyond it the call is refused whatever its size)', () => {
    const huge = [{ role: 'user', content: Array.from({ length: 50_000 }, (_, i) => `w${(i * 7919).toString(36)}`).join(' ') }];
    const full = promptTokens(huge);
    expect(full).toBeGreaterThan(50_000);
    const capped = promptTokens(huge, 2000);
    expect(capped).toBeGreaterThan(2000);
    expect(capped).toBeLessThan(2100); // stopped just past the window
    expect(() => estimateRequestTokens({ messages: huge }, 2000)).toThrow(expect.objectContaining({ status: 400, code: 'context_length_exceeded' }));
  });

  it('counts special-token text as ordinary text', () => {
    expect(promptTokens([{ role: 'user', content: 'say <|endoftext|> please' }])).toBeGreaterThan(6);
  });

  it('stops counting once the prompt alone exceeds the window (a huge body costs bounded tokenizer work)', () => {
    const huge = [{ role: 'user', content: 'lorem ipsum dolor '.repeat(200_000) }];
    const started = performance.now();
    expect(() => estimateRequestTokens({ messages: huge, max_tokens: 10 }, 1000)).toThrow(expect.objectContaining({ code: 'context_length_exceeded' }));
    expect(performance.now() - started).toBeLessThan(2000);
    const small = [{ role: 'user', content: 'hi' }];
    expect(estimateRequestTokens({ messages: small, max_tokens: 10 }, 1000)).toBe(promptTokens(small) + 10);
  });

  it('a text counted before (kept in the cache) counts the same again, under any cap', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), fc.nat(80), (text, cap) => {
      const messages = [{ role: 'user', content: text }];
      const exact = 3 + 3 + countTokens('user') + countTokens(text, { disallowedSpecial: new Set() });
      for (let i = 0; i < 2; i++) {
        expect(promptTokens(messages)).toBe(exact);
        const capped = promptTokens(messages, cap);
        if (exact <= cap) expect(capped).toBe(exact); else expect(capped).toBeGreaterThan(cap);
      }
    }));
  });

  it('counts text content parts', () => {
    const parts = [{ role: 'user', content: [{ type: 'text', text: 'first' }] }];
    expect(promptTokens(parts)).toBe(3 + 3 + countTokens('user') + countTokens('first'));
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
    const s = { limits, requests: { consumed: 6, msBeforeReset: 3000, endsAtMs: 0 }, tokens: { consumed: 990, msBeforeReset: 9000, endsAtMs: 0 } };
    expect(retryAfterMs(s, false, true)).toBe(3000);
    expect(retryAfterMs(s, false, false)).toBe(9000);
    expect(rateLimitHeaders(s)).toMatchObject({ 'x-ratelimit-remaining-requests': '0', 'x-ratelimit-remaining-tokens': '10', 'x-ratelimit-reset-tokens': '9' });
  });
});

describe('window stores', () => {
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const kinds = process.env.DATABASE_URL ? (['memory', 'postgres'] as const) : (['memory'] as const);
  const roomy = { requestsPerWindow: 1000, tokensPerWindow: 1000 };
  /** Waits until a fire-and-forget correction is written: a later count of this process is written after it. */
  const settle = (w: ReturnType<typeof createKeyWindows>) => w.count({ key: 'settle', requests: 0, tokens: 0, limits: roomy });

  it.each(kinds)('%s: a correction changes only the window it was made in, never the next one', async (kind) => {
    const db = kind === 'postgres' ? await freshDatabase() : null;
    try {
      const w = createKeyWindows(kind, 150, db?.db ?? null);
      const first = await w.count({ key: 'k', requests: 1, tokens: 50, limits: roomy });
      expect(first).toMatchObject({ outcome: 'admitted', requests: { consumed: 1 }, tokens: { consumed: 50 } });
      w.correct('k', 'tokens', first.tokens.endsAtMs, -20);
      await settle(w);
      expect((await w.peek('k')).tokens.consumed).toBe(30);
      w.correct('k', 'tokens', first.tokens.endsAtMs + 1, -30); // not this window
      await settle(w);
      expect((await w.peek('k')).tokens.consumed).toBe(30);
      await sleep(200);
      w.correct('k', 'tokens', first.tokens.endsAtMs, -30); // its window has ended
      await settle(w);
      expect(await w.peek('k')).toEqual({ requests: NO_WINDOW, tokens: NO_WINDOW });
      const next = await w.count({ key: 'k', requests: 1, tokens: 10, limits: roomy });
      expect(next).toMatchObject({ requests: { consumed: 1 }, tokens: { consumed: 10 } });
    } finally {
      await db?.drop();
    }
  });

  it.each(kinds)('%s: concurrent counts of one key are decided exactly, refused ones give back what they took', async (kind) => {
    const db = kind === 'postgres' ? await freshDatabase() : null;
    try {
      const w = createKeyWindows(kind, 60_000, db?.db ?? null);
      const limits = { requestsPerWindow: 60, tokensPerWindow: 1000 };
      // 100 at once: on PostgreSQL most of them share statements. Every other one asks for 40 tokens, so the token
      // limit refuses some of those before the request limit refuses the rest.
      const tokensOf = (i: number) => (i % 2 === 0 ? 40 : 0);
      const outcomes = await Promise.all(Array.from({ length: 100 }, (_, i) => w.count({ key: 'k', requests: 1, tokens: tokensOf(i), limits })));
      // Reference: the same requests one by one (the order of a batch is the order of arrival).
      let requests = 0; let tokens = 0; const expected: string[] = [];
      for (let i = 0; i < 100; i++) {
        if (requests + 1 > 60) { requests++; expected.push('requests'); } else if (tokens + tokensOf(i) > 1000) expected.push('tokens');
        else { requests++; tokens += tokensOf(i); expected.push('admitted'); }
      }
      expect(outcomes.map((o) => o.outcome)).toEqual(expected);
      expect(outcomes.filter((o) => o.outcome === 'admitted')).toHaveLength(60);
      await settle(w);
      expect(await w.peek('k')).toMatchObject({ requests: { consumed: requests }, tokens: { consumed: tokens } });
      expect(tokens).toBe(1000);
    } finally {
      await db?.drop();
    }
  });
});

describe('batch admission arithmetic (one statement for many requests)', () => {
  const limits = { requestsPerWindow: 3, tokensPerWindow: 100 };
  const item = (key: string, tokens: number, requests: 0 | 1 = 1) => ({ key, requests, tokens, limits });

  it('items of a key take consecutive positions after what the window held before the batch', () => {
    const items = [item('a', 0), item('b', 0), item('a', 0), item('a', 0)];
    const sums = sumByKey(items);
    expect(sums.get('a')).toEqual({ requests: 3, tokens: 0 });
    // 'a' held 1 request before the batch, so the statement returned 4: positions 2, 3, 4.
    const { decisions, giveBack } = decideBatch(items, sums, new Map([['a', { requests: 4, tokens: 0 }], ['b', { requests: 1, tokens: 0 }]]));
    expect(decisions.map((d) => [d.outcome, d.requests])).toEqual([['admitted', 2], ['admitted', 1], ['admitted', 3], ['requests', 4]]);
    expect(giveBack.size).toBe(0); // a request refused for requests keeps its request and had no tokens
  });

  it('tokens are decided by prefix sums; a request refused for tokens gives back both, and later ones fit without it', () => {
    const items = [item('a', 40), item('a', 50), item('a', 20), item('a', 10, 0)];
    const sums = sumByKey(items);
    // Before the batch: 0 requests, 20 tokens.
    const { decisions, giveBack } = decideBatch(items, sums, new Map([['a', { requests: 3, tokens: 140 }]]));
    expect(decisions).toEqual([
      { outcome: 'admitted', requests: 1, tokens: 60 },
      { outcome: 'tokens', requests: 1, tokens: 60 }, // 110 > 100: refused, gives back its request and 50 tokens
      { outcome: 'admitted', requests: 2, tokens: 80 },
      { outcome: 'admitted', requests: 2, tokens: 90 }, // a top-up: no request counted
    ]);
    expect(giveBack.get('a')).toEqual({ requests: 1, tokens: 50 });
  });

  it('a request refused for requests gives back only its tokens', () => {
    const items = [item('a', 10), item('a', 10)];
    const { decisions, giveBack } = decideBatch(items, sumByKey(items), new Map([['a', { requests: 4, tokens: 20 }]]));
    expect(decisions).toEqual([{ outcome: 'admitted', requests: 3, tokens: 10 }, { outcome: 'requests', requests: 4, tokens: 10 }]);
    expect(giveBack.get('a')).toEqual({ requests: 0, tokens: 10 });
  });

  it('deciding a batch at once equals deciding its items one by one (any order of keys, sizes and limits)', () => {
    const arb = fc.record({
      before: fc.dictionary(fc.constantFrom('a', 'b', 'c'), fc.record({ requests: fc.nat(6), tokens: fc.nat(120) })),
      items: fc.array(fc.record({ key: fc.constantFrom('a', 'b', 'c'), requests: fc.constantFrom<0 | 1>(0, 1, 1), tokens: fc.nat(60), rpm: fc.integer({ min: 1, max: 6 }) }), { maxLength: 30 }),
    });
    fc.assert(fc.property(arb, ({ before, items: raw }) => {
      const items = raw.map((r) => ({ key: r.key, requests: r.requests, tokens: r.tokens, limits: { requestsPerWindow: r.rpm, tokensPerWindow: 100 } }));
      const sums = sumByKey(items);
      const start = (k: string) => before[k] ?? { requests: 0, tokens: 0 };
      const after = new Map([...sums].map(([k, s]) => [k, { requests: start(k).requests + s.requests, tokens: start(k).tokens + s.tokens }]));
      const batch = decideBatch(items, sums, after);
      // One by one: each item alone in its own batch, its give-back applied before the next.
      const counts = new Map([...sums.keys()].map((k) => [k, { ...start(k) }]));
      items.forEach((it, i) => {
        const c = counts.get(it.key)!;
        const one = decideBatch([it], sumByKey([it]), new Map([[it.key, { requests: c.requests + it.requests, tokens: c.tokens + it.tokens }]]));
        expect(batch.decisions[i]).toEqual(one.decisions[0]);
        c.requests = one.decisions[0].requests;
        c.tokens = one.decisions[0].tokens;
      });
      // The windows end where the one-by-one run ends once the give-backs are written.
      for (const [k, s] of sums) {
        const g = batch.giveBack.get(k) ?? { requests: 0, tokens: 0 };
        expect({ requests: after.get(k)!.requests - g.requests, tokens: after.get(k)!.tokens - g.tokens }).toEqual(counts.get(k));
        expect(s.requests).toBeGreaterThanOrEqual(0);
      }
    }));
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
