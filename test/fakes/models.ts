/** Writes a models.yaml pointing at the fake upstreams (tests pass it as MODELS_FILE). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';

export const FAKE_ENV = { FAKE_OPENAI_API_KEY: 'sk-fake-upstream-key', FAKE_ANTHROPIC_API_KEY: 'sk-ant-fake-upstream-key' };

export function writeFakeModelsFile(opts: { openaiBaseUrl: string; anthropicBaseUrl?: string; timeoutMs?: number; maxRetries?: number }): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'graha-models-'));
  const file = path.join(dir, 'models.yaml');
  const timeout = opts.timeoutMs ?? 2000;
  const retries = opts.maxRetries ?? 2;
  fs.writeFileSync(file, `
providers:
  builtin: {kind: builtin}
  fakeopenai: {kind: openai-compatible, base_url: "${opts.openaiBaseUrl}", api_key_env: FAKE_OPENAI_API_KEY, timeout_ms: ${timeout}, max_retries: ${retries}}
  fakeanthropic: {kind: anthropic, base_url: "${opts.anthropicBaseUrl ?? 'http://127.0.0.1:9/v1'}", api_key_env: FAKE_ANTHROPIC_API_KEY, timeout_ms: ${timeout}, max_retries: ${retries}}
  offline: {kind: openai-compatible, base_url: "http://127.0.0.1:9/v1", api_key_env: UNSET_KEY_FOR_TESTS}
  down: {kind: openai-compatible, base_url: "http://127.0.0.1:9/v1", api_key_env: FAKE_OPENAI_API_KEY, max_retries: 1}
models:
  - {id: graha-astro-standard, provider: builtin, upstream: astro-standard, kind: astrology, owned_by: graha, context_window: 32768, capabilities: [chat, streaming]}
  - {id: graha-astro-fast, provider: builtin, upstream: astro-fast, kind: astrology, owned_by: graha, context_window: 16384, capabilities: [chat, streaming]}
  - {id: graha-astro-pro, provider: builtin, upstream: astro-pro, kind: astrology, owned_by: graha, context_window: 65536, capabilities: [chat, streaming]}
  - {id: graha-embed-lexical, provider: builtin, upstream: lexical-hash-512, kind: embedding, owned_by: graha, context_window: 8192, capabilities: [embeddings]}
  - {id: gpt-4o, provider: fakeopenai, upstream: gpt-4o-2024-08-06, kind: proprietary, owned_by: openai, context_window: 128000, capabilities: [chat, streaming, function_calling, vision, caching]}
  - {id: gpt-4o-mini, provider: fakeopenai, upstream: gpt-4o-mini, kind: proprietary, owned_by: openai, context_window: 128000, capabilities: [chat, streaming, function_calling, caching]}
  - {id: o-reasoner, provider: fakeopenai, upstream: o-reasoner, kind: proprietary, owned_by: openai, context_window: 200000, max_output_tokens: 32000, output_cap_field: max_completion_tokens, capabilities: [chat, streaming]}
  - {id: tiny-context, provider: fakeopenai, upstream: tiny, kind: open-weight, owned_by: meta, context_window: 64, capabilities: [chat]}
  - {id: claude-sonnet-4, provider: fakeanthropic, upstream: claude-sonnet-4-20250514, kind: proprietary, owned_by: anthropic, context_window: 200000, max_output_tokens: 8192, capabilities: [chat, streaming, function_calling, vision, caching]}
  - {id: llama-3.1-8b-instruct, provider: fakeopenai, upstream: meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo, kind: open-weight, owned_by: meta, context_window: 131072, capabilities: [chat, streaming, batch, dedicated, fine_tuning], fine_tuning_method: lora}
  - {id: down-model, provider: down, upstream: down, kind: proprietary, owned_by: someone, context_window: 1000, capabilities: [chat]}
  - {id: text-embed-upstream, provider: fakeopenai, upstream: text-embedding-3-small, kind: embedding, owned_by: openai, context_window: 8191, capabilities: [embeddings]}
  - {id: hidden-model, provider: offline, upstream: hidden, kind: proprietary, owned_by: someone, context_window: 1000, capabilities: [chat]}
`);
  return file;
}

/** The shipped price table plus prices for the test-only models above (the server refuses unpriced chat models). */
export function writeFakePricesFile(modelIds: string[] = ['tiny-context', 'down-model', 'hidden-model', 'o-reasoner', 'text-embed-upstream']): string {
  const doc = YAML.parse(fs.readFileSync('config/prices.yaml', 'utf8'));
  for (const id of modelIds) doc.models[id] = { input_per_mtok: 1.0, output_per_mtok: 2.0 };
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'graha-prices-')), 'prices.yaml');
  fs.writeFileSync(file, YAML.stringify(doc));
  return file;
}
