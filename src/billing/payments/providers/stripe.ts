/**
 * Stripe Checkout through its documented REST API (https://docs.stripe.com/api/checkout/sessions/create), called with
 * fetch; the official `stripe` package is not a dependency yet. Webhooks are verified with Stripe's documented scheme
 * (https://docs.stripe.com/webhooks#verify-manually): header `Stripe-Signature: t=<unix>,v1=<hex>[,v1=...]`, where v1 is
 * HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's signing secret, and t within a tolerance of now.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { errors } from '../../../errors';
import type { CheckoutRequest, CheckoutSession, PaymentEvent, PaymentProvider } from './provider';

export function stripeSignatureHeader(secret: string, rawBody: string | Buffer, timestampSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestampSeconds}.`).update(rawBody).digest('hex');
  return `t=${timestampSeconds},v1=${v1}`;
}

/** Throws 401 unless one v1 signature matches and the timestamp is within toleranceSeconds of now. */
export function verifyStripeSignature(rawBody: Buffer, header: string | undefined, secret: string, toleranceSeconds: number, now = new Date()): void {
  if (!header) throw errors.unauthenticated('Missing Stripe-Signature header.', 'invalid_signature');
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((s) => s.trim());
    if (key === 't' && /^\d+$/.test(value ?? '')) timestamp = Number(value);
    if (key === 'v1' && value) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) throw errors.unauthenticated('Malformed Stripe-Signature header.', 'invalid_signature');
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex'));
  const matches = signatures.some((s) => {
    const given = Buffer.from(s);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw errors.unauthenticated('Stripe-Signature does not match the payload.', 'invalid_signature');
  if (Math.abs(Math.floor(now.getTime() / 1000) - timestamp) > toleranceSeconds) {
    throw errors.unauthenticated('Stripe-Signature timestamp is outside the tolerance.', 'invalid_signature');
  }
}

export interface StripeOptions { secretKey: string; webhookSecret: string; apiBase: string; toleranceSeconds: number; publicBaseUrl: string }

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  constructor(private readonly opts: StripeOptions) {}

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    // Stripe accepts expires_at between 30 minutes and 24 hours from now.
    const nowS = Math.floor(Date.now() / 1000);
    const expiresAt = Math.min(Math.max(Math.floor(request.expiresAt.getTime() / 1000), nowS + 31 * 60), nowS + 23 * 3600 + 59 * 60);
    const form = new URLSearchParams({
      mode: 'payment',
      client_reference_id: request.depositId,
      'metadata[payment_id]': request.depositId,
      'metadata[account_id]': request.accountId,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': request.chargeCurrency,
      'line_items[0][price_data][unit_amount]': String(request.chargeAmount),
      'line_items[0][price_data][product_data][name]': `Graha wallet deposit (USD ${(request.amountCents / 100).toFixed(2)})`,
      success_url: `${this.opts.publicBaseUrl}/pay/${request.depositId}?result=success`,
      cancel_url: `${this.opts.publicBaseUrl}/pay/${request.depositId}?result=cancel`,
      expires_at: String(expiresAt),
    });
    let res: Response;
    try {
      res = await fetch(`${this.opts.apiBase}/v1/checkout/sessions`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.opts.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
          // A retried creation returns the same session.
          'idempotency-key': request.depositId,
        },
        body: form,
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw errors.unavailable('The payment provider could not be reached; try again.', 5000, 'payment_provider_unavailable');
    }
    const body = (await res.json().catch(() => ({}))) as { id?: string; url?: string; error?: { message?: string } };
    if (!res.ok || !body.id || !body.url) {
      throw errors.unavailable(`The payment provider refused the checkout (${res.status}).`, 5000, 'payment_provider_error');
    }
    return { paymentUrl: body.url, providerReference: body.id };
  }

  parseWebhook(rawBody: Buffer, headers: Record<string, string | undefined>, now = new Date()): PaymentEvent {
    verifyStripeSignature(rawBody, headers['stripe-signature'], this.opts.webhookSecret, this.opts.toleranceSeconds, now);
    const event = JSON.parse(rawBody.toString('utf8')) as {
      id?: string; type?: string;
      data?: { object?: { client_reference_id?: string | null; metadata?: Record<string, string>; payment_status?: string } };
    };
    if (typeof event.id !== 'string' || typeof event.type !== 'string') throw errors.invalidRequest('Event needs string id and type.', 'id');
    const session = event.data?.object ?? {};
    const depositId = session.metadata?.payment_id ?? session.client_reference_id ?? null;
    let outcome: PaymentEvent['outcome'] = null;
    switch (event.type) {
      case 'checkout.session.completed':
        // Delayed methods complete unpaid and report later through async_payment_succeeded / _failed.
        outcome = session.payment_status === 'paid' || session.payment_status === 'no_payment_required' ? 'succeeded' : null;
        break;
      case 'checkout.session.async_payment_succeeded': outcome = 'succeeded'; break;
      case 'checkout.session.async_payment_failed': outcome = 'failed'; break;
      case 'checkout.session.expired': outcome = 'expired'; break;
      default: outcome = null;
    }
    return { eventId: event.id, type: event.type, depositId, outcome };
  }
}
