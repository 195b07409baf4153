/**
 * Shared by the astrology-chat tests: the structured endpoints' answers for a birth (the reference the chat answers
 * are checked against) and an independent check that a cited corpus rule holds for those answers.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { TestApp } from '../helpers/app';
import { startGateway, type GatewayHarness } from '../gateway/harness';
import { CORPUS_BY_ID } from '../../src/astrology/chat/index';
import type { Rule } from '../../src/astrology/chat/corpus/rules';
import { SIGNS, SIGN_LORDS, EXALTATION_SIGN, debilitationSign, type Graha } from '../../src/astrology/constants';

export interface Birth { date: string; time: string; lat: number; lon: number }
const qs = (o: Record<string, string | number>) => new URLSearchParams(Object.entries(o).map(([k, v]) => [k, String(v)])).toString();

export async function kundaliOf(app: TestApp, key: string, b: Birth, language = 'en'): Promise<any> {
  const res = await app.request<any>('GET', `/v1/astrology/kundali?${qs({ ...b, language })}`, { key });
  expect(res.status).toBe(200);
  return res.body;
}

export async function dashaAt(app: TestApp, key: string, b: Birth, at: string): Promise<any> {
  const res = await app.request<any>('GET', `/v1/astrology/dasha?${qs({ ...b, at })}`, { key });
  expect(res.status).toBe(200);
  return res.body.current;
}

export async function transitsAt(app: TestApp, key: string, moonSign: string, date: string): Promise<any[]> {
  const res = await app.request<any>('GET', `/v1/astrology/horoscope?${qs({ sign: moonSign.toLowerCase(), date, type: 'monthly' })}`, { key });
  expect(res.status).toBe(200);
  return res.body.transits;
}

export async function matchOf(app: TestApp, key: string, boy: Birth, girl: Birth): Promise<any> {
  const p: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(boy)) p[`boy_${k}`] = v;
  for (const [k, v] of Object.entries(girl)) p[`girl_${k}`] = v;
  const res = await app.request<any>('GET', `/v1/astrology/match?${qs(p)}`, { key });
  expect(res.status).toBe(200);
  return res.body;
}

/** What the check of a rule may consult besides the kundali (fetched only when a citation needs it). */
export interface Reference {
  kundali: any;
  /** Periods running at the asked instants (ISO dates), from GET /v1/astrology/dasha. */
  dashasAsked?: { mahadasha: string; antardasha: string }[];
  /** Transits from GET /v1/astrology/horoscope at the sampled dates. */
  transits?: any[][];
  match?: any;
  /** GET /v1/astrology/doshas for the birth, and the instant its sade sati / dhaiya are judged at. */
  doshas?: any;
  doshaAt?: string;
  /** The events whose timing the question asked. */
  events?: string[];
}

const OWN: Partial<Record<Graha, number[]>> = { Sun: [4], Moon: [3], Mars: [0, 7], Mercury: [2, 5], Jupiter: [8, 11], Venus: [1, 6], Saturn: [9, 10] };

/** Re-checks a corpus rule against the endpoints' answers (not against the chat's own facts). */
export function ruleHolds(rule: Rule, ref: Reference): boolean {
  const k = ref.kundali;
  const planet = (g: string) => k.planets.find((p: any) => p.name === g);
  const lagna = SIGNS.indexOf(k.ascendant.sign);
  const dashas = [{ mahadasha: k.dasha.current, antardasha: k.dasha.sub }, ...(ref.dashasAsked ?? [])];
  switch (rule.kind) {
    case 'sign_of': return SIGNS.indexOf(rule.point === 'lagna' ? k.ascendant.sign : k.moon_sign) === rule.sign;
    case 'planet_in_sign': return SIGNS.indexOf(planet(rule.planet).sign) === rule.sign;
    case 'dignity': {
      const s = SIGNS.indexOf(planet(rule.planet).sign);
      const d = EXALTATION_SIGN[rule.planet] === s ? 'exalted' : debilitationSign(rule.planet) === s ? 'debilitated' : OWN[rule.planet]?.includes(s) ? 'own' : null;
      return s === rule.sign && d === rule.dignity;
    }
    case 'planet_in_house': return planet(rule.planet).house === rule.house;
    case 'lord_in_house': return planet(k.houses[rule.lordOf - 1].lord).house === rule.house && k.houses[rule.lordOf - 1].lord === SIGN_LORDS[(lagna + rule.lordOf - 1) % 12];
    case 'yoga': return k.yogas.some((y: any) => y.name === rule.yoga);
    case 'nakshatra': return planet('Moon').nakshatra === ['Ashwini', 'Bharani', 'Krittika', 'Rohini', 'Mrigashira', 'Ardra', 'Punarvasu', 'Pushya', 'Ashlesha', 'Magha', 'Purva Phalguni', 'Uttara Phalguni', 'Hasta', 'Chitra', 'Swati', 'Vishakha', 'Anuradha', 'Jyeshtha', 'Mula', 'Purva Ashadha', 'Uttara Ashadha', 'Shravana', 'Dhanishta', 'Shatabhisha', 'Purva Bhadrapada', 'Uttara Bhadrapada', 'Revati'][rule.nakshatra];
    case 'mahadasha': return dashas.some((d) => d.mahadasha === rule.planet);
    case 'antardasha': return dashas.some((d) => d.mahadasha === rule.maha && d.antardasha === rule.antar);
    case 'gochara': return (ref.transits ?? []).some((ts) => ts.some((t: any) => t.planet === rule.planet && t.house === rule.houseFromMoon));
    case 'vargottama': {
      // Navamsa by its definition (BPHS ch. 6): nine parts of 3°20' running on from Aries.
      const p = planet(rule.planet);
      return Math.floor(p.longitude / (30 / 9)) % 12 === SIGNS.indexOf(p.sign);
    }
    case 'varga_use': return true; // the pro model computes D9 and D10 for every chart
    case 'remedy': {
      const p = planet(rule.planet);
      const s = SIGNS.indexOf(p.sign);
      return debilitationSign(rule.planet) === s || [6, 8, 12].includes(p.house) || dashas.some((d) => d.mahadasha === rule.planet || d.antardasha === rule.planet);
    }
    case 'koot': {
      const koot = ref.match?.koots.find((x: any) => x.name === rule.koot);
      return !!koot && (rule.outcome === 'full' ? koot.score === koot.max : koot.score === 0);
    }
    case 'muhurta': return false; // a rule about a day (the agents' citations), never about a chart
    case 'dosha': return !!ref.doshas?.doshas.some((d: any) => d.name === rule.dosha && d.present);
    case 'saturn_cycle': {
      const at = Date.parse(ref.doshaAt ?? '');
      return ((rule.cycle === 'sade_sati' ? ref.doshas?.sade_sati : ref.doshas?.dhaiya) ?? []).some((c: any) => Date.parse(c.start) <= at && at < Date.parse(c.end));
    }
    case 'timing_rule': return (ref.events ?? []).includes(rule.event);
  }
}

/** Every citation names a corpus entry, carries its text in the answer's language, and its rule holds. */
export function expectCitationsApply(citations: any[], ref: Reference, language: 'en' | 'hi' | 'ta'): void {
  for (const c of citations) {
    const entry = CORPUS_BY_ID.get(c.id);
    expect(entry, `citation ${c.id} is in the corpus`).toBeDefined();
    expect(c).toEqual({ id: entry!.id, work: entry!.work, chapter: entry!.chapter, verse: entry!.verse, text: entry!.text[language] });
    expect(ruleHolds(entry!.rule, ref), `rule of ${c.id} holds for the chart`).toBe(true);
  }
}

/**
 * The live app of a describe block's "through the app" cases: started before them and closed after, with a funded
 * scale account (`live.gw`, `live.key`); `chat` asks graha-astro-standard through it and returns the answer's text.
 */
export function liveGateway(): { live: { gw: GatewayHarness; key: string }; chat: (content: string) => Promise<string> } {
  const live = {} as { gw: GatewayHarness; key: string };
  beforeAll(async () => {
    live.gw = await startGateway();
    live.key = (await live.gw.app.createAccount({ plan: 'scale' })).apiKey;
  });
  afterAll(async () => { await live.gw?.close(); });
  const chat = async (content: string): Promise<string> => {
    const res = await live.gw.app.request<any>('POST', '/v1/chat/completions', { key: live.key, json: { model: 'graha-astro-standard', messages: [{ role: 'user', content }] } });
    expect(res.status).toBe(200);
    return res.body.choices[0].message.content as string;
  };
  return { live, chat };
}
