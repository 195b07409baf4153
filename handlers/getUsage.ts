import type { Handler } from '../src/http/handler';
import { errors } from '../src/errors';

/** Not implemented yet: answers 501 (documented in openapi.yaml) until its domain issue lands. */
const getUsage: Handler<'getUsage'> = async () => {
  throw errors.notImplemented('getUsage');
};
export default getUsage;
