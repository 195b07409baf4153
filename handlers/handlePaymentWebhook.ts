import type { Handler } from '../src/http/handler';
import { handleWebhook } from '../src/billing/payments/deposits';

const handlePaymentWebhook: Handler<'handlePaymentWebhook'> = async (input) => {
  return { status: 200, body: await handleWebhook(input.app, input.params.provider, input.rawBody, input.headers) };
};
export default handlePaymentWebhook;
