/**
 * Batch admission arithmetic (pure). A process admits the requests that arrive while its previous statement is in
 * flight together, in ONE statement that adds each key's summed requests and tokens and returns the new counts
 * (store.ts). The addition is atomic under the row lock, so a batch's items of one key occupy consecutive positions
 * in the key's windows: before the batch the windows held `after - sum`, and item i sees that plus the items before
 * it (prefix sums). Each item is then decided exactly as if the items had arrived one by one: it passes when its own
 * increment leaves both counts within its limits; one refused for requests keeps its request (as a lone request
 * would) and gives back its tokens; one refused for tokens gives back both, so the items after it see the counts
 * without it. What refused items give back is returned per key, to be written as a correction of the same window.
 */
import type { KeyLimits } from './plans';

/**
 * One counted step against a key's windows: an admission (1 request plus its token estimate) or a top-up of an
 * admitted request's tokens (0 requests: only the token limit applies).
 */
export interface CountItem { key: string; requests: 0 | 1; tokens: number; limits: KeyLimits }

export interface KeySums { requests: number; tokens: number }

export type Outcome = 'admitted' | 'requests' | 'tokens';

/** An item's outcome and the key's counts right after it (its own give-back included). */
export interface ItemDecision { outcome: Outcome; requests: number; tokens: number }

/** What the batch adds to each key's windows (the statement adds these sums). */
export function sumByKey(items: readonly CountItem[]): Map<string, KeySums> {
  const sums = new Map<string, KeySums>();
  for (const item of items) {
    const s = sums.get(item.key);
    if (s) { s.requests += item.requests; s.tokens += item.tokens; } else sums.set(item.key, { requests: item.requests, tokens: item.tokens });
  }
  return sums;
}

/**
 * Decides one item from the key's counts just before it (`requests`, `tokens`), and returns the counts right after it,
 * its own give-back included. (No closures here: this runs for every request.)
 */
export function decideItem(item: CountItem, requests: number, tokens: number): ItemDecision {
  const r = requests + item.requests;
  const t = tokens + item.tokens;
  if (item.requests > 0 && r > item.limits.requestsPerWindow) return { outcome: 'requests', requests: r, tokens: tokens };
  if (t > item.limits.tokensPerWindow) return { outcome: 'tokens', requests, tokens };
  return { outcome: 'admitted', requests: r, tokens: t };
}

/**
 * Decides every item of a batch from the counts the statement returned (`after`: each key's counts with the whole
 * batch added). Returns one decision per item, in order, and per key what refused items give back.
 */
export function decideBatch(
  items: readonly CountItem[], sums: ReadonlyMap<string, KeySums>, after: ReadonlyMap<string, KeySums>,
): { decisions: ItemDecision[]; giveBack: Map<string, KeySums> } {
  // Running counts per key, starting from what the windows held before the batch.
  const running = new Map<string, KeySums>();
  for (const [key, sum] of sums) {
    const a = after.get(key);
    if (!a) throw new Error(`no counts returned for ${key}`);
    running.set(key, { requests: a.requests - sum.requests, tokens: a.tokens - sum.tokens });
  }
  const giveBack = new Map<string, KeySums>();
  const decisions: ItemDecision[] = [];
  for (const item of items) {
    const r = running.get(item.key)!;
    const d = decideItem(item, r.requests, r.tokens);
    decisions.push(d);
    // What the item added and did not keep goes back.
    const backRequests = r.requests + item.requests - d.requests;
    const backTokens = r.tokens + item.tokens - d.tokens;
    if (backRequests !== 0 || backTokens !== 0) {
      const g = giveBack.get(item.key);
      if (g) { g.requests += backRequests; g.tokens += backTokens; } else giveBack.set(item.key, { requests: backRequests, tokens: backTokens });
    }
    r.requests = d.requests;
    r.tokens = d.tokens;
  }
  return { decisions, giveBack };
}
