/**
 * Prompt-cache accounting for open-weight models on dedicated endpoints (spec 8: "open-weight models cache only on
 * dedicated endpoints"; idle prefixes expire after 5 to 10 minutes). The gateway remembers, per endpoint, the
 * message prefixes it has sent (a chained hash at every message boundary) with their token counts. A request whose
 * leading messages match a remembered, unexpired prefix reads that part of its prompt from the cache; the rest of its
 * prompt is written. The read share is measured with our tokenizer and applied to the prompt size the endpoint
 * reported (its model's tokenizer differs), so reads + writes always equal prompt_tokens. Each use refreshes a
 * prefix's idle clock. The tool definitions seed the chain (a chat template puts them before the messages). State is
 * per process (a prefix seen only by another process counts as a write there), bounded per endpoint; when the bound
 * is reached the least recently used prefixes go first and, within one conversation, the longest first (a longer
 * prefix is unreachable once a shorter one is gone). Endpoints idle past the expiry are swept now and then.
 */
import { createHash } from 'node:crypto';
import type { ChatMessage } from '../../providers/types';
import { countMessageTokens, countTextTokens } from '../../tokenizer/count';

export const DEFAULT_IDLE_EXPIRY_MS = 5 * 60 * 1000;
const MAX_PREFIXES_PER_ENDPOINT = 10_000;
/** Every this many calls, all endpoints are swept for expired prefixes (and endpoints with none left are dropped). */
const SWEEP_EVERY_CALLS = 1000;

interface Entry { tokens: number; lastUsedMs: number }

export interface CacheAccounting { cacheReadTokens: number; cacheCreationTokens: number }

export class PrefixCache {
  private readonly endpoints = new Map<string, Map<string, Entry>>();
  private callsSinceSweep = 0;

  constructor(private readonly idleExpiryMs = DEFAULT_IDLE_EXPIRY_MS, private readonly now: () => number = Date.now) {}

  /**
   * Records this request's prefixes and returns its cache accounting. `promptTokens` is the prompt size the upstream
   * reported (or we counted); writes are the prompt tokens not read from the cache.
   */
  account(endpointId: string, messages: ChatMessage[], promptTokens: number, tools?: unknown[] | null): CacheAccounting {
    const now = this.now();
    let prefixes = this.endpoints.get(endpointId);
    if (!prefixes) { prefixes = new Map(); this.endpoints.set(endpointId, prefixes); }
    const toolsText = tools?.length ? JSON.stringify(tools) : '';
    let hash = createHash('sha256').update(endpointId).update(toolsText).digest();
    // The tool definitions come first in the prompt: every prefix includes them.
    let tokens = toolsText ? countTextTokens(toolsText) : 0;
    let readCounted = 0;
    let matching = true;
    const seen: Array<[string, Entry]> = [];
    for (const m of messages) {
      hash = createHash('sha256').update(hash).update(JSON.stringify(m)).digest();
      tokens += countMessageTokens(m);
      const key = hash.toString('base64');
      const entry = prefixes.get(key);
      if (matching && entry && now - entry.lastUsedMs <= this.idleExpiryMs) readCounted = entry.tokens;
      else matching = false;
      seen.push([key, { tokens, lastUsedMs: now }]);
    }
    // Re-insert so Map order is least-recently-used first, this request's longest prefix before its shortest.
    for (let i = seen.length - 1; i >= 0; i--) {
      prefixes.delete(seen[i][0]);
      prefixes.set(seen[i][0], seen[i][1]);
    }
    this.evict(prefixes, now);
    if (++this.callsSinceSweep >= SWEEP_EVERY_CALLS) this.sweep(now);
    const read = tokens === 0 ? 0 : Math.floor((promptTokens * readCounted) / tokens);
    return { cacheReadTokens: read, cacheCreationTokens: Math.max(0, promptTokens - read) };
  }

  private evict(prefixes: Map<string, Entry>, now: number): void {
    for (const [key, entry] of prefixes) {
      if (prefixes.size <= MAX_PREFIXES_PER_ENDPOINT && now - entry.lastUsedMs <= this.idleExpiryMs) break;
      prefixes.delete(key);
    }
  }

  private sweep(now: number): void {
    this.callsSinceSweep = 0;
    for (const [endpointId, prefixes] of this.endpoints) {
      this.evict(prefixes, now);
      if (prefixes.size === 0) this.endpoints.delete(endpointId);
    }
  }

  /** Endpoints with remembered prefixes (for tests and diagnostics). */
  get endpointCount(): number {
    return this.endpoints.size;
  }

  /** Forgets an endpoint (deleted endpoints). */
  forget(endpointId: string): void {
    this.endpoints.delete(endpointId);
  }
}
