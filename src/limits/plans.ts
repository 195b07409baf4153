/**
 * Per-key limits by plan (spec section 8). Enterprise limits are set per account by the operator
 * (`plan set --plan enterprise --rpm N --tpm N`, stored in accounts.rpm_override / tpm_override); an enterprise
 * account without overrides gets the dedicated plan's limits until the operator sets them (our decision: the spec
 * says "custom" and never less than the plan below it).
 */
export interface KeyLimits { requestsPerWindow: number; tokensPerWindow: number }

export const PLAN_LIMITS: Readonly<Record<string, KeyLimits>> = {
  'pay-as-you-go': { requestsPerWindow: 60, tokensPerWindow: 100_000 },
  growth: { requestsPerWindow: 300, tokensPerWindow: 500_000 },
  scale: { requestsPerWindow: 1_000, tokensPerWindow: 2_000_000 },
  dedicated: { requestsPerWindow: 5_000, tokensPerWindow: 10_000_000 },
  enterprise: { requestsPerWindow: 5_000, tokensPerWindow: 10_000_000 },
};

/**
 * The limits in force for a caller. `plan` is the plan in force now (src/accounts/plans.ts planInForce): an upgrade
 * counts from the next request, a downgrade from the cycle end (spec section 3).
 */
export function limitsFor(plan: string, overrides: { rpm_override: number | null; tpm_override: number | null }): KeyLimits {
  const base = PLAN_LIMITS[plan] ?? PLAN_LIMITS['pay-as-you-go'];
  if (plan !== 'enterprise') return base;
  return {
    requestsPerWindow: overrides.rpm_override ?? base.requestsPerWindow,
    tokensPerWindow: overrides.tpm_override ?? base.tokensPerWindow,
  };
}
