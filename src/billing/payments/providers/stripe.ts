/**
 * Stripe Checkout through the official `stripe` SDK with a pinned API version, so event and response formats do not
 * follow whatever the Stripe account's default version is. The SDK retries network failures itself
 * (`maxNetworkRetries`), always under our idempotency key (the deposit id), so a retried creation returns the same
 * session. Webhooks are verified by the SDK's `webhooks.constructEvent`, which implements Stripe's documented scheme
 * (https://docs.stripe.com/webhooks#verify-manually): header `Stripe-Signature: t=<unix>,v1=<hex>[,v1=...]`, v1 being
 * HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's signing secret; an event older than the tolerance is
 * refused. We also refuse a timestamp further in the future than the tolerance, which the SDK lets through.
 */
import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { errors } from '../../../errors';
import type { CheckoutRequest, CheckoutSession, PaymentEvent, PaymentProvider } from './provider';

/** The Stripe API version every request and every webhook event of ours is read in (the SDK's own version). */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

/** A header as Stripe signs a webhook (tests and the local tooling sign with it). */
export function stripeSignatureHeader(secret: string, rawBody: string | Buffer, timestampSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestampSeconds}.`).update(rawBody).digest('hex');
  return `t=${timestampSeconds},v1=${v1}`;
}

// Signature checks need no API key; this client never makes a request.
const verifier = new Stripe('sk_verify_only', { apiVersion: STRIPE_API_VERSION });

/**
 * The event a signed webhook body holds; throws 401 unless one v1 signature matches and the timestamp is within
 * toleranceSeconds of now (either side).
 */
export function verifyStripeSignature(rawBody: Buffer, header: string | undefined, secret: string, toleranceSeconds: number, now = new Date()): Stripe.Event {
  if (!header) throw errors.unauthenticated('Missing Stripe-Signature header.', 'invalid_signature');
  const timestamp = /(?:^|,)\s*t=(\d+)/.exec(header)?.[1];
  if (timestamp !== undefined && Number(timestamp) - Math.floor(now.getTime() / 1000) > toleranceSeconds) {
    throw errors.unauthenticated('Stripe-Signature timestamp is outside the tolerance.', 'invalid_signature');
  }
  try {
    return verifier.webhooks.constructEvent(rawBody, header, secret, toleranceSeconds, undefined, now.getTime());
  } catch (err) {
    if (err instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw errors.unauthenticated(`Stripe-Signature was refused: ${err.message.split('\n')[0]}`, 'invalid_signature');
    }
    throw errors.invalidRequest('The webhook body is not a Stripe event.', 'body');
  }
}

export interface StripeOptions { secretKey: string; webhookSecret: string; apiBase: string; toleranceSeconds: number; publicBaseUrl: string }

/** The SDK client for an API base URL (https://api.stripe.com in production; a fake on loopback in tests). */
function clientFor(secretKey: string, apiBase: string): Stripe {
  const base = new URL(apiBase);
  return new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    host: base.hostname,
    port: base.port || (base.protocol === 'http:' ? 80 : 443),
    protocol: base.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
  });
}

const PAID_STATUSES: ReadonlySet<string> = new Set(['paid', 'no_payment_required']);

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;
  constructor(private readonly opts: StripeOptions) {
    this.stripe = clientFor(opts.secretKey, opts.apiBase);
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    // Stripe accepts expires_at between 30 minutes and 24 hours from now.
    const nowS = Math.floor(Date.now() / 1000);
    const expiresAt = Math.min(Math.max(Math.floor(request.expiresAt.getTime() / 1000), nowS + 31 * 60), nowS + 23 * 3600 + 59 * 60);
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.create({
        mode: 'payment',
        client_reference_id: request.depositId,
        metadata: { payment_id: request.depositId, account_id: request.accountId },
        line_items: [{
          quantity: 1,
          price_data: {
            currency: request.chargeCurrency,
            unit_amount: request.chargeAmount,
            product_data: { name: `Graha wallet deposit (USD ${(request.amountCents / 100).toFixed(2)})` },
          },
        }],
        success_url: `${this.opts.publicBaseUrl}/pay/${request.depositId}?result=success`,
        cancel_url: `${this.opts.publicBaseUrl}/pay/${request.depositId}?result=cancel`,
        expires_at: expiresAt,
      }, { idempotencyKey: request.depositId });
    } catch (err) {
      if (err instanceof Stripe.errors.StripeConnectionError) {
        throw errors.unavailable('The payment provider could not be reached; try again.', 5000, 'payment_provider_unavailable');
      }
      const status = err instanceof Stripe.errors.StripeError ? err.statusCode ?? 'no status' : 'no status';
      throw errors.unavailable(`The payment provider refused the checkout (${status}).`, 5000, 'payment_provider_error');
    }
    if (!session.id || !session.url) throw errors.unavailable('The payment provider answered without a checkout URL.', 5000, 'payment_provider_error');
    return { paymentUrl: session.url, providerReference: session.id };
  }

  parseWebhook(rawBody: Buffer, headers: Record<string, string | undefined>, now = new Date()): PaymentEvent {
    const event = verifyStripeSignature(rawBody, headers['stripe-signature'], this.opts.webhookSecret, this.opts.toleranceSeconds, now);
    if (typeof event.id !== 'string' || typeof event.type !== 'string') throw errors.invalidRequest('Event needs string id and type.', 'id');
    let outcome: PaymentEvent['outcome'] = null;
    let session: Partial<Stripe.Checkout.Session> = {};
    switch (event.type) {
      case 'checkout.session.completed':
        session = event.data.object ?? {};
        // Delayed methods complete unpaid and report later through async_payment_succeeded / _failed.
        outcome = PAID_STATUSES.has(session.payment_status ?? '') ? 'succeeded' : null;
        break;
      case 'checkout.session.async_payment_succeeded': session = event.data.object ?? {}; outcome = 'succeeded'; break;
      case 'checkout.session.async_payment_failed': session = event.data.object ?? {}; outcome = 'failed'; break;
      case 'checkout.session.expired': session = event.data.object ?? {}; outcome = 'expired'; break;
      default: outcome = null;
    }
    const depositId = session.metadata?.payment_id ?? session.client_reference_id ?? null;
    return { eventId: event.id, type: event.type, depositId, outcome };
  }
}
