/**
 * The model registry, loaded once from config/models.yaml (MODELS_FILE). Later features only add entries.
 * A provider whose API key variable is unset is disabled and its models are not offered.
 */
import fs from 'node:fs';
import YAML from 'yaml';
import { ConfigError } from '../config';

export const CAPABILITIES = [
  'chat', 'streaming', 'function_calling', 'vision', 'embeddings', 'batch', 'dedicated', 'fine_tuning', 'caching',
  'images', 'tts', 'stt',
] as const;
export type Capability = (typeof CAPABILITIES)[number];
export const MODEL_KINDS = ['astrology', 'proprietary', 'open-weight', 'fine-tuned', 'embedding', 'image', 'tts', 'stt'] as const;
export type ModelKind = (typeof MODEL_KINDS)[number];
const PROVIDER_KINDS = ['builtin', 'openai-compatible', 'anthropic'] as const;

export interface ProviderConfig {
  name: string;
  kind: (typeof PROVIDER_KINDS)[number];
  baseUrl: string | null;
  /** The secret, resolved from api_key_env at start-up; null when unset. Never logged. */
  apiKey: string | null;
  enabled: boolean;
}

export interface Deprecation { announced: string; sunset: string; replacement: string }

export interface ModelEntry {
  id: string;
  provider: string;
  upstream: string;
  kind: ModelKind;
  ownedBy: string;
  contextWindow: number | null;
  capabilities: Set<Capability>;
  fineTuningMethod: 'full' | 'lora' | null;
  deprecation: Deprecation | null;
  created: number;
}

export interface ModelRegistry {
  providers: Map<string, ProviderConfig>;
  models: Map<string, ModelEntry>;
}

// A fixed "created" for registry models: the day the v1 catalogue was published.
const CATALOGUE_CREATED = 1793491200;

export function parseModelRegistry(text: string, env: NodeJS.ProcessEnv, source = 'models.yaml'): ModelRegistry {
  const doc = YAML.parse(text) ?? {};
  const fail = (msg: string): never => { throw new ConfigError(`${source}: ${msg}`); };
  const providers = new Map<string, ProviderConfig>();
  for (const [name, raw] of Object.entries<any>(doc.providers ?? {})) {
    if (!PROVIDER_KINDS.includes(raw?.kind)) fail(`provider ${name}: kind must be one of ${PROVIDER_KINDS.join(', ')}`);
    if (raw.kind !== 'builtin' && typeof raw.base_url !== 'string') fail(`provider ${name}: base_url is required`);
    const apiKey = raw.api_key_env ? env[raw.api_key_env] || null : null;
    providers.set(name, {
      name, kind: raw.kind, baseUrl: raw.base_url ?? null, apiKey,
      enabled: raw.kind === 'builtin' || !raw.api_key_env || apiKey !== null,
    });
  }
  const models = new Map<string, ModelEntry>();
  for (const raw of doc.models ?? []) {
    if (typeof raw?.id !== 'string' || !/^[A-Za-z0-9._:/-]{1,128}$/.test(raw.id)) fail(`model id ${JSON.stringify(raw?.id)} is invalid`);
    if (models.has(raw.id)) fail(`model ${raw.id} is listed twice`);
    if (!providers.has(raw.provider)) fail(`model ${raw.id}: unknown provider ${raw.provider}`);
    if (!MODEL_KINDS.includes(raw.kind)) fail(`model ${raw.id}: kind must be one of ${MODEL_KINDS.join(', ')}`);
    for (const c of raw.capabilities ?? []) if (!CAPABILITIES.includes(c)) fail(`model ${raw.id}: unknown capability ${c}`);
    models.set(raw.id, {
      id: raw.id, provider: raw.provider, upstream: raw.upstream ?? raw.id, kind: raw.kind, ownedBy: raw.owned_by ?? raw.provider,
      contextWindow: raw.context_window ?? null, capabilities: new Set(raw.capabilities ?? []),
      fineTuningMethod: raw.fine_tuning_method ?? null, deprecation: raw.deprecation ?? null, created: CATALOGUE_CREATED,
    });
  }
  return { providers, models };
}

export function loadModelRegistry(file: string, env: NodeJS.ProcessEnv): ModelRegistry {
  if (!fs.existsSync(file)) throw new ConfigError(`MODELS_FILE ${file} does not exist`);
  return parseModelRegistry(fs.readFileSync(file, 'utf8'), env, file);
}

/** Models a caller can use now: their provider is enabled. */
export function availableModels(registry: ModelRegistry): ModelEntry[] {
  return [...registry.models.values()].filter((m) => registry.providers.get(m.provider)?.enabled);
}

export function modelView(m: ModelEntry) {
  return {
    id: m.id, object: 'model' as const, created: m.created, owned_by: m.ownedBy, permission: [] as never[],
    kind: m.kind, context_window: m.contextWindow,
    capabilities: Object.fromEntries(CAPABILITIES.map((c) => [c, m.capabilities.has(c)])) as Record<Capability, boolean>,
    deprecation: m.deprecation,
  };
}
