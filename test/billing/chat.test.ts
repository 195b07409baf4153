/**
 * Chat is billed per token from the wallet (spec 8; issue 3): the price of the gateway's estimate is reserved before
 * any upstream call (402 otherwise), the real usage is charged after, also for a stream the client cut off.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readUntil, startGateway, type GatewayHarness } from '../gateway/harness';
import { loadPriceTable, tokenCostMicroUsd } from '../../src/billing/prices';
import type { ChatUsage } from '../../src/gateway/chat/usage';

let gw: GatewayHarness;
const prices = loadPriceTable('config/prices.yaml');
const hello = [{ role: 'user', content: 'Which house does Saturn rule in a Capricorn chart?' }];

beforeAll(async () => { gw = await startGateway(); });
afterAll(async () => { await gw?.close(); });
beforeEach(() => { gw.openai.reset(); gw.calls.length = 0; });

async function ledgerMicroUsd(accountId: string): Promise<number> {
  const row = await gw.app.ctx.db('ledger_entries').where({ account_id: accountId }).sum<{ s: string }>('amount_micro_usd as s').first();
  return Number(row?.s ?? 0);
}

function costOf(model: string, u: ChatUsage): number {
  return tokenCostMicroUsd(prices, model, {
    inputTokens: u.promptTokens - u.cacheReadTokens - u.cacheCreationTokens, outputTokens: u.completionTokens,
    cachedReadTokens: u.cacheReadTokens, cacheCreationTokens: u.cacheCreationTokens,
  });
}

async function chargedEventually(accountId: string, before: number, expected: number): Promise<number> {
  let charged = 0;
  for (let i = 0; i < 200; i++) {
    charged = before - (await ledgerMicroUsd(accountId));
    if (charged === expected) break;
    await new Promise((r) => setTimeout(r, 10));
  }
  return charged;
}

describe('chat completions are billed per token', () => {
  it('a plain call is charged exactly its usage at the model rate', async () => {
    const { apiKey, accountId } = await gw.app.createAccount();
    const before = await ledgerMicroUsd(accountId);
    const res = await gw.app.request('POST', '/v1/chat/completions', { key: apiKey, json: { model: 'gpt-4o', messages: hello } });
    expect(res.status).toBe(200);
    const usage = await gw.settled(0);
    const expected = costOf('gpt-4o', usage);
    expect(expected).toBeGreaterThan(0);
    expect(await chargedEventually(accountId, before, expected)).toBe(expected);
    await gw.app.ctx.billing.leases.giveBack(accountId); // this process's unpromised lease (src/billing/wallet/lease.ts)
    const wallet = await gw.app.ctx.db('wallets').where({ account_id: accountId }).first();
    expect(Number(wallet.held_micro_usd)).toBe(0);
  });

  it('cached reads are charged at 10% of the input rate', async () => {
    gw.openai.knobs.cacheReadTokens = 8;
    const { apiKey, accountId } = await gw.app.createAccount();
    const before = await ledgerMicroUsd(accountId);
    const res = await gw.app.request('POST', '/v1/chat/completions', { key: apiKey, json: { model: 'gpt-4o', messages: hello } });
    expect(res.body.usage.cache_read_tokens).toBe(8);
    const usage = await gw.settled(0);
    expect(await chargedEventually(accountId, before, costOf('gpt-4o', usage))).toBe(costOf('gpt-4o', usage));
    expect(costOf('gpt-4o', usage)).toBeLessThan(costOf('gpt-4o', { ...usage, cacheReadTokens: 0 }));
  });

  it('a streamed call is charged for its usage once the stream ends', async () => {
    const { apiKey, accountId } = await gw.app.createAccount();
    const before = await ledgerMicroUsd(accountId);
    const res = await gw.app.request('POST', '/v1/chat/completions', {
      key: apiKey, raw: true, json: { model: 'gpt-4o-mini', messages: hello, stream: true, stream_options: { include_usage: true } },
    });
    expect(res.text).toContain('data: [DONE]');
    const usage = await gw.settled(0);
    expect(await chargedEventually(accountId, before, costOf('gpt-4o-mini', usage))).toBe(costOf('gpt-4o-mini', usage));
  });

  it('a stream cut off by the client is charged for what was generated, not for the whole answer', async () => {
    gw.openai.knobs.reply = () => Array.from({ length: 80 }, (_, i) => `w${i}`).join(' ');
    gw.openai.knobs.chunkDelayMs = 20;
    const { apiKey, accountId } = await gw.app.createAccount();
    const before = await ledgerMicroUsd(accountId);
    const abort = new AbortController();
    const res = await fetch(`${gw.app.url}/v1/chat/completions`, {
      method: 'POST', signal: abort.signal,
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'gpt-4o-mini', messages: hello, stream: true }),
    });
    expect(res.status).toBe(200);
    expect(await readUntil(res, 'w3')).toContain('w3');
    abort.abort();
    const usage = await gw.settled(0);
    expect(usage.outcome).toBe('client_disconnected');
    const expected = costOf('gpt-4o-mini', usage);
    expect(await chargedEventually(accountId, before, expected)).toBe(expected);
    const full = costOf('gpt-4o-mini', { ...usage, completionTokens: 80 * 2 });
    expect(expected).toBeLessThan(full);
  });

  it('an upstream that counts more prompt than Graha (hidden tool framing) is still charged its reported usage', async () => {
    gw.anthropic.reset();
    // Anthropic adds a tool-use system prompt the caller never sees, and counts with its own tokenizer: the fake
    // reports 400 prompt tokens more than its own count of the messages.
    gw.anthropic.knobs.cacheCreationTokens = 400;
    gw.anthropic.knobs.callTools = false;
    const { apiKey, accountId } = await gw.app.createAccount();
    const before = await ledgerMicroUsd(accountId);
    const res = await gw.app.request('POST', '/v1/chat/completions', {
      key: apiKey, json: { model: 'claude-sonnet-4', messages: hello, max_tokens: 16, tools: [{ type: 'function', function: { name: 'get_weather' } }] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const usage = await gw.settled(0);
    const estimate = gw.calls[0].call.estimate;
    expect(usage.promptTokens).toBeGreaterThan(estimate.promptTokens);
    const expected = costOf('claude-sonnet-4', usage);
    // A reservation of our own count alone would have capped the charge below the usage reported.
    expect(expected).toBeGreaterThan(tokenCostMicroUsd(prices, 'claude-sonnet-4', { inputTokens: estimate.promptTokens, outputTokens: 16 }));
    expect(await chargedEventually(accountId, before, expected)).toBe(expected);
  });

  it('an empty wallet gets 402 insufficient_balance before any upstream call', async () => {
    const { apiKey } = await gw.app.createAccount({ creditCents: 0 });
    const res = await gw.app.request('POST', '/v1/chat/completions', { key: apiKey, json: { model: 'gpt-4o', messages: hello } });
    expect(res.status).toBe(402);
    expect(res.body.error).toMatchObject({ type: 'payment_required', code: 'insufficient_balance' });
    expect(gw.openai.requests).toHaveLength(0);
  });

  it('the official openai client raises an APIError with status 402', async () => {
    const { default: OpenAI } = await import('openai');
    const { apiKey } = await gw.app.createAccount({ creditCents: 0 });
    const client = new OpenAI({ baseURL: `${gw.app.url}/v1`, apiKey, maxRetries: 0 });
    const err = await client.chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'hi' }] }).catch((e) => e);
    expect(err).toBeInstanceOf(OpenAI.APIError);
    expect(err.status).toBe(402);
    expect(err.code).toBe('insufficient_balance');
  });
});

describe('every chat model has a price', () => {
  it('the server refuses to start with a chat model missing from the price table, naming it', async () => {
    const { startTestApp } = await import('../helpers/app');
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'graha-unpriced-')), 'models.yaml');
    fs.writeFileSync(file, 'providers: {builtin: {kind: builtin}}\nmodels: [{id: mystery-model, provider: builtin, kind: open-weight, capabilities: [chat]}]\n');
    await expect(startTestApp({ modelsFile: file })).rejects.toThrow(/chat model "mystery-model".*has no price/);
  });
});

describe('a charge whose write fails', () => {
  let exact: GatewayHarness;
  beforeAll(async () => { exact = await startGateway({ env: { BILLING_LEASE_MAX_CENTS: '0' } }); }); // exact holds, no leases
  afterAll(async () => { await exact?.close(); });

  it('releases its hold (logged for the operator) instead of holding the money for the life of the process', async () => {
    const account = await exact.app.createAccount({ plan: 'scale', creditCents: 2 });
    const settler = exact.app.ctx.billing.settler;
    const original = settler.settle.bind(settler);
    let failNext = true;
    settler.settle = (item) => {
      if (!failNext) return original(item);
      failNext = false;
      return Promise.reject(new Error('simulated: connection reset during the settlement statement'));
    };
    const call = () => exact.app.request('POST', '/v1/chat/completions', { key: account.apiKey, json: { model: 'gpt-4o', messages: hello, max_tokens: 1000 } });
    try {
      expect((await call()).status).toBe(200);
      await exact.settled(0);
      const wallet = await exact.app.ctx.db('wallets').where({ account_id: account.accountId }).first();
      expect(Number(wallet.held_micro_usd)).toBe(0);
      // The same call fits the wallet again (it got 402 while the failed call's hold stayed).
      expect((await call()).status).toBe(200);
    } finally {
      settler.settle = original;
    }
  });
});
