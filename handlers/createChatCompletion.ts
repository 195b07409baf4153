import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { runChat } from '../src/gateway/chat/runChat';

/** POST /v1/chat/completions: the OpenAI-compatible chat path (src/gateway/chat/runChat.ts), metered by input.usage. */
const createChatCompletion: Handler<'createChatCompletion'> = async (input) => {
  const result = await runChat({
    app: input.app,
    auth: callerOf(input),
    body: input.body,
    endpointId: input.headers['x-endpoint-id'],
    requestId: input.requestId,
    signal: input.signal,
    usage: input.usage,
  });
  if (result.kind === 'json') return { status: 200, body: result.body, headers: result.headers };
  return { status: 200, sse: result.events, headers: result.headers, onClose: result.onClose };
};
export default createChatCompletion;
