/**
 * POST /v1/agents/run: picks the agent, meters it and shapes its answer (JSON or SSE of AgentStreamEvent).
 * kundali-reader is a chat call (kundaliReader.ts); puja-planner and temple-assistant compute their answer from the
 * panchang and are billed per input and output token at their own rates (AGENT_PRICE_MODEL in config/prices.yaml):
 * input = the tokens of `input` plus the JSON of `context`, output = the tokens of the answer. They are admitted with
 * the most output they can produce (402/429 before any work) and settled with what they produced (a stream: with
 * what was delivered, the pipeline settles the last progress when it ends or is cut).
 */
import { ApiError, errors } from '../errors';
import type { GatewayDeps } from '../gateway/state';
import type { AuthContext } from '../auth/authenticate';
import type { UsageHandle } from '../metering/types';
import { countTextTokens } from '../tokenizer/count';
import { AGENTS, AGENT_PRICE_MODEL, isAgentId } from './catalog';
import { runKundaliReader, type AgentCallResult } from './kundaliReader';
import { planPuja } from './pujaPlanner';
import { answerTempleQuestion } from './templeAssistant';
import type { AgentRunRequest, AgentStreamEvent, ComposedAnswer } from './types';

/** The most output a computing agent writes (its answers are a few hundred tokens); what its admission reserves. */
export const MAX_COMPOSED_OUTPUT_TOKENS = 2048;

export interface AgentRunCall {
  app: GatewayDeps;
  auth: AuthContext;
  body: AgentRunRequest;
  requestId: string;
  signal: AbortSignal;
  usage: UsageHandle;
  /** The clock for "today" (tests). */
  nowMs?: number;
}

export function unknownAgent(id: string) {
  return errors.notFound(`No agent "${id}". Known agents: ${AGENTS.map((a) => a.id).join(', ')} (GET /v1/agents).`, 'agent_id');
}

/**
 * The computing agent's answer. The engine names its own parameters (lat: a polar day has no sunrise; date: out of
 * the ephemeris range); here they came from the run's context, so the 400 names that.
 */
function compose(agentId: 'puja-planner' | 'temple-assistant', args: Parameters<typeof planPuja>[0]): ComposedAnswer {
  try {
    return agentId === 'puja-planner' ? planPuja(args) : answerTempleQuestion(args);
  } catch (err) {
    if (err instanceof ApiError && err.status === 400 && (err.param === 'lat' || err.param === 'lon' || err.param === 'tz')) {
      throw errors.invalidRequest(err.message, 'context.location');
    }
    if (err instanceof ApiError && err.status === 400 && (err.param === 'date' || err.param === 'year')) {
      throw errors.invalidRequest(`${err.message} (the dates this run asks for must lie within 1801-2099).`, agentId === 'puja-planner' ? 'context.preferences' : 'context.preferences.date');
    }
    throw err;
  }
}

/** Output pieces for a stream: lines, then words within a long line, so a client sees text as it is delivered. */
function pieces(text: string): string[] {
  return text.split(/(?<=\n)/).flatMap((line) => (line.length <= 200 ? [line] : line.split(/(?<=\. )/)));
}

export async function runAgent(call: AgentRunCall): Promise<AgentCallResult> {
  const { body } = call;
  if (!isAgentId(body.agent_id)) throw unknownAgent(body.agent_id);
  const stream = body.stream === true;
  if (body.agent_id === 'kundali-reader') {
    return runKundaliReader({
      app: call.app, auth: call.auth, input: body.input, context: body.context, model: body.model, stream,
      requestId: call.requestId, signal: call.signal, usage: call.usage,
    });
  }
  const agentId = body.agent_id;
  const model = AGENT_PRICE_MODEL[agentId];
  const inputTokens = countTextTokens(body.input) + (body.context ? countTextTokens(JSON.stringify(body.context)) : 0);
  await call.usage.admit({
    price: { kind: 'tokens', model }, model, endpointType: 'agents',
    maxUnits: { inputTokens, outputTokens: MAX_COMPOSED_OUTPUT_TOKENS }, tokens: inputTokens + MAX_COMPOSED_OUTPUT_TOKENS,
  });
  const args = { input: body.input, context: body.context, nowMs: call.nowMs };
  const answer = compose(agentId, args);
  const outputTokens = Math.min(countTextTokens(answer.output), MAX_COMPOSED_OUTPUT_TOKENS);
  const result = {
    agent_id: agentId, output: answer.output,
    usage: { prompt_tokens: inputTokens, completion_tokens: outputTokens, total_tokens: inputTokens + outputTokens },
    steps: answer.steps,
    citations: answer.citations,
  };
  if (!stream) {
    await call.usage.settle({ inputTokens, outputTokens });
    return { kind: 'json', body: result, headers: call.usage.headers };
  }
  return { kind: 'sse', events: composedEvents(call.usage, result, inputTokens), headers: call.usage.headers };
}

/**
 * A composed answer's stream: its pieces with the usage so far, then the result. Defined once, not per call (a
 * generator function made per call keeps the call reachable for the young-generation collector: runChat.ts).
 */
async function* composedEvents(
  usage: AgentRunCall['usage'], result: Extract<AgentStreamEvent, { type: 'done' }>['result'], inputTokens: number,
): AsyncGenerator<AgentStreamEvent> {
  let sent = '';
  usage.progress({ inputTokens, outputTokens: 0 });
  for (const piece of pieces(result.output)) {
    sent += piece;
    usage.progress({ inputTokens, outputTokens: Math.min(countTextTokens(sent), MAX_COMPOSED_OUTPUT_TOKENS) });
    yield { type: 'delta', content: piece };
  }
  yield { type: 'done', result };
}
