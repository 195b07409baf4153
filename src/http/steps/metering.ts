/**
 * Step 7: metering (src/metering). Every call of an API key gets its usage handle (`input.usage`), built over the
 * key's token account (rate limits) and the wallet. A fixed-price operation (`x-graha-price: <name>`) is admitted
 * here, before its handler (402 before any work), and settled once it succeeded; metered handlers admit their own
 * estimate. When the handler fails, everything admitted is released; when its stream ends or is cut, the units it
 * reported are settled. Calls without an API key (public operations, the operator) cannot be metered.
 */
import type { Metering } from '../../metering/call';
import type { Estimate, Units, UsageHandle } from '../../metering/types';
import { limitsMeterAdapter } from '../../limits/meterAdapter';
import { tokenAccountOf } from '../../limits/hook';
import type { DeclaredPrice } from '../../metering/pricing';
import type { OperationStep } from './operation';

/** The handle of an unmetered call: nothing to admit there (a handler bug if it tries). */
const UNMETERED: UsageHandle = {
  estimate: null,
  headers: {},
  admit: async (estimate: Estimate) => { throw new Error(`only calls with an API key can be metered (${estimate.endpointType})`); },
  progress: (_units: Units) => undefined,
  settle: async () => undefined,
  release: async () => undefined,
};

/** `declared`: each operation's `x-graha-price`, read from the contract this app serves. */
export function meteringStep(metering: Metering, declared: () => ReadonlyMap<string, DeclaredPrice>): OperationStep {
  return async (call, next) => {
    const { input, operationId, req } = call;
    if (!input.auth) {
      input.usage = UNMETERED;
      return next(call);
    }
    const limits = limitsMeterAdapter(tokenAccountOf(req));
    const price = declared().get(operationId) ?? null;
    const usage = metering.call(
      { accountId: input.auth.account.id, apiKeyId: input.auth.key.id, operationId, requestId: input.requestId },
      limits ? [limits] : [], price,
    );
    input.usage = usage;
    if (price?.kind === 'fixed') {
      await usage.admit({ price: { kind: 'fixed', name: price.name }, model: null, endpointType: price.endpointType, maxUnits: { calls: 1 } });
    }
    let result;
    try {
      result = await next(call);
    } catch (err) {
      await usage.finish({ ok: false, completed: false });
      throw err;
    }
    if (Object.keys(usage.headers).length > 0) result = { ...result, headers: { ...usage.headers, ...result.headers } };
    if (result.sse || result.stream) {
      const onClose = result.onClose;
      return {
        ...result,
        onClose: async (completed: boolean) => {
          try {
            await onClose?.(completed);
          } finally {
            await usage.finish({ ok: true, completed });
          }
        },
      };
    }
    await usage.finish({ ok: result.status < 400, completed: true });
    return result;
  };
}
