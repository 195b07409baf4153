/**
 * POST /v1/embeddings: route -> count each input against the model's window -> admit the one estimate (rate limits,
 * wallet) -> embed -> settle the tokens (the upstream's count when it reports one, at most the estimate; `usage`
 * reports the same number) -> the OpenAI-format list, floats
 * or base64 (little-endian float32, as the OpenAI clients decode it).
 */
import { errors } from '../../errors';
import type { UsageHandle } from '../../metering/types';
import { countTextTokens } from '../../tokenizer/count';
import type { components } from '../../../generated/api';
import type { GatewayDeps } from '../state';
import { resolveMediaRoute } from './route';

type EmbeddingRequest = components['schemas']['EmbeddingCreateRequest'];
type EmbeddingList = components['schemas']['EmbeddingList'];

function toBase64(vector: number[]): string {
  const bytes = Buffer.alloc(vector.length * 4);
  for (let i = 0; i < vector.length; i++) bytes.writeFloatLE(vector[i], i * 4);
  return bytes.toString('base64');
}

export async function createEmbeddings(
  app: GatewayDeps, call: { accountId: string; body: EmbeddingRequest; usage: UsageHandle; signal: AbortSignal },
): Promise<EmbeddingList> {
  const { body } = call;
  const route = await resolveMediaRoute(app, call.accountId, body.model, 'embeddings');
  const texts = typeof body.input === 'string' ? [body.input] : body.input;
  const window = route.model.contextWindow;
  let tokens = 0;
  texts.forEach((text, i) => {
    const n = countTextTokens(text, window ?? Infinity);
    if (window !== null && n > window) {
      throw errors.invalidRequest(`input${typeof body.input === 'string' ? '' : `[${i}]`} has more than ${window} tokens, this model's limit per input.`,
        typeof body.input === 'string' ? 'input' : `input[${i}]`, 'context_length_exceeded');
    }
    tokens += n;
  });
  await call.usage.admit({ price: { kind: 'tokens', model: route.model.id }, model: route.model.id, endpointType: 'embeddings', maxUnits: { inputTokens: tokens }, tokens });
  const result = await route.call({ input: texts, dimensions: body.dimensions, target: route.target, signal: call.signal });
  // The tokens billed, and reported in `usage`: the upstream's own count when it gives one, but never more than the
  // estimate reserved before the call (the most that can be charged; tokenizers differ). Usage and charge agree.
  const used = Math.min(result.promptTokens ?? tokens, tokens);
  await call.usage.settle({ inputTokens: used });
  return {
    object: 'list', model: body.model,
    data: result.vectors.map((v, index) => ({ object: 'embedding', index, embedding: body.encoding_format === 'base64' ? toBase64(v) : v })),
    usage: { prompt_tokens: used, total_tokens: used },
  };
}
