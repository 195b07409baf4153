/** Picks the configured payment provider, and the provider a webhook names. */
import type { Config } from '../../../config';
import { errors } from '../../../errors';
import { LocalProvider } from './local';
import { StripeProvider } from './stripe';
import type { PaymentProvider } from './provider';

export type { PaymentProvider, PaymentEvent, PaymentOutcome, CheckoutRequest } from './provider';

export function providerNamed(config: Config, name: string): PaymentProvider {
  if (name === 'local') return new LocalProvider(config.publicBaseUrl, config.localWebhookSecret);
  if (name === 'stripe') {
    if (!config.stripeSecretKey || !config.stripeWebhookSecret) throw errors.notFound('The stripe provider is not configured.', 'provider');
    return new StripeProvider({
      secretKey: config.stripeSecretKey, webhookSecret: config.stripeWebhookSecret, apiBase: config.stripeApiBase,
      toleranceSeconds: config.stripeWebhookToleranceSeconds, publicBaseUrl: config.publicBaseUrl,
    });
  }
  throw errors.notFound(`Unknown payment provider: ${name}`, 'provider');
}

export function configuredProvider(config: Config): PaymentProvider {
  return providerNamed(config, config.paymentProvider);
}
