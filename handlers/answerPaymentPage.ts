import type { Handler } from '../src/http/handler';
import { answerLocalPayment } from '../src/billing/payments/deposits';
import { paymentPageHtml } from '../src/billing/payments/payPage';

const answerPaymentPage: Handler<'answerPaymentPage'> = async (input) => {
  const row = await answerLocalPayment(input.app, input.params.payment_id, input.query.action);
  return { status: 200, binary: Buffer.from(paymentPageHtml(row)), contentType: 'text/html; charset=utf-8' };
};
export default answerPaymentPage;
