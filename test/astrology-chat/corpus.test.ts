/**
 * The grounding corpus and its retrieval: every entry complete in en/hi/ta with its source; retrieval never returns
 * an entry whose rule fails for the chart (checked against the engine's kundali by the independent check in
 * helpers.ts, over many random births and every intent); the pro reasoning layer and its fallback.
 */
import { describe, expect, it } from 'vitest';
import { CORPUS } from '../../src/astrology/chat/corpus/entries';
import { retrieve } from '../../src/astrology/chat/corpus/search';
import { computeFacts } from '../../src/astrology/chat/facts';
import { createAstroChatResponder } from '../../src/astrology/chat/responder';
import { upstreamReasoning } from '../../src/astrology/chat/reasoning';
import { kundali, match, dasha, doshas } from '../../src/astrology/index';
import type { Intent } from '../../src/astrology/chat/corpus/rules';
import { ruleHolds } from './helpers';
import type { ChatProvider } from '../../src/providers/types';
import type { ModelRegistry } from '../../src/models/registry';

const INTENTS: Intent[] = ['personality', 'career', 'marriage', 'health', 'finance', 'dasha', 'timing', 'remedies', 'children', 'education', 'property', 'travel', 'disputes', 'spirituality', 'dosha', 'strengths'];
/** Topics whose notes apply only to some charts (a dosha present, an event asked): they may have none to cite. */
const MAY_BE_EMPTY = new Set<Intent>(['dosha']);

describe('the corpus', () => {
  it('has unique ids, a source and a text in each language for every entry', () => {
    expect(new Set(CORPUS.map((e) => e.id)).size).toBe(CORPUS.length);
    expect(CORPUS.length).toBeGreaterThan(500);
    for (const e of CORPUS) {
      expect(e.work).toMatch(/Brihat Parashara Hora Shastra|Phaladeepika|Muhurta Chintamani|Nirnaya Sindhu|Brihat Jataka/);
      expect(e.chapter).toMatch(/^\d+$/);
      expect(e.text.en).toMatch(/[A-Za-z]/);
      expect(e.text.hi).toMatch(/[\u0900-\u097f]/);
      expect(e.text.ta).toMatch(/[\u0b80-\u0bff]/);
      expect(e.topics.length).toBeGreaterThan(0);
    }
  });

  it('covers each kind of rule the issue names', () => {
    const kinds = new Set(CORPUS.map((e) => e.rule.kind));
    for (const k of ['sign_of', 'planet_in_sign', 'dignity', 'planet_in_house', 'lord_in_house', 'yoga', 'mahadasha', 'antardasha', 'nakshatra', 'gochara', 'remedy', 'koot', 'muhurta']) expect(kinds).toContain(k);
  });
});

/** A deterministic spread of births 1900-2030 over India and beyond. */
function births(n: number) {
  let seed = 17;
  const rnd = () => { seed = (seed * 1103515245 + 12345) % 2 ** 31; return seed / 2 ** 31; };
  return Array.from({ length: n }, () => {
    const ms = Date.UTC(1900, 0, 1) + rnd() * (Date.UTC(2030, 0, 1) - Date.UTC(1900, 0, 1));
    const d = new Date(ms);
    return {
      date: d.toISOString().slice(0, 10), time: `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`,
      lat: Math.round((rnd() * 100 - 40) * 1000) / 1000, lon: Math.round((rnd() * 300 - 150) * 1000) / 1000,
    };
  });
}

describe('retrieval cites only rules that hold for the computed chart', () => {
  const nowMs = Date.UTC(2026, 10, 25);
  it('40 random births x every intent x pro depth', () => {
    for (const b of births(40)) {
      const k = kundali({ ...b }, nowMs);
      const period = { label: '2031', samplesMs: [Date.UTC(2031, 0, 15, 12), Date.UTC(2031, 6, 15, 12)], midMs: Date.UTC(2031, 6, 1) };
      const events = ['marriage', 'job', 'child', 'property', 'travel'] as const;
      const facts = computeFacts(b, { nowMs, vargas: true, period, transits: true, doshas: true, events: [...events] });
      const atAsked = dasha({ ...b, at: '2031-07-01' }).current;
      const doshaRef = { doshas: doshas({ ...b }), doshaAt: new Date(facts.doshaAtMs ?? nowMs).toISOString(), events: [...events] };
      for (const intent of INTENTS) {
        const notes = retrieve({ facts, intent, question: 'what does my chart say', limit: 5 });
        if (!MAY_BE_EMPTY.has(intent)) expect(notes.length, `${b.date} ${intent}`).toBeGreaterThan(0);
        for (const e of notes) {
          expect(e.topics).toContain(intent);
          // Transits at the sampled instants come from the engine's horoscope, as GET /v1/astrology/horoscope gives them.
          const transits = facts.transits!.map((s) => s.planets.map((p) => ({ planet: p.planet, house: p.houseFromMoon })));
          expect(ruleHolds(e.rule, { kundali: k, transits, dashasAsked: [atAsked], ...doshaRef }), `${e.id} for ${JSON.stringify(b)}`).toBe(true);
        }
      }
    }
  }, 120_000);

  it('compatibility notes follow the match', () => {
    const [a, b] = births(2);
    const m = match({ boy: a, girl: b });
    const facts = computeFacts(a, { nowMs, vargas: false, transits: false });
    const notes = retrieve({ facts, intent: 'compatibility', question: 'are we compatible', limit: 5, match: m });
    expect(notes.length).toBeGreaterThan(0);
    for (const e of notes) expect(ruleHolds(e.rule, { kundali: kundali(a, nowMs), match: m })).toBe(true);
  });
});

describe('the asked period', () => {
  it('"next year" is the year after the clock\'s: its dasha as GET /v1/astrology/dasha computes it (engine function)', async () => {
    const nowMs = Date.UTC(2026, 10, 25);
    const responder = createAstroChatResponder({ nowMs: () => nowMs });
    const b = { date: '1990-03-12', time: '14:30', lat: 13.08784, lon: 80.27847 };
    const a = await responder({ model: 'x', messages: [{ role: 'user', content: `Born 12 March 1990 at 14:30, lat/lon given separately. How is next year for me?` }, { role: 'system', content: JSON.stringify({ birth_details: b }) }] } as any, 'astro-standard', new AbortController().signal);
    const at = dasha({ ...b, at: '2027-07-01' }).current;
    const first = a.text.split('\n')[0];
    expect(first).toMatch(/^2027 for you: /);
    expect(first).toContain(`${at.mahadasha} mahadasha with ${at.antardasha} antardasha`);
  });
});

describe('graha-astro-pro reasoning layer', () => {
  const body = { model: 'graha-astro-pro', messages: [{ role: 'user', content: 'I was born on 12 March 1990 at 14:30 in Chennai. What about my career?' }] } as any;
  const signal = new AbortController().signal;

  it('phrases the answer with the configured upstream model from the computed facts and passages only', async () => {
    const seen: any[] = [];
    const provider: ChatProvider = {
      complete: async (call) => { seen.push(call); return { content: 'Phrased: the 10th lord sits well [1].', toolCalls: null, finishReason: 'stop', usage: null }; },
      stream: async () => { throw new Error('not used'); },
    };
    const registry = {
      providers: new Map([['openai', { name: 'openai', kind: 'openai-compatible', baseUrl: 'http://upstream', apiKey: 'k', enabled: true, timeoutMs: 1000, maxRetries: 0, maxConnections: 1 }]]),
      models: new Map([['gpt-4o-mini', { id: 'gpt-4o-mini', provider: 'openai', upstream: 'gpt-4o-mini', kind: 'proprietary', capabilities: new Set(['chat']), maxOutputTokens: null }]]),
    } as unknown as ModelRegistry;
    const reasoning = upstreamReasoning(registry, { 'openai-compatible': provider }, 'gpt-4o-mini');
    expect(reasoning).not.toBeNull();
    const responder = createAstroChatResponder({ reasoning });
    const pro = await responder(body, 'astro-pro', signal);
    expect(pro.text).toBe('Phrased: the 10th lord sits well [1].');
    expect(pro.citations!.length).toBe(5);
    const prompt = seen[0].body.messages.map((m: any) => m.content).join('\n');
    expect(prompt).toContain('ONLY the computed facts');
    // The computed facts of the asked part reach the model as data, not only as prose.
    expect(prompt).toMatch(/"area":"career".*"houses":\[\{"house":10,/s);
    for (const c of pro.citations!) expect(prompt).toContain(c.text);
    expect(seen[0].target.upstreamModel).toBe('gpt-4o-mini');
    // Only pro uses it.
    expect((await responder(body, 'astro-standard', signal)).text).toMatch(/^Career: /);
  });

  it('falls back to the built-in composer when the upstream fails, and when none is usable', async () => {
    const failing = createAstroChatResponder({ reasoning: async () => { throw new Error('upstream 503'); } });
    const builtin = createAstroChatResponder();
    const a = await failing(body, 'astro-pro', signal);
    const b = await builtin(body, 'astro-pro', signal);
    expect(a.text).toBe(b.text);
    expect(a.citations).toEqual(b.citations);
    const disabled = { providers: new Map([['openai', { name: 'openai', kind: 'openai-compatible', enabled: false }]]), models: new Map([['gpt-4o-mini', { id: 'gpt-4o-mini', provider: 'openai', capabilities: new Set(['chat']) }]]) } as unknown as ModelRegistry;
    expect(upstreamReasoning(disabled, {}, 'gpt-4o-mini')).toBeNull();
  });
});
