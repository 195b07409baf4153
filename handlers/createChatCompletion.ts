import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { runChat } from '../src/gateway/chat/runChat';
import { meterChatSink } from '../src/billing/chatSink';
import { limitsChatUsageSink } from '../src/limits/chatSink';

/** POST /v1/chat/completions: the OpenAI-compatible chat path (src/gateway/chat.ts). */
const createChatCompletion: Handler<'createChatCompletion'> = async (input) => {
  const result = await runChat({
    app: input.app,
    auth: callerOf(input),
    body: input.body,
    endpointId: input.headers['x-endpoint-id'],
    requestId: input.requestId,
    signal: input.signal,
    // What this call reserves and settles: its token limits first, then the wallet.
    callSinks: [limitsChatUsageSink(input.limits), meterChatSink(input.meter)],
  });
  if (result.kind === 'json') return { status: 200, body: result.body, headers: result.headers };
  return { status: 200, sse: result.events, headers: result.headers, onClose: result.onClose };
};
export default createChatCompletion;
