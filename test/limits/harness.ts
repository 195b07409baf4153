/**
 * The limits tests use the shared test app (test/helpers/app.ts) with its handler and contract overrides.
 */
import { startTestApp, type TestApp, type TestAppOptions } from '../helpers/app';

export { requestTo } from '../helpers/app';
export type LimitsTestApp = TestApp;

export function startLimitsApp(options: TestAppOptions = {}): Promise<LimitsTestApp> {
  return startTestApp(options);
}
/** The six x-ratelimit-* headers as numbers. */
export function rateHeaders(res: { headers: Headers }) {
  const n = (name: string) => {
    const v = res.headers.get(name);
    return v === null ? null : Number(v);
  };
  return {
    limitRequests: n('x-ratelimit-limit-requests'), remainingRequests: n('x-ratelimit-remaining-requests'),
    resetRequests: n('x-ratelimit-reset-requests'), limitTokens: n('x-ratelimit-limit-tokens'),
    remainingTokens: n('x-ratelimit-remaining-tokens'), resetTokens: n('x-ratelimit-reset-tokens'),
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
