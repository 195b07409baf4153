import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { runAgent as run } from '../src/agents/run';

/** POST /v1/agents/run (spec 4.12): src/agents/run.ts picks the agent and meters it through input.usage. */
const runAgent: Handler<'runAgent'> = async (input) => {
  const result = await run({
    app: input.app, auth: callerOf(input), body: input.body, requestId: input.requestId, signal: input.signal, usage: input.usage,
  });
  if (result.kind === 'json') return { status: 200, body: result.body, headers: result.headers };
  return { status: 200, sse: result.events, headers: result.headers, onClose: result.onClose };
};
export default runAgent;
