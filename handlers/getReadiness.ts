import type { Handler } from '../src/http/handler';
import { errors } from '../src/errors';
import { pingDatabase } from '../db/health';

/** GET /readyz: the database answers (load balancers send traffic only then). */
const getReadiness: Handler<'getReadiness'> = async ({ app }) => {
  if (!(await pingDatabase(app.db))) throw errors.unavailable('The database does not answer.', 1000, 'database_unavailable');
  return { status: 200, body: { status: 'ok', database: 'ok', version: '1.0.0' } };
};
export default getReadiness;
