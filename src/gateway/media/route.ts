/**
 * Where a media call goes: the model of models.yaml and its provider's media adapter. An unknown model (400
 * `model_not_found`) and a model of another kind (a chat model asked for embeddings: 400 `model_not_supported`) both
 * name `model`: a bad parameter of the request (issue 16 item 6). Chat keeps OpenAI's 404 for an unknown model.
 * The adapter's call is timed for the provider metrics like a chat call's (gateway.onUpstreamCall: to the answer, a
 * speech stream to its start; a call the client abandoned is not a failure).
 */
import { ApiError, errors } from '../../errors';
import type { ModelEntry } from '../../models/registry';
import type { MediaProvider, UpstreamTarget } from '../../providers/types';
import type { GatewayDeps } from '../state';
import { lookupModel } from '../chat/route';

export type MediaCapability = 'embeddings' | 'images' | 'tts' | 'stt';
const METHOD = { embeddings: 'embed', images: 'generateImage', tts: 'speak', stt: 'transcribe' } as const;

export interface MediaRoute<C extends MediaCapability> {
  model: ModelEntry;
  target: UpstreamTarget;
  call: NonNullable<MediaProvider[(typeof METHOD)[C]]>;
}

export async function resolveMediaRoute<C extends MediaCapability>(app: GatewayDeps, accountId: string, modelId: string, capability: C): Promise<MediaRoute<C>> {
  const model = await lookupModel(app, accountId, modelId).catch((e: unknown) => {
    throw e instanceof ApiError && e.status === 404 ? errors.invalidRequest(e.message, 'model', 'model_not_found') : e;
  });
  const provider = app.registry.providers.get(model.provider)!;
  const method = app.gateway.mediaProviders[provider.kind][METHOD[capability]];
  if (!model.capabilities.has(capability) || !method) {
    throw errors.invalidRequest(
      `The model ${modelId} does not offer ${capability} (its capabilities in GET /v1/models: ${[...model.capabilities].join(', ') || 'none'}).`,
      'model', 'model_not_supported',
    );
  }
  return {
    model,
    target: {
      providerName: provider.name, baseUrl: provider.baseUrl, apiKey: provider.apiKey, upstreamModel: model.upstream,
      timeoutMs: provider.timeoutMs, maxRetries: provider.maxRetries, maxConnections: provider.maxConnections, defaultMaxTokens: 0,
    },
    call: timed(app.gateway, provider.name, (method as (call: { signal: AbortSignal }) => Promise<unknown>).bind(app.gateway.mediaProviders[provider.kind])) as MediaRoute<C>['call'],
  };
}

function timed<A extends { signal: AbortSignal }, R>(gateway: GatewayDeps['gateway'], providerName: string, call: (args: A) => Promise<R>): (args: A) => Promise<R> {
  return async (args) => {
    const startedMs = performance.now();
    let result: R;
    try {
      result = await call(args);
    } catch (err) {
      if (!args.signal.aborted) gateway.onUpstreamCall(providerName, (performance.now() - startedMs) / 1000, false);
      throw err;
    }
    gateway.onUpstreamCall(providerName, (performance.now() - startedMs) / 1000, true);
    return result;
  };
}
