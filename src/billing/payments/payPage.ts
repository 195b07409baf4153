/** The local provider's payment page (GET /pay/{payment_id}) and its answer (POST /pay/{payment_id}?action=...). */
import type { DepositRow } from './deposits';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function money(amount: number, currency: string): string {
  return `${currency.toUpperCase()} ${(amount / 100).toFixed(2)}`;
}

export function paymentPageHtml(row: DepositRow): string {
  const id = escape(row.id);
  const charge = money(Number(row.charge_amount), row.charge_currency);
  const credit = money(row.amount_cents, 'usd');
  const body = row.status === 'pending'
    ? `<p>Pay <strong>${charge}</strong> to add <strong>${credit}</strong> to your Graha wallet.</p>
  <form method="post" action="/pay/${id}?action=confirm"><button type="submit" id="confirm">Confirm payment</button></form>
  <form method="post" action="/pay/${id}?action=decline"><button type="submit" id="decline">Decline</button></form>`
    : `<p>This payment is <strong id="status">${escape(row.status)}</strong>.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Graha payment ${id}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><h1>Graha wallet deposit</h1>
  <p>Local test payment provider: no real money moves.</p>
  <p>Payment <code>${id}</code></p>
  ${body}
</body></html>
`;
}
