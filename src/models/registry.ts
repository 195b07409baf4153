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
  /** Idle timeout of an upstream call: to the response headers and between stream chunks (`timeout_ms`). */
  timeoutMs: number;
  /** Retries of refusals where the upstream did no work (`max_retries`). */
  maxRetries: number;
  /** Pooled keep-alive connections to the upstream (`max_connections`). */
  maxConnections: number;
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
  /** Output cap sent when the client gives none and the upstream needs one (`max_output_tokens`). */
  maxOutputTokens: number | null;
  /**
   * The request field an OpenAI-compatible upstream takes the output cap in (`output_cap_field`): `max_tokens`, or
   * `max_completion_tokens` for OpenAI's reasoning models, which refuse `max_tokens`.
   */
  outputCapField?: OutputCapField;
}

export type OutputCapField = 'max_tokens' | 'max_completion_tokens';
const OUTPUT_CAP_FIELDS: readonly OutputCapField[] = ['max_tokens', 'max_completion_tokens'];

export interface ModelRegistry {
  providers: Map<string, ProviderConfig>;
  models: Map<string, ModelEntry>;
  /** GET /v1/models' entries of the catalogue (the available models' views), built once: the registry never changes. */
  catalogue: ModelView[];
}

export type ModelView = ReturnType<typeof modelView>;

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
    const int = (field: string, fallback: number, min: number, max: number): number => {
      const v = raw[field] ?? fallback;
      if (!Number.isInteger(v) || v < min || v > max) fail(`provider ${name}: ${field} must be an integer between ${min} and ${max}`);
      return v;
    };
    providers.set(name, {
      name, kind: raw.kind, baseUrl: raw.base_url ?? null, apiKey,
      enabled: raw.kind === 'builtin' || !raw.api_key_env || apiKey !== null,
      timeoutMs: int('timeout_ms', 60_000, 10, 600_000),
      maxRetries: int('max_retries', 2, 0, 5),
      maxConnections: int('max_connections', 256, 1, 10_000),
    });
  }
  const models = new Map<string, ModelEntry>();
  for (const raw of doc.models ?? []) {
    if (typeof raw?.id !== 'string' || !/^[A-Za-z0-9._:/-]{1,128}$/.test(raw.id)) fail(`model id ${JSON.stringify(raw?.id)} is invalid`);
    if (models.has(raw.id)) fail(`model ${raw.id} is listed twice`);
    if (!providers.has(raw.provider)) fail(`model ${raw.id}: unknown provider ${raw.provider}`);
    if (!MODEL_KINDS.includes(raw.kind)) fail(`model ${raw.id}: kind must be one of ${MODEL_KINDS.join(', ')}`);
    for (const c of raw.capabilities ?? []) if (!CAPABILITIES.includes(c)) fail(`model ${raw.id}: unknown capability ${c}`);
    if (raw.max_output_tokens != null && (!Number.isInteger(raw.max_output_tokens) || raw.max_output_tokens < 1)) fail(`model ${raw.id}: max_output_tokens must be a positive integer`);
    if (raw.output_cap_field != null && !OUTPUT_CAP_FIELDS.includes(raw.output_cap_field)) fail(`model ${raw.id}: output_cap_field must be one of ${OUTPUT_CAP_FIELDS.join(', ')}`);
    models.set(raw.id, {
      id: raw.id, provider: raw.provider, upstream: raw.upstream ?? raw.id, kind: raw.kind, ownedBy: raw.owned_by ?? raw.provider,
      contextWindow: raw.context_window ?? null, capabilities: new Set(raw.capabilities ?? []),
      fineTuningMethod: raw.fine_tuning_method ?? null, deprecation: raw.deprecation ?? null, created: CATALOGUE_CREATED,
      maxOutputTokens: raw.max_output_tokens ?? null,
      ...(raw.output_cap_field ? { outputCapField: raw.output_cap_field } : {}),
    });
  }
  const catalogue = [...models.values()].filter((m) => providers.get(m.provider)?.enabled).map(modelView);
  return { providers, models, catalogue };
}

export function loadModelRegistry(file: string, env: NodeJS.ProcessEnv): ModelRegistry {
  if (!fs.existsSync(file)) throw new ConfigError(`MODELS_FILE ${file} does not exist`);
  return parseModelRegistry(fs.readFileSync(file, 'utf8'), env, file);
}

/** Models a caller can use now: their provider is enabled (the same filter as `catalogue`). */
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
