import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { createEmbeddings } from '../src/gateway/media/embeddings';

/** POST /v1/embeddings: OpenAI-compatible embeddings (src/gateway/media/embeddings.ts), billed per input token. */
const createEmbedding: Handler<'createEmbedding'> = async (input) => ({
  status: 200,
  body: await createEmbeddings(input.app, { accountId: callerOf(input).account.id, body: input.body, usage: input.usage, signal: input.signal }),
});
export default createEmbedding;
