/**
 * The dosha section: asked in English, Hindi and Tamil with the birth in the message, for seeded random births, the
 * answer's first sentence is the yes/no of the engine's dosha report (src/astrology/index.ts doshas = GET
 * /v1/astrology/doshas, computed here independently of the chat), its dates are the report's sade sati / dhaiya
 * periods, the section's data equals the report's entries, and every cited note's rule holds (helpers.ts ruleHolds).
 * One test goes through the app: GET /v1/astrology/doshas against the chat completion.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAstroChatResponder } from '../../src/astrology/chat/responder';
import { understand } from '../../src/astrology/chat/conversation';
import { computeFacts } from '../../src/astrology/chat/facts';
import { lookupPlace } from '../../src/astrology/chat/places';
import { doshaSection } from '../../src/astrology/chat/sections/doshas';
import { DOSHA_NOTES } from '../../src/astrology/chat/corpus/doshaNotes';
import { applies } from '../../src/astrology/chat/corpus/applies';
import { doshas, kundali } from '../../src/astrology/index';
import { startGateway, type GatewayHarness } from '../gateway/harness';
import { expectCitationsApply, type Birth } from './helpers';
import { CITIES, MONTHS, bornIn, people, type Lang, type Person } from './people';

const FIXED = Date.UTC(2026, 4, 15, 6);
const responder = createAstroChatResponder({ nowMs: () => FIXED });

async function ask(content: string, tier: 'fast' | 'standard' | 'pro' = 'standard') {
  return responder({ model: `graha-astro-${tier}`, messages: [{ role: 'user', content }] } as never, `astro-${tier}`, new AbortController().signal);
}




const YES: Record<Lang, string> = { en: 'Yes', hi: 'हाँ', ta: 'ஆம்' };
const NO: Record<Lang, string> = { en: 'No', hi: 'नहीं', ta: 'இல்லை' };
/** The first sentence of a block (sentences end with ". " or "। "; dates and ordinals hold no such pair). */
const firstSentence = (s: string) => s.split(/(?<=[.।])\s/u)[0];
const day = (iso: string) => iso.slice(0, 10);
const within = (c: { start: string; end: string }, ms: number) => Date.parse(c.start) <= ms && ms < Date.parse(c.end);

/** The reference the chat is checked against: the endpoint's function, with the chart's kundali for rule checks. */
const reportOf = (b: Birth) => doshas({ ...b } as never);

/** The status the answer must state, read straight from the report's cycles. */
function expectCycleAnswer(answer: string, cycles: any[], atMs: number, lang: Lang): void {
  const first = firstSentence(answer);
  const running = cycles.find((c) => within(c, atMs));
  if (running) {
    expect(first.startsWith(YES[lang]), first).toBe(true);
    const phase = running.phases.find((p: any) => within(p, atMs));
    expect(first).toContain(day(phase.start));
    expect(first).toContain(day(phase.end));
  } else {
    expect(first.startsWith(NO[lang]), first).toBe(true);
    const before = cycles.filter((c) => Date.parse(c.end) <= atMs).map((c) => c.end).sort().pop();
    const after = cycles.filter((c) => Date.parse(c.start) > atMs).map((c) => c.start).sort()[0];
    if (before) expect(answer).toContain(day(before));
    if (after) expect(answer).toContain(day(after));
  }
}

/** The section's own block in the composed answer: the block whose first line starts with yes/no and names it. */
function blockOf(text: string, mark: RegExp): string {
  const b = text.split('\n\n').find((x) => mark.test(firstSentence(x)));
  expect(b, `a block matching ${mark}`).toBeDefined();
  return b!;
}

describe('sade sati and dhaiya: running now or not, with the report\'s dates', () => {
  const ps = people(8, 4242);

  it('"Is sade sati running for me?" in en/hi/ta: yes/no first, the phase or the last/next dates from the report', async () => {
    const qs: Record<Lang, string> = { en: 'Is sade sati running for me?', hi: 'क्या मेरी साढ़ेसाती चल रही है?', ta: 'எனக்கு ஏழரை சனி நடக்கிறதா?' };
    const seen = new Set<boolean>();
    for (const [i, p] of ps.entries()) {
      const lang = (['en', 'hi', 'ta'] as Lang[])[i % 3];
      const ref = reportOf(p.birth);
      const a = await ask(`${bornIn(lang, p)} ${qs[lang]}`);
      expect(a.text).toContain(p.birth.date);
      expectCycleAnswer(a.text, ref.sade_sati, FIXED, lang);
      seen.add(ref.sade_sati.some((c: any) => within(c, FIXED)));
      const k = kundali({ ...p.birth } as never, FIXED);
      expectCitationsApply(a.citations ?? [], { kundali: k, doshas: ref, doshaAt: new Date(FIXED).toISOString() }, lang);
    }
    // The sample holds both answers (the test would not notice a section that always says no).
    expect([...seen].sort()).toEqual([false, true]);
  }, 60_000);

  it('a running sade sati cites the sade sati note; one not running never does', async () => {
    for (const p of ps) {
      const ref = reportOf(p.birth);
      const running = ref.sade_sati.some((c: any) => within(c, FIXED));
      const a = await ask(`${bornIn('en', p)} Is sade sati running for me?`);
      expect((a.citations ?? []).some((c) => c.id === 'pd-26-saturn-sade-sati')).toBe(running);
    }
  }, 60_000);

  it('a year asked ("in 2031") is judged at that year, not now', async () => {
    const at = Date.UTC(2031, 6, 1);
    for (const p of ps.slice(0, 4)) {
      const ref = reportOf(p.birth);
      const a = await ask(`${bornIn('en', p)} Will sade sati be running in 2031?`);
      expect(firstSentence(a.text)).toContain('in 2031');
      expectCycleAnswer(a.text, ref.sade_sati, at, 'en');
    }
  }, 60_000);

  it('dhaiya (kantaka / ashtama shani) in en/hi/ta', async () => {
    const qs: Record<Lang, string> = { en: 'Is dhaiya running for me?', hi: 'क्या मेरी शनि की ढैया चल रही है?', ta: 'எனக்கு அஷ்டம சனி நடக்கிறதா?' };
    for (const [i, p] of ps.slice(0, 6).entries()) {
      const lang = (['en', 'hi', 'ta'] as Lang[])[i % 3];
      const ref = reportOf(p.birth);
      const a = await ask(`${bornIn(lang, p)} ${qs[lang]}`);
      expectCycleAnswer(a.text, ref.dhaiya, FIXED, lang);
    }
  }, 60_000);

  it('the section\'s data is the report\'s sade sati (equal to the endpoint), and pro lists every sade sati of the life', () => {
    const p = ps[0];
    const u = understand({ messages: [{ role: 'user', content: `${bornIn('en', p)} Is sade sati running?` }] } as never);
    const facts = computeFacts(p.birth, { nowMs: FIXED, vargas: false, transits: false, doshas: true });
    const s = doshaSection({ topic: 'dosha', dosha: 'sade_sati' }, { tier: 'pro', lang: 'en', u, nowMs: FIXED, facts, dayPlace: null });
    const ref = reportOf(p.birth);
    expect(s.data.sade_sati).toEqual(ref.sade_sati);
    expect(s.data.moon_sign).toBe(ref.moon_sign);
    expect(s.data.running).toBe(ref.sade_sati.some((c: any) => within(c, FIXED)));
    // Every report cycle's start and end appears in the pro lines (pieces of one passage are listed as its segments).
    const pro = s.pro.join('\n');
    for (const c of ref.sade_sati) { expect(pro).toContain(day(c.start)); expect(pro).toContain(day(c.end)); }
    expect(s.reasons.join(' ')).toMatch(/12th, 1st and 2nd/);
  });
});

describe('the other doshas: yes/no from the report, the reason the engine gives', () => {
  const ps = people(5, 777);

  it('"Do I have mangal dosha?" in en/hi/ta: yes/no, the houses from the lagna and the Moon, the cancellation', async () => {
    const qs: Record<Lang, string> = { en: 'Do I have mangal dosha?', hi: 'क्या मुझे मांगलिक दोष है?', ta: 'எனக்கு செவ்வாய் தோஷம் உள்ளதா?' };
    const seen = new Set<boolean>();
    for (const p of ps) {
      const ref = reportOf(p.birth);
      const m = ref.doshas.find((d: any) => d.name === 'Mangal')!;
      seen.add(m.present);
      for (const lang of ['en', 'hi', 'ta'] as Lang[]) {
        const a = await ask(`${bornIn(lang, p)} ${qs[lang]}`);
        const first = firstSentence(a.text);
        expect(first.startsWith(m.present ? YES[lang] : NO[lang]), first).toBe(true);
        const cancelWord = { en: 'cancelled', hi: 'भंग', ta: 'பங்க' }[lang];
        expect(first.includes(cancelWord)).toBe(m.cancelled);
        // The houses counted from the lagna and from the Moon, as the report gives them.
        const h = (n: number) => ({ en: new RegExp(`\\b${n}(st|nd|rd|th) house`), hi: new RegExp(({ 1: 'पहले', 2: 'दूसरे', 3: 'तीसरे', 4: 'चौथे', 6: 'छठे' } as Record<number, string>)[n] ? `${({ 1: 'पहले', 2: 'दूसरे', 3: 'तीसरे', 4: 'चौथे', 6: 'छठे' } as Record<number, string>)[n]} भाव` : `${n}वें भाव`), ta: new RegExp(`${n}ஆம் பாவ`) }[lang]);
        if (m.present) for (const c of [m.from_lagna!, m.from_moon!]) if (c.present) expect(first).toMatch(h(c.house));
        if (!m.present) { expect(first).toMatch(h(m.from_lagna!.house)); expect(first).toMatch(h(m.from_moon!.house)); }
        if (lang === 'en') expect(a.text).toContain(m.rule);
        const k = kundali({ ...p.birth } as never, FIXED);
        expectCitationsApply(a.citations ?? [], { kundali: k, doshas: ref, doshaAt: new Date(FIXED).toISOString() }, lang);
      }
    }
    expect([...seen].sort()).toEqual([false, true]);
  }, 90_000);

  it('every dosha named in one question is answered in its own section, yes/no as the report says', async () => {
    const q = 'Do I have mangal dosha, kaal sarp dosha, pitra dosha, grahan dosha, kemadruma, guru chandal dosha, ganda moola, kalathra dosha or shrapit dosha?';
    const names: Record<string, RegExp> = {
      Mangal: /Mangal dosha/, 'Kaal Sarp': /Kaal Sarp dosha/, Pitra: /Pitra dosha/, Grahan: /Grahan dosha/, Kemadruma: /Kemadruma dosha/,
      'Guru Chandal': /Guru Chandal dosha/, 'Ganda Moola': /Ganda Moola dosha/, Kalathra: /Kalathra dosha/, Shrapit: /Shrapit dosha/,
    };
    for (const p of ps) {
      const ref = reportOf(p.birth);
      const a = await ask(`${bornIn('en', p)} ${q}`, 'fast');
      for (const d of ref.doshas) {
        const block = blockOf(a.text, new RegExp(`^(Yes|No), you (have|do not have) ${names[d.name].source}`));
        expect(firstSentence(block).startsWith(d.present ? 'Yes' : 'No')).toBe(true);
        // Each thing the engine found is said (its planets named), and the kaal sarp type when present.
        for (const f of d.found) for (const g of f.match(/Sun|Moon|Mars|Mercury|Jupiter|Venus|Saturn|Rahu|Ketu/g) ?? []) expect(firstSentence(block)).toContain(g);
        if (d.type) expect(firstSentence(block)).toContain(d.type);
      }
    }
  }, 90_000);

  it('"Do I have any dosha?": present ones first, then the absent ones, then sade sati and dhaiya', async () => {
    for (const [i, p] of ps.entries()) {
      const lang = (['en', 'hi', 'ta'] as Lang[])[i % 3];
      const q = { en: 'Do I have any dosha in my chart?', hi: 'क्या मेरी कुंडली में कोई दोष है?', ta: 'என் ஜாதகத்தில் ஏதேனும் தோஷம் உள்ளதா?' }[lang];
      const ref = reportOf(p.birth);
      const a = await ask(`${bornIn(lang, p)} ${q}`);
      const present = ref.doshas.filter((d: any) => d.present);
      expect(firstSentence(a.text).startsWith(present.length ? YES[lang] : NO[lang])).toBe(true);
      if (lang === 'en') {
        for (const d of present) expect(firstSentence(a.text)).toContain(`${d.name} dosha`);
        const ss = ref.sade_sati.some((c: any) => within(c, FIXED));
        expect(a.text).toContain(ss ? 'Yes, sade sati is running now' : 'No, sade sati is not running now');
      }
      // The per-dosha lines list the present ones first.
      const lines = a.text.split('\n').filter((l) => /^(Yes|No|हाँ|नहीं|ஆம்|இல்லை),/.test(l)).slice(1, 1 + ref.doshas.length);
      const yes = lines.map((l) => l.startsWith(YES[lang]));
      expect(yes).toEqual([...yes].sort((x, y) => Number(y) - Number(x)));
      expect(yes.filter(Boolean).length).toBe(present.length);
    }
  }, 90_000);

  it('the section\'s data is the report\'s entry for the asked dosha', () => {
    const p = ps[1];
    const u = understand({ messages: [{ role: 'user', content: `${bornIn('en', p)} Am I manglik?` }] } as never);
    const facts = computeFacts(p.birth, { nowMs: FIXED, vargas: false, transits: false, doshas: true });
    const ref = reportOf(p.birth);
    for (const [key, name] of [['mangal', 'Mangal'], ['kalathra', 'Kalathra'], ['kaal_sarp', 'Kaal Sarp']] as const) {
      const s = doshaSection({ topic: 'dosha', dosha: key }, { tier: 'standard', lang: 'en', u, nowMs: FIXED, facts, dayPlace: null });
      expect(s.data.dosha).toEqual(ref.doshas.find((d: any) => d.name === name));
      // Notes are asked for only when the asked dosha is present (else they would be about other doshas).
      expect(s.noteTopic).toBe(ref.doshas.find((d: any) => d.name === name)!.present ? 'dosha' : null);
    }
  });
});

describe('the dosha notes', () => {
  it('one per dosha the engine computes and one per Saturn cycle, in three languages; each applies only when the engine says so', () => {
    const names = new Set(DOSHA_NOTES.flatMap((n) => (n.rule.kind === 'dosha' ? [n.rule.dosha] : [])));
    expect([...names].sort()).toEqual(['Ganda Moola', 'Grahan', 'Guru Chandal', 'Kaal Sarp', 'Kalathra', 'Kemadruma', 'Mangal', 'Pitra', 'Shrapit']);
    const cycles = new Set(DOSHA_NOTES.flatMap((n) => (n.rule.kind === 'saturn_cycle' ? [n.rule.cycle] : [])));
    expect([...cycles].sort()).toEqual(['dhaiya', 'sade_sati']);
    for (const n of DOSHA_NOTES) {
      expect(n.topics).toContain('dosha');
      expect(n.text.hi).toMatch(/[\u0900-\u097f]/);
      expect(n.text.ta).toMatch(/[\u0b80-\u0bff]/);
    }
    for (const p of people(6, 99)) {
      const facts = computeFacts(p.birth, { nowMs: FIXED, vargas: false, transits: false, doshas: true });
      const ref = reportOf(p.birth);
      for (const n of DOSHA_NOTES) {
        const expected = n.rule.kind === 'dosha'
          ? ref.doshas.some((d: any) => d.name === (n.rule as { dosha: string }).dosha && d.present)
          : ref[(n.rule as { cycle: 'sade_sati' | 'dhaiya' }).cycle].some((c: any) => within(c, FIXED));
        expect(applies(n.rule, facts)).toBe(expected);
      }
    }
  }, 60_000);
});

describe('through the app: the chat\'s dates and yes/no equal GET /v1/astrology/doshas', () => {
  let gw: GatewayHarness;
  let key: string;
  beforeAll(async () => {
    gw = await startGateway();
    key = (await gw.app.createAccount({ plan: 'scale' })).apiKey;
  }, 60_000);
  afterAll(async () => { await gw?.close(); });

  it('sade sati and mangal dosha for 12 March 1990, 14:30, Chennai', async () => {
    const r = lookupPlace('Chennai');
    if (r.kind !== 'found') throw new Error('Chennai must resolve');
    const qs = new URLSearchParams({ date: '1990-03-12', time: '14:30', lat: String(r.city.lat), lon: String(r.city.lon) });
    const res = await gw.app.request<any>('GET', `/v1/astrology/doshas?${qs}`, { key });
    expect(res.status).toBe(200);
    const chat = await gw.app.request<any>('POST', '/v1/chat/completions', {
      key, json: { model: 'graha-astro-standard', messages: [{ role: 'user', content: 'I was born on 12 March 1990 at 14:30 in Chennai. Is sade sati running for me? Do I have mangal dosha?' }] },
    });
    expect(chat.status).toBe(200);
    const text: string = chat.body.choices[0].message.content;
    // The chat judges "now" by the gateway's clock: take the report's status at the time of the call.
    expectCycleAnswer(text, res.body.sade_sati, Date.now(), 'en');
    const m = res.body.doshas.find((d: any) => d.name === 'Mangal');
    const block = blockOf(text, /^(Yes|No), you (have|do not have) Mangal dosha/);
    expect(firstSentence(block).startsWith(m.present ? 'Yes' : 'No')).toBe(true);
    expect(firstSentence(block).includes('cancelled')).toBe(m.cancelled);
  }, 60_000);
});
