import type { Handler } from '../src/http/handler';

/**
 * GET /healthz: liveness only, the process answers (issue 20: "/healthz (process) and /readyz (database reachable)").
 * It never asks the database, so an outage does not get healthy processes restarted; /readyz takes them out of rotation.
 */
const getHealth: Handler<'getHealth'> = async () => ({ status: 200, body: { status: 'ok', version: '1.0.0' } });
export default getHealth;
