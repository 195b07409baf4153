import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, streamChat, textOf, type GatewayHarness } from './harness';
import { registerAstrologyResponder } from '../../src/gateway/state';

let gw: GatewayHarness;
let key: string;
beforeAll(async () => {
  gw = await startGateway();
  key = (await gw.app.createAccount()).apiKey;
  // What the astrology-chat issue will plug in: a responder with citations and follow-up questions.
  registerAstrologyResponder(gw.app.ctx.gateway, async (body, upstreamModel) => ({
    text: `[${upstreamModel}] Saturn in the tenth house rewards patient work.`,
    citations: [{ id: 'bphs-24-10th-lord-kendra', work: 'Brihat Parashara Hora Shastra', chapter: '24', verse: null, text: 'The lord of the tenth in a kendra gives a stable career.' }],
    followUp: ['Which dasha am I running now?'],
  }));
});
afterAll(async () => { await gw?.close(); });

describe('the astrology responder hook: citations and follow-up reach the client in the documented fields', () => {
  it('JSON: citations and follow_ups in the choice\'s message', async () => {
    const res = await gw.app.request('POST', '/v1/chat/completions', { key, json: { model: 'graha-astro-pro', messages: [{ role: 'user', content: 'Career?' }] } });
    expect(res.status).toBe(200);
    expect(res.body.choices[0].message.content).toBe('[astro-pro] Saturn in the tenth house rewards patient work.');
    expect(res.body.choices[0].message.citations).toEqual([{ id: 'bphs-24-10th-lord-kendra', work: 'Brihat Parashara Hora Shastra', chapter: '24', verse: null, text: 'The lord of the tenth in a kendra gives a stable career.' }]);
    expect(res.body.choices[0].message.follow_ups).toEqual(['Which dasha am I running now?']);
  });

  it('stream: citations and follow_ups ride on the delta of the chunk carrying finish_reason', async () => {
    const r = await streamChat(gw.app, key, { model: 'graha-astro-standard', messages: [{ role: 'user', content: 'Career?' }], stream: true });
    expect(textOf(r.events)).toBe('[astro-standard] Saturn in the tenth house rewards patient work.');
    const finish = r.events.find((e) => e.choices[0]?.finish_reason);
    expect(finish.choices[0].delta.citations).toHaveLength(1);
    expect(finish.choices[0].delta.follow_ups).toEqual(['Which dasha am I running now?']);
    expect(r.events.filter((e) => e.choices[0]?.delta?.citations)).toHaveLength(1);
  });
});

describe('the responder belongs to its app', () => {
  it('another app in the same process still answers with its own responder (the astrology chat)', async () => {
    const other = await startGateway();
    try {
      const otherKey = (await other.app.createAccount()).apiKey;
      const res = await other.app.request('POST', '/v1/chat/completions', { key: otherKey, json: { model: 'graha-astro-pro', messages: [{ role: 'user', content: 'Career?' }] } });
      expect(res.status).toBe(200);
      // No birth details: the installed astrology chat asks for them; nothing of the other app's responder leaks.
      expect(res.body.choices[0].message.content).toMatch(/date of birth/);
      expect(res.body.choices[0].message.content).not.toContain('Saturn in the tenth house');
      expect(res.body.choices[0].message.citations).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});
