import type { Handler } from '../src/http/handler';
import { AGENTS } from '../src/agents/catalog';

/** GET /v1/agents: the pre-built agents with the context fields each reads (free). */
const listAgents: Handler<'listAgents'> = async () => ({ status: 200, body: { object: 'list', data: [...AGENTS] } });
export default listAgents;
