/**
 * The astrology chat responder (plugged into the built-in provider, src/providers/builtin/astrology.ts): understands
 * the conversation, asks for what is missing, computes the chart with the engine, retrieves the classical notes that
 * apply, and composes the answer with citations and follow-up questions.
 */
import type { AstrologyAnswer, AstrologyResponder } from '../../providers/builtin/astrology';
import type { BirthInput } from '../chart';
import { match as matchCharts, type MatchResult } from '../match';
import { ApiError } from '../../errors';
import { resolveInZone } from '../time';
import { understand, type PersonDetails, type Understood } from './conversation';
import { computeFacts, type ChartFacts, type Period } from './facts';
import { cityLabel, lookupPlace, type City } from './places';
import { retrieve } from './corpus/search';
import { compose, type Tier } from './compose';
import { askFor, offTopic, type Missing } from './followup';
import type { ReasoningLayer } from './reasoning';
import type { Intent } from './corpus/rules';

export interface AstroChatOptions {
  /** The clock (tests fix it); default Date.now. */
  nowMs?: () => number;
  /** graha-astro-pro's upstream reasoning layer, when configured. */
  reasoning?: ReasoningLayer | null;
}

export const TIERS: Record<string, Tier> = { 'astro-fast': 'fast', 'astro-standard': 'standard', 'astro-pro': 'pro' };
/** Notes cited per tier. */
export const NOTES_PER_TIER: Record<Tier, number> = { fast: 0, standard: 3, pro: 5 };

type Resolved = { ok: true; birth: BirthInput; label: string } | { ok: false; answer: AstrologyAnswer };

function missingOf(p: PersonDetails): Missing[] {
  const out: Missing[] = [];
  if (!p.date) out.push('date');
  if (!p.time) out.push(p.timeUnknown ? 'time_unknown' : 'time');
  if (!p.place && p.lat === undefined) out.push('place');
  return out;
}

/**
 * The fixed offset (hours) the chart is computed with: the structured message's hours, or the offset its IANA zone
 * had at the birth's wall-clock time (the engine's own DST rules, src/astrology/time.ts), or none (the coordinates'
 * zone, as the engine does).
 */
function tzHoursOf(p: PersonDetails): number | undefined {
  if (p.tz !== undefined) return p.tz;
  if (!p.tzZone || !p.date || !p.time) return undefined;
  const [y, mo, d] = p.date.split('-').map(Number);
  const [h, mi] = p.time.split(':').map(Number);
  return resolveInZone(p.tzZone, Date.UTC(y, mo - 1, d, h, mi)).offsetMs / 3600000;
}

function resolvePerson(u: Understood, p: PersonDetails, whose: 'user' | 'partner'): Resolved {
  const missing = missingOf(p);
  if (missing.length) return { ok: false, answer: askFor(u.language, { kind: 'missing', whose, missing }) };
  // A time zone the structured message named but nobody knows: ask again for the place rather than drop it.
  if (p.tzInvalid !== undefined) return { ok: false, answer: askFor(u.language, { kind: 'missing', whose, missing: ['place'], invalid: true }) };
  const tz = tzHoursOf(p);
  if (p.lat !== undefined && p.lon !== undefined) {
    return { ok: true, birth: { date: p.date!, time: p.time!, lat: p.lat, lon: p.lon, ...(tz !== undefined ? { tz } : {}) }, label: `${p.lat}, ${p.lon}` };
  }
  const found = lookupPlace(p.place!);
  if (found.kind === 'ambiguous') return { ok: false, answer: askFor(u.language, { kind: 'ambiguous', whose, name: found.name, options: found.options.map((c) => cityLabel(c, 'en', true)) }) };
  if (found.kind === 'unknown') return { ok: false, answer: askFor(u.language, { kind: 'unknown_place', whose, name: p.place! }) };
  const c: City = found.city;
  return { ok: true, birth: { date: p.date!, time: p.time!, lat: c.lat, lon: c.lon, ...(tz !== undefined ? { tz } : {}) }, label: cityLabel(c, u.language) };
}

const MONTH_MS = 30.4375 * 86400000;
/** The asked period: named years (mid-January and mid-July of each sampled), else the coming months. */
function periodOf(u: Understood, nowMs: number): Period | null {
  const asked = u.years.length > 0 ? u.years : u.relativeYear !== null ? [new Date(nowMs).getUTCFullYear() + u.relativeYear] : [];
  if (asked.length > 0) {
    const years = [...new Set(asked)].sort().slice(0, 2);
    const samplesMs = years.flatMap((y) => [Date.UTC(y, 0, 15, 12), Date.UTC(y, 6, 15, 12)]);
    return { label: years.join(', '), samplesMs, midMs: Date.UTC(years[0], 6, 1) };
  }
  if (u.intent === 'timing') {
    const label = { en: 'the coming months', hi: 'आने वाले महीनों', ta: 'வரும் மாதங்கள்' }[u.language];
    return { label, samplesMs: [nowMs, nowMs + 6 * MONTH_MS], midMs: nowMs + 3 * MONTH_MS };
  }
  return null;
}

/** The engine refuses a birth detail (e.g. 31 February): ask again for that detail rather than fail the call. */
function engineRefusal(u: Understood, err: unknown, whose: 'user' | 'partner'): AstrologyAnswer {
  const param = err instanceof ApiError ? String(err.param ?? '') : '';
  const missing: Missing[] = /time/.test(param) ? ['time'] : /lat|lon|tz/.test(param) ? ['place'] : ['date'];
  return askFor(u.language, { kind: 'missing', whose, missing, invalid: true });
}

export function createAstroChatResponder(opts: AstroChatOptions = {}): AstrologyResponder {
  const now = opts.nowMs ?? Date.now;
  return async (body, upstreamModel, signal) => {
    const tier = TIERS[upstreamModel] ?? 'standard';
    const u = understand(body);
    if (u.intent === 'off_topic') return offTopic(u.language);
    const intent = u.intent as Intent;

    const me = resolvePerson(u, u.person, 'user');
    if (!me.ok) return me.answer;
    const nowMs = now();
    const period = periodOf(u, nowMs);
    let facts: ChartFacts;
    try {
      facts = computeFacts(me.birth, { nowMs, vargas: tier === 'pro', period, transits: tier === 'pro' });
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) return engineRefusal(u, err, 'user');
      throw err;
    }

    let matched: { result: MatchResult; partnerFacts: ChartFacts; userIsBoy: boolean } | undefined;
    if (intent === 'compatibility') {
      if (!u.partner) return askFor(u.language, { kind: 'missing', whose: 'partner', missing: missingOf({}) });
      const them = resolvePerson(u, u.partner, 'partner');
      if (!them.ok) return them.answer;
      if (!u.userRole) return askFor(u.language, { kind: 'role' });
      const userIsBoy = u.userRole === 'boy';
      try {
        const result = matchCharts(userIsBoy ? { boy: me.birth, girl: them.birth } : { boy: them.birth, girl: me.birth });
        matched = { result, partnerFacts: computeFacts(them.birth, { nowMs, vargas: false, transits: false }), userIsBoy };
      } catch (err) {
        if (err instanceof ApiError && err.status === 400) return engineRefusal(u, err, 'partner');
        throw err;
      }
    }

    const notes = retrieve({ facts, intent, question: u.question, limit: NOTES_PER_TIER[tier], match: matched?.result });
    const composed = compose({ tier, u, facts, placeLabel: me.label, notes, match: matched });
    if (tier === 'pro' && opts.reasoning && !signal.aborted) {
      try {
        const phrased = await opts.reasoning({ question: u.question, language: u.language, composed: composed.text, passages: composed.citations.map((c) => c.text), signal });
        if (phrased) return { text: phrased, citations: composed.citations, followUp: composed.followUp };
      } catch {
        // The upstream failed: the built-in composer's answer stands.
      }
    }
    return { text: composed.text, citations: composed.citations, followUp: composed.followUp };
  };
}
