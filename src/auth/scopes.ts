/**
 * Key scopes and plan gates. The scope an operation needs is declared in openapi.yaml (`x-graha-scope`), the plans
 * that may use it in `x-graha-plans` (spec section 5: dedicated endpoints need scale, dedicated or enterprise;
 * clusters need dedicated or enterprise).
 */
import type { Plan, Scope } from '../../db/accounts';
import { errors } from '../errors';

export type { Plan, Scope };

export const SCOPES = ['inference', 'astrology', 'billing:read', 'billing:write', 'platform', 'keys', 'account'] as const satisfies readonly Scope[];
/** In rank order (an upgrade moves right). */
export const PLANS = ['pay-as-you-go', 'growth', 'scale', 'dedicated', 'enterprise'] as const satisfies readonly Plan[];
// Fails `tsc` when the contract's Plan gains a value PLANS does not rank.
const everyPlanRanked: [Exclude<Plan, (typeof PLANS)[number]>] extends [never] ? true : false = true;

export function requireScope(keyScopes: readonly string[], needed: string | undefined): void {
  if (!needed || keyScopes.includes('*') || keyScopes.includes(needed)) return;
  throw errors.permissionDenied(`This key lacks the "${needed}" scope.`);
}

export function requirePlan(feature: string, plan: string, allowed: readonly string[] | undefined): void {
  if (!allowed || allowed.includes(plan)) return;
  throw errors.planRequired(feature, allowed, plan);
}
