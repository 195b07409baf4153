import type { Handler } from '../src/http/handler';
import { errors } from '../src/errors';

/** Not implemented yet: answers 501 (documented in openapi.yaml) until its domain issue lands. */
const handlePaymentWebhook: Handler<'handlePaymentWebhook'> = async () => {
  throw errors.notImplemented('handlePaymentWebhook');
};
export default handlePaymentWebhook;
