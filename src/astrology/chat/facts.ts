/**
 * The computed facts an answer is built from: one engine chart (vedic, Lahiri, whole signs), its kundali, the running
 * Vimshottari periods, and for the pro model D9/D10 and the transits of the asked period. Nothing here is guessed:
 * every value comes from the engine (src/astrology).
 */
import { chartFromNormalized, normalizeInput, type BirthInput, type Chart } from '../chart';
import { kundaliFromChart, type Kundali } from '../kundali';
import { currentDasha, dashaTimeline, type DashaTimeline } from '../dasha';
import { transitReport } from '../transits';
import { doshaReport, type DoshaReport } from '../doshas';
import type { EventKind } from './asked';
import { SIGNS, SIGN_LORDS, nakshatraIndexOf, signIndexOf, type Graha } from '../constants';
import { GRAHAS } from './lexicon';
import { dasamsaSign, navamsaSign } from './vargas';

export interface DashaAt { maha: Graha; antar: Graha; start: string; end: string; subStart: string; subEnd: string }
/** Gochara at one instant, as GET /v1/astrology/gochara computes it (transits.ts). */
export interface TransitSample {
  date: string;
  atMs: number;
  planets: { planet: Graha; sign: number; houseFromMoon: number; retrograde: boolean; favourable: boolean; vedhaBy: Graha[]; bindus?: number; savBindus: number }[];
}

export interface ChartFacts {
  birth: BirthInput;
  /** The engine's chart (vedic, Lahiri, language en): what the structured endpoints compute from. */
  chart: Chart;
  kundali: Kundali;
  lagnaSign: number;
  moonSign: number;
  moonNakshatra: number;
  sign: Record<Graha, number>;
  house: Record<Graha, number>;
  /** House (1..12) holding the lord of house h, index h-1. */
  lordHouse: number[];
  yogas: string[];
  dashaNow: DashaAt;
  /** Periods at the asked time (timing questions), when one was asked. */
  dashaAsked?: DashaAt & { label: string };
  /** Doshas and Saturn's cycles (GET /v1/astrology/doshas), when a dosha was asked. */
  doshaReport?: DoshaReport;
  /** The instant sade sati and dhaiya are judged at (the asked instant, else now). */
  doshaAtMs?: number;
  /** The events whose timing was asked (their timing rules apply). */
  events?: EventKind[];
  d9?: { lagna: number; sign: Record<Graha, number> };
  d10?: { lagna: number; sign: Record<Graha, number> };
  transits?: TransitSample[];
}

export interface Period { label: string; /** instants (ms) to evaluate, e.g. mid-January and mid-July of a year */ samplesMs: number[]; midMs: number }

export interface FactOptions {
  nowMs: number;
  vargas: boolean;
  period?: Period | null;
  transits: boolean;
  /**
   * Compute the dosha report (a dosha part was asked): true or 'cycles' with Saturn's cycles over 100 years (sade
   * sati, dhaiya, or "any dosha" asked), 'natal' without them (only natal doshas asked: Mangal, Kaal Sarp ...).
   */
  doshas?: boolean | 'natal' | 'cycles';
  /** Events whose timing was asked. */
  events?: EventKind[];
}

function periodOf(chart: Chart, atMs: number): DashaAt {
  const moon = chart.planets.find((p) => p.name === 'Moon')!;
  const d = currentDasha(moon.siderealDeg, Date.parse(chart.time.utc_datetime), chart.time.tz_offset_hours, atMs);
  return { maha: d.current, antar: d.sub, start: d.start, end: d.end, subStart: d.sub_start, subEnd: d.sub_end };
}

export function computeFacts(birth: BirthInput, opts: FactOptions): ChartFacts {
  const chart = chartFromNormalized(normalizeInput({ ...birth, system: 'vedic', language: 'en' }));
  const k = kundaliFromChart(chart, opts.nowMs);
  const sid = Object.fromEntries(chart.planets.map((p) => [p.name, p.siderealDeg])) as Record<Graha, number>;
  const sign = Object.fromEntries(GRAHAS.map((g) => [g, SIGNS.indexOf(k.planets.find((p) => p.name === g)!.sign)])) as Record<Graha, number>;
  const house = Object.fromEntries(GRAHAS.map((g) => [g, k.planets.find((p) => p.name === g)!.house])) as Record<Graha, number>;
  const lagnaSign = SIGNS.indexOf(k.ascendant.sign);
  const lordHouse = Array.from({ length: 12 }, (_, i) => house[SIGN_LORDS[(lagnaSign + i) % 12]]);
  const facts: ChartFacts = {
    birth, chart, kundali: k, lagnaSign, moonSign: SIGNS.indexOf(k.moon_sign), moonNakshatra: nakshatraIndexOf(sid.Moon),
    sign, house, lordHouse, yogas: [...new Set(k.yogas.map((y) => y.name))],
    dashaNow: { maha: k.dasha.current, antar: k.dasha.sub, start: k.dasha.start, end: k.dasha.end, subStart: k.dasha.sub_start, subEnd: k.dasha.sub_end },
  };
  if (opts.doshas) {
    // Saturn's cycles (sade sati, dhaiya) take a century of Saturn's sign changes: only when one of them is asked.
    facts.doshaReport = doshaReport(chart, false, opts.doshas === 'natal' ? 0 : 100);
    facts.doshaAtMs = opts.period ? Math.max(opts.period.midMs, Date.parse(chart.time.utc_datetime)) : opts.nowMs;
  }
  if (opts.events?.length) facts.events = opts.events;
  if (opts.period) {
    const at = Math.max(opts.period.midMs, Date.parse(chart.time.utc_datetime));
    facts.dashaAsked = { ...periodOf(chart, at), label: opts.period.label };
  }
  if (opts.vargas) {
    const of = (f: (deg: number) => number) => ({
      lagna: f(chart.ascendantSiderealDeg),
      sign: Object.fromEntries(GRAHAS.map((g) => [g, f(sid[g])])) as Record<Graha, number>,
    });
    facts.d9 = of(navamsaSign);
    facts.d10 = of(dasamsaSign);
  }
  if (opts.transits) {
    const samples = opts.period?.samplesMs ?? [opts.nowMs];
    facts.transits = samples.map((ms) => transitSample(chart, ms));
  }
  return facts;
}

/** The Vimshottari timeline (3 levels) at an instant, as GET /v1/astrology/dasha computes it. */
export function dashaTimelineOf(f: ChartFacts, atMs: number): DashaTimeline {
  const moon = f.chart.planets.find((p) => p.name === 'Moon')!;
  return dashaTimeline(moon.siderealDeg, Date.parse(f.chart.time.utc_datetime), f.chart.time.tz_offset_hours, atMs, 3);
}

/** Gochara at the 15th of the instant's month, 12:00 UTC (the sampling the horoscope's monthly transits use). */
export function transitSample(chart: Chart, ms: number): TransitSample {
  const date = new Date(ms).toISOString().slice(0, 8) + '15';
  const atMs = Date.parse(`${date}T12:00:00Z`);
  const r = transitReport(chart, atMs);
  return {
    date, atMs,
    planets: r.planets.map((p) => ({
      planet: p.name, sign: SIGNS.indexOf(p.sign), houseFromMoon: p.house_from_moon, retrograde: p.retrograde,
      favourable: p.favourable, vedhaBy: p.vedha_by, ...(p.bindus !== undefined ? { bindus: p.bindus } : {}), savBindus: p.sav_bindus,
    })),
  };
}

export { signIndexOf };
