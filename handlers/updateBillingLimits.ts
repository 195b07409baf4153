import type { Handler } from '../src/http/handler';
import { errors } from '../src/errors';

/** Not implemented yet: answers 501 (documented in openapi.yaml) until its domain issue lands. */
const updateBillingLimits: Handler<'updateBillingLimits'> = async () => {
  throw errors.notImplemented('updateBillingLimits');
};
export default updateBillingLimits;
