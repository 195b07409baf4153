/**
 * Token numbers from an upstream's usage report, checked: anything but a non-negative safe integer (a string, a
 * fraction, a negative number) counts as not reported, so the gateway counts that part itself instead of billing it
 * as zero or failing to bill it at all.
 */
export function tokenCount(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}
