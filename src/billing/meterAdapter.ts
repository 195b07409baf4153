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

/** The usage row's unit column: the first non-token quantity a call reports. */
const UNIT_NAMES = [['images', 'image'], ['characters', 'character'], ['audioSeconds', 'audio_second'], ['gpuSeconds', 'gpu_second'],
  ['trainingTokens', 'training_token'], ['calls', 'call']] as const;

export function usageRecordOf(call: CallRef, estimate: Estimate, units: Units, outcome: Outcome): UsageRecord {
  const record: UsageRecord = {
    operationId: call.operationId, endpointType: estimate.endpointType, model: estimate.model, requestId: call.requestId,
    inputTokens: units.inputTokens, outputTokens: units.outputTokens, cachedReadTokens: units.cachedReadTokens,
    cacheCreationTokens: units.cacheCreationTokens, completed: outcome === 'completed',
  };
  for (const [field, unit] of UNIT_NAMES) {
    const n = units[field];
    if (n !== undefined && n > 0) return { ...record, units: Math.ceil(n), unit };
  }
  return record;
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
