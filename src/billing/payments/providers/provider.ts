/** The payment-provider interface: start a checkout, and turn a signed webhook into a verified payment event. */
export interface CheckoutRequest {
  depositId: string;
  accountId: string;
  /** USD cents credited on success. */
  amountCents: number;
  chargeCurrency: 'usd' | 'inr';
  /** In the minor unit of chargeCurrency (cents or paise). */
  chargeAmount: number;
  expiresAt: Date;
}

export interface CheckoutSession { paymentUrl: string; providerReference: string | null }

export type PaymentOutcome = 'succeeded' | 'failed' | 'expired';

/** A verified provider event; `outcome: null` for events that do not change a deposit (acknowledged, ignored). */
export interface PaymentEvent { eventId: string; type: string; depositId: string | null; outcome: PaymentOutcome | null }

export interface PaymentProvider {
  readonly name: 'local' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Verifies the signature over the raw body (throws 401) and parses the event (throws 400). */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | undefined>, now?: Date): PaymentEvent;
}
