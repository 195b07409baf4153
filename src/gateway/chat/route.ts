/** Where a chat call goes: the model's provider (serverless) or a dedicated endpoint of the caller (X-Endpoint-Id). */
import { DEFAULT_OUTPUT_TOKENS } from './capabilities';
import type { AccountModelResolver, GatewayDeps } from '../state';
import { errors } from '../../errors';
import type { ModelEntry } from '../../models/registry';
import type { ChatProvider, UpstreamTarget } from '../../providers/types';
import { requirePlan } from '../../auth/scopes';
import { DEDICATED_PLANS, findRoutableEndpoint, type EndpointRow } from './endpoints';

/**
 * How cache usage is known: `upstream` (proprietary models: the provider reports it), `gateway` (open-weight and
 * fine-tuned models on a dedicated endpoint: src/gateway/chat/promptCache.ts), `none` (astrology models never cache;
 * other models cache only where spec 8 says so).
 */
export type CachingMode = 'none' | 'upstream' | 'gateway';

export interface ChatRoute {
  model: ModelEntry;
  provider: ChatProvider;
  target: UpstreamTarget;
  endpoint: EndpointRow | null;
  caching: CachingMode;
}

const ENDPOINT_DEFAULTS = { timeoutMs: 60_000, maxRetries: 2, maxConnections: 256 };

export type { AccountModelResolver };
export { installAccountModelResolver } from '../state';

function notFound(modelId: string) {
  return errors.notFound(`The model ${modelId} does not exist or you do not have access to it. GET /v1/models lists the available models.`, 'model');
}

export async function lookupModel(app: GatewayDeps, accountId: string, modelId: string): Promise<ModelEntry> {
  const model = app.registry.models.get(modelId) ?? (await app.gateway.modelResolver?.(accountId, modelId)) ?? null;
  if (!model || !app.registry.providers.get(model.provider)?.enabled) throw notFound(modelId);
  return model;
}

export async function resolveRoute(app: GatewayDeps, accountId: string, plan: string, modelId: string, endpointId: string | undefined): Promise<ChatRoute> {
  if (endpointId === undefined || endpointId === '') {
    const model = await lookupModel(app, accountId, modelId);
    const provider = app.registry.providers.get(model.provider)!;
    return {
      model,
      provider: app.gateway.providers[provider.kind],
      target: {
        providerName: provider.name, baseUrl: provider.baseUrl, apiKey: provider.apiKey, upstreamModel: model.upstream,
        timeoutMs: provider.timeoutMs, maxRetries: provider.maxRetries, maxConnections: provider.maxConnections,
        defaultMaxTokens: model.maxOutputTokens ?? DEFAULT_OUTPUT_TOKENS,
      },
      endpoint: null,
      caching: model.kind !== 'astrology' && model.capabilities.has('caching') ? 'upstream' : 'none',
    };
  }
  // Before the lookup, so the answer says nothing about which endpoints exist. An account that moved to a plan
  // without dedicated capacity keeps its endpoints' rows but cannot send them calls.
  requirePlan('Dedicated endpoints', plan, DEDICATED_PLANS);
  const endpoint = await findRoutableEndpoint(app.db, accountId, endpointId);
  if (modelId !== endpoint.model) {
    throw errors.invalidRequest(`Endpoint ${endpoint.id} serves ${endpoint.model}; the request names ${modelId}.`, 'model', 'endpoint_model_mismatch');
  }
  // A fine-tuned model may not be in models.yaml: it serves chat on its endpoint.
  const model: ModelEntry = app.registry.models.get(endpoint.model) ?? (await app.gateway.modelResolver?.(accountId, endpoint.model)) ?? {
    id: endpoint.model, provider: `endpoint:${endpoint.id}`, upstream: endpoint.model, kind: 'fine-tuned', ownedBy: endpoint.account_id,
    contextWindow: null, capabilities: new Set(['chat', 'streaming', 'dedicated']), fineTuningMethod: null, deprecation: null,
    created: 0, maxOutputTokens: null,
  };
  // Replicas of the built-in provisioner (src/platform/endpoints) are slots in front of the model's own provider.
  const fronted = endpoint.upstream_provider ? app.registry.providers.get(endpoint.upstream_provider) : undefined;
  if (fronted?.enabled) {
    return {
      model, provider: app.gateway.providers[fronted.kind], endpoint,
      target: {
        providerName: fronted.name, baseUrl: fronted.baseUrl, apiKey: fronted.apiKey, upstreamModel: model.upstream, timeoutMs: fronted.timeoutMs,
        maxRetries: fronted.maxRetries, maxConnections: fronted.maxConnections, defaultMaxTokens: model.maxOutputTokens ?? DEFAULT_OUTPUT_TOKENS,
      },
      caching: model.kind === 'open-weight' || model.kind === 'fine-tuned' ? 'gateway' : 'none',
    };
  }
  return {
    model,
    // Dedicated replicas run an OpenAI-compatible server that serves the model under its Graha id.
    provider: app.gateway.providers['openai-compatible'],
    target: {
      providerName: `endpoint:${endpoint.id}`, baseUrl: endpoint.base_url, apiKey: null, upstreamModel: endpoint.model,
      ...ENDPOINT_DEFAULTS, defaultMaxTokens: model.maxOutputTokens ?? DEFAULT_OUTPUT_TOKENS,
    },
    endpoint,
    caching: model.kind === 'open-weight' || model.kind === 'fine-tuned' ? 'gateway' : 'none',
  };
}
