/**
 * The local provider, for development and tests: the payment page is served by Graha itself (GET /pay/{payment_id}),
 * where the payer confirms or declines; no money moves. Never use it on a deployment that takes real payments.
 * Its webhook (POST /v1/billing/webhooks/local) is signed like our alerts: `X-Graha-Signature: sha256=<hex HMAC>`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { errors } from '../../../errors';
import type { CheckoutRequest, CheckoutSession, PaymentEvent, PaymentOutcome, PaymentProvider } from './provider';

const OUTCOMES: Record<string, PaymentOutcome> = {
  'payment.succeeded': 'succeeded', 'payment.failed': 'failed', 'payment.expired': 'expired',
};

export function signLocalWebhook(secret: string, rawBody: string | Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

export class LocalProvider implements PaymentProvider {
  readonly name = 'local' as const;
  constructor(private readonly publicBaseUrl: string, private readonly webhookSecret: string | null) {}

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    return { paymentUrl: `${this.publicBaseUrl}/pay/${request.depositId}`, providerReference: null };
  }

  parseWebhook(rawBody: Buffer, headers: Record<string, string | undefined>): PaymentEvent {
    if (!this.webhookSecret) throw errors.unauthenticated('The local payment webhook is disabled (LOCAL_PAYMENT_WEBHOOK_SECRET is not set).', 'invalid_signature');
    const given = Buffer.from(headers['x-graha-signature'] ?? '');
    const expected = Buffer.from(signLocalWebhook(this.webhookSecret, rawBody));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw errors.unauthenticated('Invalid X-Graha-Signature.', 'invalid_signature');
    }
    const event = JSON.parse(rawBody.toString('utf8')) as { id?: unknown; type?: unknown; payment_id?: unknown };
    if (typeof event.id !== 'string' || typeof event.type !== 'string') throw errors.invalidRequest('Event needs string id and type.', 'id');
    return {
      eventId: event.id, type: event.type,
      depositId: typeof event.payment_id === 'string' ? event.payment_id : null,
      outcome: OUTCOMES[event.type] ?? null,
    };
  }
}
