/**
 * An upstream that reports more tokens than the call reserved (issue 41): a prompt counted far beyond Graha's count
 * plus its margin, a completion beyond the max_tokens Graha sent. The call is billed at most what it reserved, so the
 * charge never passes the hold; the usage row keeps the billed and the reported tokens, GET /v1/billing/usage and the
 * account export show both where they differ, the answer's `usage` shows what was billed, the calls are counted in
 * graha_usage_beyond_reservation_total{provider,model} and logged at warn (docs/architecture.md sections 4.1, 4.2).
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startGateway, type GatewayHarness } from '../gateway/harness';
import { runLoggerWith } from '../helpers/runLog';
import { TEST_ADMIN_TOKEN } from '../helpers/app';
import { FAKE_ENV } from '../fakes/models';
import { loadPriceTable, tokenCostMicroUsd } from '../../src/billing/prices';
import { billedTokens } from '../../src/gateway/chat/usage';
import { batchOf } from '../../src/billing/wallet/lease';

const MODEL = 'gpt-4o';
const prices = loadPriceTable('config/prices.yaml');
/** About ten tokens, as the tokenizer counts them. */
const tenTokenPrompt = [{ role: 'user', content: 'Which house does Saturn rule?' }];

const logLines: string[] = [];
const sink = new Writable({ write(chunk, _enc, done) { logLines.push(...String(chunk).split('\n').filter(Boolean)); done(); } });

let gw: GatewayHarness;
beforeAll(async () => { gw = await startGateway({ log: runLoggerWith('warn', sink) }); });
afterAll(async () => { await gw?.close(); });
beforeEach(() => { gw.openai.reset(); gw.calls.length = 0; logLines.length = 0; });

const price = (inputTokens: number, outputTokens: number) => tokenCostMicroUsd(prices, MODEL, { inputTokens, outputTokens });

async function ledgerMicroUsd(accountId: string): Promise<number> {
  const row = await gw.app.ctx.db('ledger_entries').where({ account_id: accountId }).sum<{ s: string }>('amount_micro_usd as s').first();
  return Number(row?.s ?? 0);
}

/** The value of graha_usage_beyond_reservation_total for this provider and model (0 before its first call). */
async function beyondReservationCount(model = MODEL): Promise<number> {
  const res = await gw.app.request('GET', '/metrics', { key: TEST_ADMIN_TOKEN, raw: true });
  const line = res.text.split('\n').find((l) => l.startsWith(`graha_usage_beyond_reservation_total{provider="fakeopenai",model="${model}"} `));
  return line ? Number(line.split(' ')[1]) : 0;
}

/** One call on a fresh account; what it was charged, its usage rows and its estimate, once the charge is written. */
async function billedCall(json: Record<string, unknown>) {
  const { apiKey, accountId } = await gw.app.createAccount({ creditCents: 10_000 });
  const before = await ledgerMicroUsd(accountId);
  const metricBefore = await beyondReservationCount();
  const res = await gw.app.request('POST', '/v1/chat/completions', { key: apiKey, json: { model: MODEL, messages: tenTokenPrompt, ...json }, raw: json.stream === true });
  expect(res.status, res.text).toBe(200);
  const usage = await gw.settled(0);
  const { estimate } = gw.calls[0].call;
  await gw.app.ctx.billing.leases.flush(); // the leased charge is written with others a few ms later
  const charged = before - (await ledgerMicroUsd(accountId));
  const rows = await gw.app.ctx.db('usage_events').where({ account_id: accountId });
  return { apiKey, accountId, res, usage, estimate, charged, rows, metricBefore };
}

/** Balance equals the ledger, and nothing stays held once this process's lease is given back. */
async function expectBalanceIsLedger(accountId: string): Promise<void> {
  await gw.app.ctx.billing.leases.giveBack(accountId);
  const wallet = await gw.app.ctx.db('wallets').where({ account_id: accountId }).first();
  expect(Number(wallet.balance_micro_usd)).toBe(await ledgerMicroUsd(accountId));
  expect(Number(wallet.held_micro_usd)).toBe(0);
}

describe('billedTokens: each side billed at most what the call reserved', () => {
  const estimate = { promptTokens: 10, reservePromptTokens: 13, maxCompletionTokens: 20, maxTotalTokens: 30 };
  it('within the reservation: as reported, nothing else said', () => {
    expect(billedTokens(estimate, 12, 20)).toEqual({ promptTokens: 12, completionTokens: 20 });
  });
  it('beyond it: the reservation, and what was reported', () => {
    expect(billedTokens(estimate, 30_000, 5)).toEqual({ promptTokens: 13, completionTokens: 5, reported: { promptTokens: 30_000, completionTokens: 5 } });
    expect(billedTokens(estimate, 10, 500)).toEqual({ promptTokens: 10, completionTokens: 20, reported: { promptTokens: 10, completionTokens: 500 } });
  });
});

describe('an upstream that reports 30,000 prompt tokens for a 10-token prompt', () => {
  it('is billed the reserved prompt; the row, the report and the export show billed and reported; counted and logged', async () => {
    gw.openai.knobs.reportedUsage = { promptTokens: 30_000 };
    const call = await billedCall({ max_tokens: 50 });
    const { estimate, usage } = call;
    expect(estimate.promptTokens).toBeLessThan(15);
    expect(usage.reported).toEqual({ promptTokens: 30_000, completionTokens: usage.completionTokens });

    // The answer's usage: what is billed.
    expect(call.res.body.usage).toMatchObject({ prompt_tokens: estimate.reservePromptTokens, completion_tokens: usage.completionTokens });
    expect(call.res.body.usage.total_tokens).toBe(estimate.reservePromptTokens + usage.completionTokens);

    // The charge: the price of the billed tokens, within the hold (the price of the reservation).
    const hold = price(estimate.reservePromptTokens, estimate.maxCompletionTokens);
    expect(call.charged).toBe(price(estimate.reservePromptTokens, usage.completionTokens));
    expect(call.charged).toBeLessThanOrEqual(hold);

    expect(call.rows).toHaveLength(1);
    expect(call.rows[0]).toMatchObject({ input_tokens: estimate.reservePromptTokens, reported_input_tokens: 30_000, output_tokens: usage.completionTokens, reported_output_tokens: usage.completionTokens });
    expect(Number(call.rows[0].cost_micro_usd)).toBe(call.charged);

    const billed = estimate.reservePromptTokens + usage.completionTokens;
    const reported = 30_000 + usage.completionTokens;
    const report = await gw.app.request('GET', '/v1/billing/usage', { key: call.apiKey });
    expect(report.status).toBe(200);
    expect(report.body.totals).toMatchObject({ requests: 1, tokens: billed, reported_tokens: reported });
    expect(report.body.by_model).toEqual([expect.objectContaining({ model: MODEL, tokens: billed, reported_tokens: reported })]);
    expect(report.body.by_endpoint_type).toEqual([expect.objectContaining({ endpoint_type: 'chat', tokens: billed, reported_tokens: reported })]);
    expect(report.body.by_day).toEqual([expect.objectContaining({ tokens: billed, reported_tokens: reported })]);
    const exported = await gw.app.request('GET', '/v1/account/export', { key: call.apiKey });
    expect(exported.body.usage).toEqual([expect.objectContaining({ requests: 1, tokens: billed, reported_tokens: reported })]);

    expect(await beyondReservationCount()).toBe(call.metricBefore + 1);
    const warned = logLines.map((l) => JSON.parse(l)).filter((l) => l.msg.includes('more tokens than the call reserved'));
    expect(warned).toHaveLength(1);
    expect(warned[0]).toMatchObject({
      level: 40, provider: 'fakeopenai', model: MODEL, accountId: call.accountId,
      reservedPromptTokens: estimate.reservePromptTokens, reportedPromptTokens: 30_000, billedPromptTokens: estimate.reservePromptTokens,
    });
    // Never a secret or a message in it.
    const text = JSON.stringify(warned[0]);
    for (const secret of [call.apiKey, FAKE_ENV.FAKE_OPENAI_API_KEY, tenTokenPrompt[0].content]) expect(text).not.toContain(secret);

    await expectBalanceIsLedger(call.accountId);
  });
});

describe('an upstream that reports a completion beyond the max_tokens Graha sent', () => {
  it('streamed: billed max_tokens; the stream\'s usage chunk and the row say so; counted', async () => {
    gw.openai.knobs.reportedUsage = { completionTokens: 500 };
    const call = await billedCall({ max_tokens: 20, stream: true, stream_options: { include_usage: true } });
    const { estimate, usage } = call;
    expect(gw.openai.requests[0].body.max_tokens).toBe(20);
    expect(estimate.maxCompletionTokens).toBe(20);
    expect(usage.completionTokens).toBe(20);
    expect(usage.reported?.completionTokens).toBe(500);

    const chunks = call.res.text.split('\n').filter((l) => l.startsWith('data: {')).map((l) => JSON.parse(l.slice(6)));
    const last = chunks.filter((c) => c.usage).at(-1);
    expect(last.usage).toMatchObject({ completion_tokens: 20, prompt_tokens: usage.promptTokens });

    expect(call.charged).toBe(price(usage.promptTokens, 20));
    expect(call.charged).toBeLessThanOrEqual(price(estimate.reservePromptTokens, 20));
    expect(call.rows[0]).toMatchObject({ output_tokens: 20, reported_output_tokens: 500, input_tokens: usage.promptTokens, reported_input_tokens: usage.promptTokens });
    const report = await gw.app.request('GET', '/v1/billing/usage', { key: call.apiKey });
    expect(report.body.totals).toMatchObject({ tokens: usage.promptTokens + 20, reported_tokens: usage.promptTokens + 500 });

    expect(await beyondReservationCount()).toBe(call.metricBefore + 1);
    expect(logLines.filter((l) => l.includes('more tokens than the call reserved'))).toHaveLength(1);
    await expectBalanceIsLedger(call.accountId);
  });

  it('both beyond: the charge is exactly the hold', async () => {
    gw.openai.knobs.reportedUsage = { promptTokens: 30_000, completionTokens: 500 };
    const call = await billedCall({ max_tokens: 20 });
    const hold = price(call.estimate.reservePromptTokens, call.estimate.maxCompletionTokens);
    expect(call.charged).toBe(hold);
    expect(call.res.body.usage).toMatchObject({ prompt_tokens: call.estimate.reservePromptTokens, completion_tokens: 20 });
    expect(call.rows[0]).toMatchObject({ reported_input_tokens: 30_000, reported_output_tokens: 500 });
    expect(await beyondReservationCount()).toBe(call.metricBefore + 1);
    await expectBalanceIsLedger(call.accountId);
  });
});

describe('an upstream that counts within the reservation', () => {
  it('is billed what it reported; no reported_tokens, nothing counted or logged', async () => {
    const call = await billedCall({ max_tokens: 50 });
    expect(call.usage.reported).toBeUndefined();
    expect(call.charged).toBe(price(call.usage.promptTokens, call.usage.completionTokens));
    expect(call.rows[0]).toMatchObject({ reported_input_tokens: call.rows[0].input_tokens, reported_output_tokens: call.rows[0].output_tokens });
    const report = await gw.app.request('GET', '/v1/billing/usage', { key: call.apiKey });
    expect(report.body.totals.tokens).toBe(call.usage.totalTokens);
    expect(report.body.totals).not.toHaveProperty('reported_tokens');
    expect(await beyondReservationCount()).toBe(call.metricBefore);
    expect(logLines.filter((l) => l.includes('more tokens than the call reserved'))).toHaveLength(0);
  });
});

describe('usage rows of leased calls (batchOf)', () => {
  it('sum the reported tokens of their calls, the billed ones where a call reported no more', () => {
    const item = (inputTokens: number, over: Record<string, number> = {}) => ({
      hold: { id: 'h', accountId: 'a', amountMicroUsd: 999 }, costMicroUsd: 1,
      usage: { operationId: 'createChatCompletion', endpointType: 'chat', model: MODEL, requestId: null, inputTokens, outputTokens: 5, ...over },
    });
    const [group] = batchOf([item(10), item(13, { reportedInputTokens: 30_000, reportedOutputTokens: 7 })]).usage;
    expect(group).toMatchObject({ requests: 2, inputTokens: 23, outputTokens: 10, reportedInputTokens: 30_010, reportedOutputTokens: 12 });
  });
});
