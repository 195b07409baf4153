/**
 * `x-graha-price` of each operation in openapi.yaml, read once at start-up: either the name of a fixed price
 * (`fixed:` in config/prices.yaml; the pipeline meters the call itself) or the kind of unit a metered handler
 * reports, which its estimate must use. An unknown value stops start-up.
 */
import type { PriceRef } from './types';

/** The unit kinds `x-graha-price` may name, and the PriceRef kind each one requires. */
export const METERED_PRICE_KINDS = {
  'per-token': 'tokens',
  'per-image': 'image',
  'per-character': 'characters',
  'per-audio-second': 'audio-seconds',
  'per-gpu-second': 'gpu',
  'per-training-token': 'training',
} as const satisfies Record<string, PriceRef['kind']>;

export type DeclaredPrice =
  | { kind: 'fixed'; name: string; endpointType: string }
  | { kind: 'metered'; unit: keyof typeof METERED_PRICE_KINDS };

export class PricingConfigError extends Error {}

interface OperationLike { operationId?: string; 'x-graha-price'?: unknown; security?: unknown[] }

/**
 * Declared prices by operationId. `fixedEndpointType(name)` gives the usage breakdown's endpoint type of a fixed
 * price of the price table, or null when the table has no such price; public operations (`security: []`) cannot be
 * priced (there is no wallet to charge).
 */
export function readDeclaredPrices(operations: OperationLike[], fixedEndpointType: (name: string) => string | null): Map<string, DeclaredPrice> {
  const declared = new Map<string, DeclaredPrice>();
  for (const op of operations) {
    const value = op['x-graha-price'];
    if (value === undefined || !op.operationId) continue;
    if (typeof value !== 'string' || value === '') throw new PricingConfigError(`openapi.yaml: ${op.operationId} has an x-graha-price that is not a name`);
    if (Array.isArray(op.security) && op.security.length === 0) {
      throw new PricingConfigError(`openapi.yaml: ${op.operationId} is public (security: []) and cannot carry x-graha-price`);
    }
    if (value in METERED_PRICE_KINDS) declared.set(op.operationId, { kind: 'metered', unit: value as keyof typeof METERED_PRICE_KINDS });
    else {
      const endpointType = fixedEndpointType(value);
      if (endpointType !== null) {
        declared.set(op.operationId, { kind: 'fixed', name: value, endpointType });
        continue;
      }
      throw new PricingConfigError(
        `openapi.yaml: ${op.operationId} has x-graha-price "${value}", which is neither a fixed price of the price table (fixed:) nor one of ${Object.keys(METERED_PRICE_KINDS).join(', ')}`,
      );
    }
  }
  return declared;
}

/**
 * A handler's estimate must use the price its operation declares (a programming error otherwise, caught by the
 * operation's tests). `none` (not charged: a dedicated endpoint's call) fits every metered declaration.
 */
export function checkPriceKind(operationId: string, declared: DeclaredPrice | null, price: PriceRef): void {
  if (declared === null) return; // internal callers (background jobs) name their price themselves
  if (declared.kind === 'fixed') {
    if (price.kind !== 'fixed' || price.name !== declared.name) throw new Error(`${operationId}: declared fixed price ${declared.name}, estimate uses ${price.kind}`);
    return;
  }
  if (price.kind !== 'none' && price.kind !== METERED_PRICE_KINDS[declared.unit]) {
    throw new Error(`${operationId}: declared x-graha-price ${declared.unit}, estimate uses ${price.kind}`);
  }
}
