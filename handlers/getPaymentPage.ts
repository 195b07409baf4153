import type { Handler } from '../src/http/handler';
import { errors } from '../src/errors';
import { findDeposit } from '../src/billing/payments/deposits';
import { paymentPageHtml } from '../src/billing/payments/payPage';

const getPaymentPage: Handler<'getPaymentPage'> = async (input) => {
  const row = await findDeposit(input.app.db, input.params.payment_id);
  if (!row) throw errors.notFound(`No such payment: ${input.params.payment_id}`, 'payment_id');
  return { status: 200, binary: Buffer.from(paymentPageHtml(row)), contentType: 'text/html; charset=utf-8' };
};
export default getPaymentPage;
