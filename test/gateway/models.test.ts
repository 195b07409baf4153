import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type GatewayHarness } from './harness';
import { parseModelRegistry } from '../../src/models/registry';
import { ConfigError } from '../../src/config';

let gw: GatewayHarness;
let key: string;
beforeAll(async () => {
  gw = await startGateway();
  key = (await gw.app.createAccount()).apiKey;
});
afterAll(async () => { await gw?.close(); });

describe('GET /v1/models shows the models the account can use, with kind, capabilities and context window', () => {
  it('lists the registry from config; models of an unconfigured provider are not offered', async () => {
    const res = await gw.app.request('GET', '/v1/models', { key });
    expect(res.status).toBe(200);
    const byId = Object.fromEntries(res.body.data.map((m: any) => [m.id, m]));
    expect(byId['hidden-model']).toBeUndefined();
    expect(byId['graha-astro-standard']).toMatchObject({
      object: 'model', owned_by: 'graha', permission: [], kind: 'astrology', context_window: 32768,
      capabilities: { chat: true, streaming: true, function_calling: false, vision: false, caching: false, dedicated: false },
    });
    expect(byId['gpt-4o'].capabilities).toMatchObject({ chat: true, function_calling: true, vision: true, caching: true, fine_tuning: false });
    expect(byId['llama-3.1-8b-instruct']).toMatchObject({ kind: 'open-weight', capabilities: { dedicated: true, batch: true, caching: false } });
    expect((await gw.app.request('GET', '/v1/models/hidden-model', { key })).status).toBe(404);
    expect((await gw.app.request('GET', '/v1/models/claude-sonnet-4', { key })).body.owned_by).toBe('anthropic');
  });
});

describe('config/models.yaml is validated at start-up', () => {
  const base = 'providers:\n  p: {kind: openai-compatible, base_url: "http://x/v1"}\nmodels:\n  - {id: m, provider: p, kind: open-weight, capabilities: [chat]}\n';
  it('reads transport settings with defaults', () => {
    const r = parseModelRegistry(base, {});
    expect(r.providers.get('p')).toMatchObject({ timeoutMs: 60_000, maxRetries: 2, maxConnections: 256, enabled: true });
    expect(r.models.get('m')?.maxOutputTokens).toBeNull();
  });
  it('rejects bad transport settings and output caps', () => {
    expect(() => parseModelRegistry(base.replace('"http://x/v1"}', '"http://x/v1", timeout_ms: -1}'), {})).toThrow(ConfigError);
    expect(() => parseModelRegistry(base.replace('[chat]}', '[chat], max_output_tokens: 0}'), {})).toThrow(/max_output_tokens/);
    expect(() => parseModelRegistry(base.replace('[chat]}', '[chat], output_cap_field: max_output}'), {})).toThrow(/output_cap_field/);
    expect(parseModelRegistry(base.replace('[chat]}', '[chat], output_cap_field: max_completion_tokens}'), {}).models.get('m')?.outputCapField).toBe('max_completion_tokens');
  });
  it('the shipped config/models.yaml loads and registers the three astrology models on the builtin provider', async () => {
    const fs = await import('node:fs');
    const r = parseModelRegistry(fs.readFileSync('config/models.yaml', 'utf8'), {});
    for (const id of ['graha-astro-standard', 'graha-astro-fast', 'graha-astro-pro']) {
      expect(r.models.get(id)).toMatchObject({ provider: 'builtin', kind: 'astrology' });
      expect([...r.models.get(id)!.capabilities].sort()).toEqual(['chat', 'streaming']);
    }
  });
});

describe('account-specific models (fine-tuned) resolve through an installed resolver', () => {
  it('the owner can chat with its fine-tuned model on the base model\'s provider; others get 404', async () => {
    const { installAccountModelResolver } = await import('../../src/gateway/chat/route');
    const owner = await gw.app.createAccount();
    const stranger = await gw.app.createAccount();
    const base = gw.app.ctx.registry.models.get('llama-3.1-8b-instruct')!;
    installAccountModelResolver(gw.app.ctx, async (accountId, modelId) =>
      accountId === owner.accountId && modelId === 'ft:llama-3.1-8b-instruct:acme:x1'
        ? { ...base, id: modelId, kind: 'fine-tuned', upstream: 'acme-ft-x1', ownedBy: accountId }
        : null);
    const body = { model: 'ft:llama-3.1-8b-instruct:acme:x1', messages: [{ role: 'user', content: 'hi' }] };
    const res = await gw.app.request('POST', '/v1/chat/completions', { key: owner.apiKey, json: body });
    expect(res.status).toBe(200);
    expect(res.body.model).toBe('ft:llama-3.1-8b-instruct:acme:x1');
    expect(gw.openai.requests.at(-1)?.body.model).toBe('acme-ft-x1');
    expect((await gw.app.request('POST', '/v1/chat/completions', { key: stranger.apiKey, json: body })).status).toBe(404);
  });
});
