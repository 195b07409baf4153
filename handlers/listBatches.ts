import type { Handler } from '../src/http/handler';
import { errors } from '../src/errors';

/** Not implemented yet: answers 501 (documented in openapi.yaml) until its domain issue lands. */
const listBatches: Handler<'listBatches'> = async () => {
  throw errors.notImplemented('listBatches');
};
export default listBatches;
