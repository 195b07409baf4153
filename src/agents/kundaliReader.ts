/**
 * kundali-reader: the question in `input` answered by an astrology chat model through the chat gateway
 * (src/gateway/chat/runChat.ts), so model access, rate limits, the wallet and the usage row apply as for any chat
 * call. The birth details of `context` travel as the astrology models' structured system message: a `system`
 * message whose whole content is `{"birth_details": {"date", "time", "place"} | {"date", "time", "lat", "lon", "tz"},
 * "language"}` (src/astrology/chat/conversation.ts reads it); without them the model asks for what it needs.
 */
import type { GatewayDeps } from '../gateway/state';
import type { AuthContext } from '../auth/authenticate';
import type { UsageHandle } from '../metering/types';
import type { ChatMessage, ChatRequestBody } from '../providers/types';
import { runChat } from '../gateway/chat/runChat';
import { eventsOf, type StreamItem } from '../eventBatch';
import type { ChunkText } from '../gateway/chat/chunkJson';
import { DEFAULT_AGENT_CHAT_MODEL } from './catalog';
import type { AgentContext, AgentResult, AgentStreamEvent } from './types';

export interface KundaliReaderCall {
  app: GatewayDeps;
  auth: AuthContext;
  input: string;
  context: AgentContext | undefined;
  model: string | undefined;
  stream: boolean;
  requestId: string;
  signal: AbortSignal;
  usage: UsageHandle;
}

export type AgentCallResult =
  | { kind: 'json'; body: AgentResult; headers: Record<string, string> }
  | { kind: 'sse'; events: AsyncIterable<AgentStreamEvent>; headers: Record<string, string>; onClose?: (completed: boolean) => Promise<void> };

/** The structured system message, or null when the run carries no birth details. */
export function birthDetailsMessage(context: AgentContext | undefined): ChatMessage | null {
  const b = context?.birth_details;
  if (!b) return null;
  const details: Record<string, string | number> = { date: b.date };
  if (b.time) details.time = b.time;
  if (typeof b.lat === 'number' && typeof b.lon === 'number') {
    details.lat = b.lat;
    details.lon = b.lon;
    if (typeof b.tz === 'number') details.tz = b.tz;
  } else if (b.place) {
    details.place = b.place;
  }
  // No language given: the model answers in the language of the question.
  return { role: 'system', content: JSON.stringify({ birth_details: details, ...(context?.language ? { language: context.language } : {}) }) };
}

/** The call's usage handle with its usage rows grouped under agents (the chat gateway would say chat). */
function asAgentUsage(usage: UsageHandle): UsageHandle {
  return {
    get estimate() { return usage.estimate; },
    get headers() { return usage.headers; },
    admit: (estimate) => usage.admit({ ...estimate, endpointType: 'agents' }),
    progress: (units) => usage.progress(units),
    settle: (units, outcome, detail) => usage.settle(units, outcome, detail),
    release: () => usage.release(),
  };
}

export async function runKundaliReader(call: KundaliReaderCall): Promise<AgentCallResult> {
  const model = call.model ?? DEFAULT_AGENT_CHAT_MODEL;
  const system = birthDetailsMessage(call.context);
  // The schema defaults (temperature, top_p, ...) are left out as a client may leave them out; the gateway applies them.
  const body = {
    model,
    messages: [...(system ? [system] : []), { role: 'user', content: call.input }],
    stream: call.stream,
    ...(call.stream ? { stream_options: { include_usage: true } } : {}),
  } as ChatRequestBody;
  const step = { tool: 'astrology_chat', input: { model, ...(system ? { system: JSON.parse(system.content as string) } : {}) } };
  const result = await runChat({ app: call.app, auth: call.auth, body, endpointId: undefined, requestId: call.requestId, signal: call.signal, usage: asAgentUsage(call.usage) });
  if (result.kind === 'json') {
    const message = result.body.choices[0]?.message;
    const u = result.body.usage!;
    return {
      kind: 'json', headers: result.headers,
      body: {
        agent_id: 'kundali-reader',
        output: message?.content ?? '',
        usage: { prompt_tokens: u.prompt_tokens, completion_tokens: u.completion_tokens, total_tokens: u.total_tokens },
        steps: [{ ...step, output: { finish_reason: result.body.choices[0]?.finish_reason ?? null, follow_ups: message?.follow_ups ?? [] } }],
        ...(message?.citations ? { citations: message.citations } : {}),
      },
    };
  }
  return { kind: 'sse', events: readerEvents(result.events, step), headers: result.headers, onClose: result.onClose };
}

/**
 * The agent's stream from the chat stream's chunks: the text as deltas, then the result. Defined once, not per call
 * (a generator function made per call keeps the call reachable for the young-generation collector: runChat.ts).
 */
async function* readerEvents(chunks: AsyncIterable<StreamItem<ChunkText>>, step: { tool: string; input: Record<string, unknown> }): AsyncGenerator<AgentStreamEvent> {
  let output = '';
  let citations: AgentResult['citations'];
  let followUps: string[] = [];
  let finish: string | null = null;
  let usage: AgentResult['usage'] = { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 };
  for await (const item of chunks) for (const text of eventsOf(item)) {
    const chunk = text.value();
    if (chunk.usage) usage = { prompt_tokens: chunk.usage.prompt_tokens, completion_tokens: chunk.usage.completion_tokens, total_tokens: chunk.usage.total_tokens };
    const choice = chunk.choices[0];
    if (!choice) continue;
    const delta = choice.delta;
    if (delta.content) { output += delta.content; yield { type: 'delta', content: delta.content }; }
    if (delta.citations) citations = delta.citations;
    if (delta.follow_ups) followUps = delta.follow_ups;
    if (choice.finish_reason) finish = choice.finish_reason;
  }
  yield {
    type: 'done',
    result: {
      agent_id: 'kundali-reader', output, usage,
      steps: [{ ...step, output: { finish_reason: finish, follow_ups: followUps } }],
      ...(citations ? { citations } : {}),
    },
  };
}
