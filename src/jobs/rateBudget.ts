/**
 * The account's rate limits applied to its background calls (batch items, judge calls) without touching its
 * interactive budget: background calls count in a window of their own per account (`jobs:<account>`), sized by the
 * account's plan (spec section 8; src/limits/plans.ts), in the same store as the per-key windows (shared by every
 * process on PostgreSQL, in memory on the embedded database). A call that does not fit waits for the window to
 * reset instead of failing, so a 1000-request batch on a 60-requests-per-minute plan takes about 17 minutes and the
 * account's keys keep their whole budget for interactive calls meanwhile. (OpenAI does the same: batch limits are
 * separate from per-model rate limits.)
 */
import { createKeyWindows, type KeyWindows } from '../limits/store';
import { limitsFor, type KeyLimits } from '../limits/plans';
import { planInForce } from '../accounts/plans';
import { findAccount } from '../../db/accounts';
import { errors } from '../errors';
import type { JobDeps } from './deps';

export interface TakenBudget {
  /** Replaces the reserved tokens by those really used. */
  correct(actualTokens: number): void;
}

const NOTHING: TakenBudget = { correct: () => undefined };

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => { signal.removeEventListener('abort', onAbort); resolve(); }, ms);
    const onAbort = () => { clearTimeout(timer); reject(signal.reason); };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export class JobRateBudget {
  private readonly windows: KeyWindows | null;

  constructor(private readonly deps: JobDeps) {
    const { config } = deps;
    this.windows = config.rateLimitsEnabled
      ? createKeyWindows(config.databaseUrl ? 'postgres' : 'memory', config.rateLimitWindowMs, deps.db, (err) => deps.log.warn({ err }, 'could not write a job rate-limit correction'))
      : null;
  }

  private async limitsOf(accountId: string): Promise<KeyLimits> {
    const account = await findAccount(this.deps.db, accountId);
    if (!account) throw errors.notFound('The account no longer exists.');
    return limitsFor(planInForce(account, new Date()), account);
  }

  /**
   * Counts one request and `tokens` in the account's background window, waiting for the window to reset while they
   * do not fit. A call whose tokens alone exceed the plan's window can never run: 400, as an interactive call gets.
   */
  async take(accountId: string, tokens: number, signal: AbortSignal): Promise<TakenBudget> {
    if (!this.windows) return NOTHING;
    const limits = await this.limitsOf(accountId);
    if (tokens > limits.tokensPerWindow) {
      throw errors.invalidRequest(`This request may use about ${tokens} tokens (prompt plus the output cap), more than this plan's limit of ${limits.tokensPerWindow} tokens per minute. Lower max_tokens or shorten the prompt.`, 'max_tokens', 'tokens_exceed_limit');
    }
    const key = `jobs:${accountId}`;
    for (;;) {
      const counted = await this.windows.count({ key, requests: 1, tokens, limits });
      if (counted.outcome === 'admitted') {
        const endsAtMs = counted.tokens.endsAtMs;
        const windows = this.windows;
        return { correct: (actual) => windows.correct(key, 'tokens', endsAtMs, actual - tokens) };
      }
      const window = counted.outcome === 'requests' ? counted.requests : counted.tokens;
      await sleep(Math.max(20, window?.msBeforeReset ?? 100), signal);
    }
  }
}
