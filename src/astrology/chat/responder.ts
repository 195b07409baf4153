/**
 * The astrology chat responder (plugged into the built-in provider, src/providers/builtin/astrology.ts): understands
 * the conversation, asks for what is missing, computes the chart with the engine, retrieves the classical notes that
 * apply, and composes the answer with citations and follow-up questions.
 */
import type { AstrologyAnswer, AstrologyResponder } from '../../providers/builtin/astrology';
import { ApiError } from '../../errors';
import { resolveInZone } from '../time';
import { understand, type PersonDetails, type Understood } from './conversation';
import { computeFacts, type ChartFacts, type Period } from './facts';
import { cityLabel, lookupPlace, type City } from './places';
import { compose } from './compose';
import { askFor, offTopic, type Missing } from './followup';
import type { ReasoningLayer } from './reasoning';
import { needsBirth, type Part } from './asked';
import { sectionFor } from './sections/index';
import { section, type DayPlace, type ResolvedBirth, type Section, type SectionContext, type Tier } from './sections/types';

export interface AstroChatOptions {
  /** The clock (tests fix it); default Date.now. */
  nowMs?: () => number;
  /** graha-astro-pro's upstream reasoning layer, when configured. */
  reasoning?: ReasoningLayer | null;
}

export const TIERS: Record<string, Tier> = { 'astro-fast': 'fast', 'astro-standard': 'standard', 'astro-pro': 'pro' };
export { NOTES_PER_TIER } from './compose';

type Resolved = { ok: true; birth: ResolvedBirth['birth']; label: string } | { ok: false; answer: AstrologyAnswer };

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
/** What of the dosha report the asked parts need: Saturn's cycles only for sade sati, dhaiya or "any dosha". */
function doshaDepth(parts: Part[]): 'natal' | 'cycles' | false {
  const asked = parts.flatMap((p) => (p.topic === 'dosha' ? [p.dosha] : []));
  if (asked.length === 0) return false;
  return asked.some((d) => d === 'sade_sati' || d === 'dhaiya' || d === 'all') ? 'cycles' : 'natal';
}

/** The asked period: named years (mid-January and mid-July of each sampled), else the coming months. */
function periodOf(u: Understood, nowMs: number): Period | null {
  const asked = u.years.length > 0 ? u.years : u.relativeYear !== null ? [new Date(nowMs).getUTCFullYear() + u.relativeYear] : [];
  if (asked.length > 0) {
    const years = [...new Set(asked)].sort().slice(0, 2);
    const samplesMs = years.flatMap((y) => [Date.UTC(y, 0, 15, 12), Date.UTC(y, 6, 15, 12)]);
    return { label: years.join(', '), samplesMs, midMs: Date.UTC(years[0], 6, 1) };
  }
  if (u.parts.some((p) => p.topic === 'period')) {
    const months = u.monthsAhead ?? 6;
    const label = { en: `the next ${months} months`, hi: `अगले ${months} महीनों`, ta: `அடுத்த ${months} மாதங்கள்` }[u.language];
    return { label, samplesMs: [nowMs, nowMs + months * MONTH_MS], midMs: nowMs + (months / 2) * MONTH_MS };
  }
  return null;
}

/** The engine refuses a birth detail (e.g. 31 February): ask again for that detail rather than fail the call. */
function engineRefusal(u: Understood, err: unknown, whose: 'user' | 'partner'): AstrologyAnswer {
  const param = err instanceof ApiError ? String(err.param ?? '') : '';
  const missing: Missing[] = /time/.test(param) ? ['time'] : /lat|lon|tz/.test(param) ? ['place'] : ['date'];
  return askFor(u.language, { kind: 'missing', whose, missing, invalid: true });
}

/** Where a day question is about: the place it names, else the user's birth place; null when neither is known. */
function dayPlaceOf(u: Understood, me: Resolved | null): DayPlace | { ask: AstrologyAnswer } | null {
  const d = u.day;
  if (d.lat !== undefined && d.lon !== undefined) return { lat: d.lat, lon: d.lon, label: `${d.lat}, ${d.lon}`, source: 'question' };
  if (d.place) {
    const found = lookupPlace(d.place);
    if (found.kind === 'found') return { lat: found.city.lat, lon: found.city.lon, label: cityLabel(found.city, u.language), source: 'question' };
    if (found.kind === 'ambiguous') return { ask: askFor(u.language, { kind: 'ambiguous', whose: 'user', name: found.name, options: found.options.map((c) => cityLabel(c, 'en', true)) }) };
  }
  if (me && me.ok) return { lat: me.birth.lat as number, lon: me.birth.lon as number, label: me.label, source: 'birth' };
  return null;
}

/** Which person a part's birth error is about. */
const whoseFor = (p: Part): 'user' | 'partner' => (p.topic === 'compatibility' || (p.topic === 'western' && p.ask === 'synastry') ? 'partner' : 'user');

export function createAstroChatResponder(opts: AstroChatOptions = {}): AstrologyResponder {
  const now = opts.nowMs ?? Date.now;
  return async (body, upstreamModel, signal) => {
    const tier = TIERS[upstreamModel] ?? 'standard';
    const u = understand(body);
    if (u.parts.length === 0) return offTopic(u.language);
    const nowMs = now();

    // The user's chart, when any asked part needs it.
    const birthParts = u.parts.filter(needsBirth);
    let me: Resolved | null = null;
    let facts: ChartFacts | undefined;
    let birthAsk: AstrologyAnswer | null = null;
    if (birthParts.length || u.person.date) {
      me = resolvePerson(u, u.person, 'user');
      if (!me.ok) birthAsk = me.answer;
      else {
        try {
          facts = computeFacts(me.birth, {
            nowMs, vargas: tier === 'pro', period: periodOf(u, nowMs), transits: tier === 'pro' || u.parts.some((p) => p.topic === 'period'),
            doshas: doshaDepth(u.parts), events: u.parts.flatMap((p) => (p.topic === 'event' ? [p.event] : [])),
          });
        } catch (err) {
          if (!(err instanceof ApiError && err.status === 400)) throw err;
          birthAsk = engineRefusal(u, err, 'user');
          me = null;
        }
      }
    }
    // Nothing asked can be answered without the birth: ask for it.
    if (birthAsk && birthParts.length === u.parts.length) return birthAsk;

    let partner: ResolvedBirth | undefined;
    let partnerAsk: AstrologyAnswer | null = null;
    if (u.partner && u.parts.some((p) => whoseFor(p) === 'partner')) {
      const r = resolvePerson(u, u.partner, 'partner');
      if (r.ok) partner = { birth: r.birth, label: r.label }; else partnerAsk = r.answer;
    }

    const place = dayPlaceOf(u, me);
    const ctx: SectionContext = {
      tier, lang: u.language, u, nowMs, facts, me: me && me.ok ? { birth: me.birth, label: me.label } : undefined, partner,
      userIsBoy: u.userRole === null ? null : u.userRole === 'boy',
      dayPlace: place && 'ask' in place ? null : place,
    };
    const sections: Section[] = [];
    let askedBirth = false;
    for (const part of u.parts) {
      if (needsBirth(part) && !facts) {
        // Answer what needs no birth; ask once for the birth the rest needs.
        if (!askedBirth && birthAsk) sections.push(section(part, birthAsk.text, { asks: true }));
        askedBirth = true;
        continue;
      }
      if (whoseFor(part) === 'partner' && partnerAsk) { sections.push(section(part, partnerAsk.text, { asks: true, data: { followUp: partnerAsk.followUp } })); continue; }
      if (!needsBirth(part) && place && 'ask' in place) { sections.push(section(part, place.ask.text, { asks: true, data: { followUp: place.ask.followUp } })); continue; }
      try {
        sections.push(sectionFor(part, ctx));
      } catch (err) {
        if (!(err instanceof ApiError && err.status === 400)) throw err;
        sections.push(section(part, engineRefusal(u, err, whoseFor(part)).text, { asks: true }));
      }
    }
    // A lone question back (partner, role, place): its own suggested replies.
    if (sections.length === 1 && sections[0].asks) {
      const followUp = sections[0].data.followUp as string[] | undefined;
      return { text: sections[0].answer, ...(followUp ? { followUp } : {}) };
    }

    const composed = compose({ tier, u, sections, facts, me: ctx.me });
    if (tier === 'pro' && opts.reasoning && !signal.aborted) {
      try {
        const phrased = await opts.reasoning({ question: u.question, language: u.language, composed: composed.text, facts: composed.facts, passages: composed.citations.map((c) => c.text), signal });
        if (phrased) return { text: phrased, citations: composed.citations, followUp: composed.followUp };
      } catch {
        // The upstream failed: the built-in composer's answer stands.
      }
    }
    return { text: composed.text, citations: composed.citations, followUp: composed.followUp };
  };
}
