/** What the provider is sent for a chat request (src/gateway/chat/upstreamBody.ts): pure. */
import { describe, expect, it } from 'vitest';
import { upstreamBody, upstreamEndUserId } from '../../src/gateway/chat/upstreamBody';
import type { ChatRequestBody } from '../../src/providers/types';

const messages = [{ role: 'user' as const, content: 'hi' }];
const request = (extra: Record<string, unknown>) => ({ model: 'm', messages, ...extra }) as unknown as ChatRequestBody;

describe('upstreamBody', () => {
  it('makes the reserved output cap explicit, in max_tokens by default, and leaves the client\'s object as it was', () => {
    const body = request({ temperature: 0.2 });
    const out = upstreamBody(body, 512, 'acct_1');
    expect(out).toEqual({ model: 'm', messages, temperature: 0.2, max_tokens: 512 });
    expect(body).toEqual({ model: 'm', messages, temperature: 0.2 });
    // A body that needs no change is passed on as it is.
    const capped = request({ max_tokens: 20 });
    expect(upstreamBody(capped, 512, 'acct_1')).toBe(capped);
    expect(upstreamBody(request({ max_completion_tokens: 30 }), 512, 'acct_1')).toEqual(request({ max_completion_tokens: 30 }));
  });

  it('moves the cap into max_completion_tokens for a model that takes it there', () => {
    const field = 'max_completion_tokens' as const;
    expect(upstreamBody(request({}), 512, 'acct_1', field)).toEqual(request({ max_completion_tokens: 512 }));
    expect(upstreamBody(request({ max_tokens: 40 }), 512, 'acct_1', field)).toEqual(request({ max_completion_tokens: 40 }));
    expect(upstreamBody(request({ max_tokens: 40, max_completion_tokens: 50 }), 512, 'acct_1', field)).toEqual(request({ max_completion_tokens: 50 }));
  });

  it('sends per-account ids opaque and keeps the local fields back', () => {
    const body = request({ max_tokens: 9, user: 'alice@example.com', prompt_cache_key: 'k', safety_identifier: '', metadata: { a: 1 }, store: false, service_tier: 'auto' });
    const out = upstreamBody(body, 512, 'acct_1');
    expect(out).toEqual(request({ max_tokens: 9, user: upstreamEndUserId('acct_1', 'alice@example.com'), prompt_cache_key: upstreamEndUserId('acct_1', 'k'), safety_identifier: '' }));
    expect(upstreamEndUserId('acct_2', 'k')).not.toBe(upstreamEndUserId('acct_1', 'k'));
    expect(body).toMatchObject({ user: 'alice@example.com', metadata: { a: 1 }, store: false });
  });
});
