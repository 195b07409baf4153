/**
 * The wallet's side of metering (src/metering): admitting a call holds the price of its estimate's maximum units
 * (402 payment_required before any work when the wallet cannot pay: balance, hard cap, auto-pause); settling charges
 * the price of the units really used (never more than the hold) and writes the usage row in the same statement;
 * releasing gives the hold back. A call priced `none` (a dedicated endpoint's call, billed per replica-hour) still
 * passes the wallet's checks with a 1 micro-USD hold and leaves a zero-cost usage row with its tokens.
 */
import type { AdapterAdmission, CallRef, Estimate, MeterAdapter, Outcome, Units } from '../metering/types';
import { priceOfUnits, type PriceTable } from './prices';
import { WalletCharge, type WalletDeps } from './wallet/charge';
import type { UsageRecord } from './wallet/wallet';

/** The usage row's unit column: the first non-token quantity a call reports (field of Units, then the unit's name). */
const UNIT_FIELDS = ['images', 'characters', 'audioSeconds', 'gpuSeconds', 'trainingTokens', 'calls'] as const;
const UNIT_NAMES = ['image', 'character', 'audio_second', 'gpu_second', 'training_token', 'call'] as const;

/** The usage record of a settled call (its unit: the first non-token quantity it reports). */
export function usageRecordOf(call: CallRef, estimate: Estimate, units: Units, outcome: Outcome): UsageRecord {
  let quantity: number | undefined;
  let unit: string | undefined;
  for (let i = 0; i < UNIT_FIELDS.length; i++) {
    const n = units[UNIT_FIELDS[i]];
    if (n !== undefined && n > 0) {
      quantity = Math.ceil(n);
      unit = UNIT_NAMES[i];
      break;
    }
  }
  return {
    operationId: call.operationId, endpointType: estimate.endpointType, model: estimate.model, requestId: call.requestId,
    inputTokens: units.inputTokens, outputTokens: units.outputTokens, cachedReadTokens: units.cachedReadTokens,
    cacheCreationTokens: units.cacheCreationTokens, completed: outcome === 'completed', units: quantity, unit,
    reportedInputTokens: units.reportedInputTokens, reportedOutputTokens: units.reportedOutputTokens,
  };
}

/** `onCharged(microUsd, endpointType)`: told what each settled call was charged (metrics). */
export function walletMeterAdapter(deps: WalletDeps, prices: PriceTable, onCharged?: (microUsd: number, endpointType: string) => void): MeterAdapter {
  return {
    async admit(call: CallRef, estimate: Estimate): Promise<AdapterAdmission> {
      const charge = new WalletCharge(deps, call.accountId);
      await charge.reserve(Math.max(1, priceOfUnits(prices, estimate.price, estimate.maxUnits)));
      return {
        async settle(units, outcome) {
          const charged = await charge.settle(priceOfUnits(prices, estimate.price, units), usageRecordOf(call, estimate, units, outcome));
          if (charged > 0) onCharged?.(charged, estimate.endpointType);
        },
        release: () => charge.release(),
      };
    },
  };
}
