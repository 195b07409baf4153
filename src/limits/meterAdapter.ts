/**
 * The rate limits' side of metering (src/metering): the request pipeline has counted the request (src/limits/hook.ts);
 * admitting a call reserves the tokens of its estimate in the key's tokens-per-minute window (400
 * tokens_exceed_limit when no wait could make them fit, 429 when the window is full; a refusal gives back the
 * request); settling replaces the reservation by the tokens really used; releasing gives them all back.
 */
import type { AdapterAdmission, MeterAdapter, Units } from '../metering/types';
import type { TokenAccount } from './hook';

/** Tokens a call used, as the tokens-per-minute limit counts them: every prompt token (cached too) and the output. */
export function tokensUsed(units: Units): number {
  return (units.inputTokens ?? 0) + (units.cachedReadTokens ?? 0) + (units.cacheCreationTokens ?? 0) + (units.outputTokens ?? 0);
}

/** `account`: the request's token account; undefined when limits are off or the caller is not an API key. */
export function limitsMeterAdapter(account: TokenAccount | undefined): MeterAdapter | null {
  if (!account) return null;
  return {
    async admit(_call, estimate): Promise<AdapterAdmission> {
      const topUp = (estimate.tokens ?? 0) - account.reservedTokens;
      if (topUp > 0) await account.reserveTokens(topUp);
      return {
        settle: (units) => account.correctTokens(tokensUsed(units)),
        release: () => account.correctTokens(0),
      };
    },
  };
}
