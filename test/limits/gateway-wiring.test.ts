import { afterAll, beforeAll, expect, it } from 'vitest';
import { startGateway, type GatewayHarness } from '../gateway/harness';

let gw: GatewayHarness;
beforeAll(async () => { gw = await startGateway(); });
afterAll(async () => { await gw?.close(); });

/**
 * The chat handler passes the limits sink to the gateway (handlers/createChatCompletion.ts): the token window ends up
 * charged with the real usage.
 */
it('chat through the real gateway: the token reservation is settled to the real usage, plain and streamed', async () => {
  const { apiKey, accountId } = await gw.app.createAccount({ creditCents: 1000 });
  await gw.app.admin('PUT', `/admin/v1/accounts/${accountId}/plan`, { plan: 'enterprise', rpm: 100, tpm: 5000 });
  const res = await gw.app.request('POST', '/v1/chat/completions', { key: apiKey, json: { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Hello there, Graha' }], max_tokens: 50 } });
  expect(res.status).toBe(200);
  const total = res.body.usage.total_tokens;
  // A JSON answer is settled before it is sent: its header already shows the real usage, as does the next request.
  expect(Number(res.headers.get('x-ratelimit-remaining-tokens'))).toBe(5000 - total);
  const settled = await gw.app.request('GET', '/v1/models', { key: apiKey });
  expect(Number(settled.headers.get('x-ratelimit-remaining-tokens'))).toBe(5000 - total);
  const s = await gw.app.request('POST', '/v1/chat/completions', { key: apiKey, raw: true, json: { model: 'gpt-4o-mini', stream: true, stream_options: { include_usage: true }, messages: [{ role: 'user', content: 'Hello there, Graha' }], max_tokens: 50 } });
  expect(s.status).toBe(200);
  await new Promise((r) => setTimeout(r, 200));
  const after = await gw.app.request('GET', '/v1/models', { key: apiKey });
  expect(Number(after.headers.get('x-ratelimit-remaining-tokens'))).toBe(5000 - 2 * total);
  const big = await gw.app.request('POST', '/v1/chat/completions', { key: apiKey, json: { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Hello' }], max_tokens: 4990 } });
  // The estimate (prompt + 4990) no longer fits what is left of the window: 429 on tokens, nothing sent upstream.
  expect(big.status).toBe(429);
  expect(big.body.error.code).toBe('tokens');
});
