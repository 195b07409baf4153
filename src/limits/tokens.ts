/**
 * Token corrections of the tokens-per-minute limit (spec section 8). The tokens a call reserves come from its one
 * estimate (src/metering: the chat gateway counts the prompt with the real tokenizer); after the call the reservation
 * is replaced by the usage really reported. Pure: no HTTP, no database.
 */
/**
 * What to add to a window when a reservation of `reservedTokens` turns out to have used `actualTokens`. Zero when the
 * window the reservation was made in has already ended: that window is gone, and adding a negative amount to the next
 * one would hand out tokens nobody returned.
 */
export function tokenCorrection(reservedTokens: number, actualTokens: number, windowEndsAtMs: number, nowMs: number): number {
  if (nowMs >= windowEndsAtMs) return 0;
  return Math.max(0, Math.round(actualTokens)) - reservedTokens;
}
