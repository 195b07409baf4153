/**
 * puja-planner: auspicious days and time windows for a named puja in a date range, from the panchang of each day.
 * No language model: the answer is composed from computed data, and every reason it gives is a rule applied to it.
 *
 * Rules (Muhurta Chintamani ch. 1, the general shubha/ashubha tables, as popular panchangs apply them; simplified):
 * - the puja's own tithis and weekdays (table PUJAS, with where the custom comes from) score highest;
 * - rikta tithis (Chaturthi, Navami, Chaturdashi of either paksha) and Amavasya are avoided unless the puja is done
 *   on them; Shukla paksha is preferred;
 * - Vyatipata and Vaidhriti yogas are avoided outright; Vishkambha, Atiganda, Shula, Ganda, Vyaghata, Vajra and
 *   Parigha count against a day;
 * - shubha nakshatras count for it;
 * - the time window lies between sunrise and sunset, outside Rahu kalam, Yamaganda, Gulika kalam and Vishti (Bhadra)
 *   karana, and, when the day was chosen for its tithi, before that tithi ends.
 */
import { errors } from '../errors';
import { panchang, type Panchang } from '../astrology/panchang';
import { elementAt } from '../astrology/panchangElements';
import { addDays, daysBetween, isoDate, languageOf, localDate, placeOf, preferenceDate, type CivilDate } from './place';
import { citationOf } from '../astrology/chat/compose';
import { MUHURTA_NOTE } from '../astrology/chat/corpus/entries';
import type { MuhurtaRule } from '../astrology/chat/corpus/rules';
import type { AgentContext, ComposedAnswer } from './types';

interface PujaProfile {
  name: string;
  match: RegExp;
  /** Tithi numbers 1..30 (16..30 Krishna paksha) the puja is done on. */
  tithis: number[];
  /** 0 = Sunday. */
  weekdays: number[];
  nakshatras?: string[];
  custom: string;
}

const PUJAS: readonly PujaProfile[] = [
  { name: 'Satyanarayan puja', match: /satya\s*narayan/i, tithis: [15, 11, 26], weekdays: [4], custom: 'done on Purnima or Ekadashi (Skanda Purana, Satyanarayan katha), Thursday favoured' },
  { name: 'Ganesh puja', match: /ganesh|ganapati|vinayak/i, tithis: [4, 19], weekdays: [3], custom: 'done on Chaturthi (Shukla Vinayaka Chaturthi, Krishna Sankashti), Wednesday favoured' },
  { name: 'Lakshmi puja', match: /lakshmi|laxmi/i, tithis: [15, 30, 8], weekdays: [5], custom: 'done on Purnima, Amavasya (Diwali) or Ashtami, Friday favoured' },
  { name: 'Shiva puja (Rudrabhishek)', match: /shiv|rudra|mahadev/i, tithis: [13, 28, 29], weekdays: [1], custom: 'done on Trayodashi (Pradosh) or Krishna Chaturdashi (Masik Shivaratri), Monday favoured' },
  { name: 'Hanuman puja', match: /hanuman|sundar\s*kand/i, tithis: [15], weekdays: [2, 6], custom: 'done on Tuesday or Saturday, Purnima favoured' },
  {
    name: 'Griha pravesh', match: /griha\s*pravesh|house\s*warming|housewarming|new\s+(home|house)/i,
    tithis: [2, 3, 5, 7, 10, 11, 13], weekdays: [1, 3, 4, 5],
    nakshatras: ['Rohini', 'Mrigashira', 'Uttara Phalguni', 'Chitra', 'Anuradha', 'Uttara Ashadha', 'Uttara Bhadrapada', 'Revati'],
    custom: 'Shukla Dwitiya, Tritiya, Panchami, Saptami, Dashami, Ekadashi or Trayodashi with a fixed or soft nakshatra (Muhurta Chintamani ch. 12), Monday, Wednesday, Thursday or Friday',
  },
];
const GENERIC: PujaProfile = { name: 'Puja', match: /.^/, tithis: [2, 3, 5, 7, 10, 11, 13, 17, 18, 20], weekdays: [1, 3, 4, 5], custom: 'a general puja: nanda, bhadra, jaya and purna tithis, Monday, Wednesday, Thursday or Friday' };

const RIKTA = new Set([4, 9, 14, 19, 24, 29]);
const AVOIDED_YOGAS = new Set(['Vyatipata', 'Vaidhriti']);
const WEAK_YOGAS = new Set(['Vishkambha', 'Atiganda', 'Shula', 'Ganda', 'Vyaghata', 'Vajra', 'Parigha']);
const SHUBHA_NAKSHATRAS = new Set(['Ashwini', 'Rohini', 'Mrigashira', 'Punarvasu', 'Pushya', 'Uttara Phalguni', 'Hasta', 'Chitra',
  'Swati', 'Anuradha', 'Uttara Ashadha', 'Shravana', 'Dhanishta', 'Shatabhisha', 'Uttara Bhadrapada', 'Revati']);

export const MAX_RANGE_DAYS = 62;
const DEFAULT_RANGE_DAYS = 14;
const DEFAULT_DURATION_MINUTES = 60;

export function pujaProfile(text: string): PujaProfile {
  return PUJAS.find((p) => p.match.test(text)) ?? GENERIC;
}

/** `rules`: the muhurta rules (corpus notes) that scored or excluded this day. */
interface DayScore { day: Panchang; score: number; reasons: string[]; avoided: boolean; tithiChosen: boolean; rules: Set<MuhurtaRule> }

export function scoreDay(p: Panchang, profile: PujaProfile): DayScore {
  const reasons: string[] = [];
  const rules = new Set<MuhurtaRule>();
  let score = 0;
  let avoided = false;
  const t = p.tithi.number;
  const tithiChosen = profile.tithis.includes(t);
  const tithiText = `${p.tithi.paksha} ${p.tithi.name}${local(p.tithi.name_local)} (tithi ${t}) until ${until(p.date, p.tithi.end)}`;
  if (tithiChosen) {
    score += 3; reasons.push(`${tithiText}: a tithi this puja is done on`);
    // The general puja's tithis are Muhurta Chintamani's good tithi classes; a named puja's come from its own custom.
    if (profile === GENERIC) rules.add('tithi_classes');
  } else if (t === 30) { score -= 3; reasons.push(`${tithiText}: Amavasya is avoided for this puja`); rules.add('amavasya'); }
  else if (RIKTA.has(t)) { score -= 3; reasons.push(`${tithiText}: a rikta (empty) tithi, avoided`); rules.add('rikta_tithi'); }
  else reasons.push(`${tithiText}: neutral`);
  // Tithis 1-15 are Shukla paksha: Purnima (15) closes it (Krishna paksha is 16-30).
  if (t <= 15) { score += 1; reasons.push('Shukla paksha (waxing Moon), preferred'); rules.add('shukla_paksha'); }
  if (profile.weekdays.includes(p.vara.number - 1)) { score += 2; reasons.push(`${p.vara.weekday}, the favoured day`); }
  const nak = `${p.nakshatra.name}${local(p.nakshatra.name_local)} nakshatra`;
  if (profile.nakshatras?.includes(p.nakshatra.name)) { score += 2; reasons.push(`${nak}, one this puja calls for`); }
  else if (SHUBHA_NAKSHATRAS.has(p.nakshatra.name)) { score += 1; reasons.push(`${nak}, auspicious (shubha)`); rules.add('shubha_nakshatra'); }
  else if (profile.nakshatras) { score -= 1; reasons.push(`${nak}, not one this puja calls for`); }
  if (AVOIDED_YOGAS.has(p.yoga.name)) { score -= 5; avoided = true; reasons.push(`${p.yoga.name} yoga at sunrise, to be avoided`); rules.add('vyatipata_vaidhriti'); }
  else if (WEAK_YOGAS.has(p.yoga.name)) { score -= 1; reasons.push(`${p.yoga.name} yoga at sunrise, inauspicious`); }
  return { day: p, score, reasons, avoided, tithiChosen, rules };
}

const hhmm = (iso: string) => iso.slice(11, 16);
/** A local name (language hi or ta) in parentheses after the canonical one. */
const local = (name: string | undefined) => (name ? ` (${name})` : '');
/** "18:49", or "02:06 on 2025-11-04" when the instant falls on another day. */
const until = (date: string, iso: string) => (iso.slice(0, 10) === date ? hhmm(iso) : `${hhmm(iso)} on ${iso.slice(0, 10)}`);
const ms = (iso: string) => Date.parse(iso);

/** Free time between sunrise and sunset outside the day's bad periods; the first slot long enough. */
function windowOf(s: DayScore, durationMs: number): { start: number; end: number; blocked: string[]; abhijitFree: boolean; vishti: boolean } | null {
  const p = s.day;
  const dayEnd = s.tithiChosen ? Math.min(ms(p.sunset), ms(p.tithi.end)) : ms(p.sunset);
  const blocked: { start: number; end: number; what: string }[] = [
    { start: ms(p.rahu_kalam.start), end: ms(p.rahu_kalam.end), what: `Rahu kalam ${hhmm(p.rahu_kalam.start)}-${hhmm(p.rahu_kalam.end)}` },
    { start: ms(p.yamaganda.start), end: ms(p.yamaganda.end), what: `Yamaganda ${hhmm(p.yamaganda.start)}-${hhmm(p.yamaganda.end)}` },
    { start: ms(p.gulika_kalam.start), end: ms(p.gulika_kalam.end), what: `Gulika ${hhmm(p.gulika_kalam.start)}-${hhmm(p.gulika_kalam.end)}` },
  ];
  // Vishti (Bhadra) karanas that overlap daytime.
  let k = elementAt('karana', ms(p.sunrise));
  for (let i = 0; i < 4 && k.startUtcMs < dayEnd; i++) {
    if (k.name === 'Vishti') blocked.push({ start: k.startUtcMs, end: k.endUtcMs, what: `Vishti (Bhadra) karana until ${until(p.date, localIsoOf(p, k.endUtcMs))}` });
    k = elementAt('karana', k.endUtcMs + 1000);
  }
  blocked.sort((a, b) => a.start - b.start);
  const abhijit = { start: ms(p.abhijit_muhurta.start), end: ms(p.abhijit_muhurta.end) };
  // Abhijit is not used on Wednesdays (note set) nor when a bad period overlaps it.
  const abhijitFree = p.abhijit_muhurta.note === null && abhijit.end <= dayEnd && !blocked.some((b) => b.start < abhijit.end && b.end > abhijit.start);
  let cursor = ms(p.sunrise);
  for (const b of [...blocked, { start: dayEnd, end: dayEnd, what: '' }]) {
    const freeEnd = Math.min(b.start, dayEnd);
    if (freeEnd - cursor >= durationMs) return { start: cursor, end: cursor + durationMs, blocked: blocked.map((x) => x.what), abhijitFree, vishti: blocked.some((x) => x.what.startsWith('Vishti')) };
    cursor = Math.max(cursor, b.end);
    if (cursor >= dayEnd) break;
  }
  return null;
}

export interface PujaPlanInput { input: string; context?: AgentContext; nowMs?: number }

export function planPuja({ input, context, nowMs = Date.now() }: PujaPlanInput): ComposedAnswer {
  const place = placeOf(context);
  const language = languageOf(context);
  const today = localDate(place, nowMs);
  const from: CivilDate = preferenceDate(context, 'start_date') ?? addDays(today, 1);
  const to: CivilDate = preferenceDate(context, 'end_date') ?? addDays(from, DEFAULT_RANGE_DAYS - 1);
  const span = daysBetween(from, to) + 1;
  if (span < 1) throw errors.invalidRequest('context.preferences.end_date must not precede start_date.', 'context.preferences.end_date');
  if (span > MAX_RANGE_DAYS) throw errors.invalidRequest(`The date range may span at most ${MAX_RANGE_DAYS} days.`, 'context.preferences.end_date');
  if (to.year > 2100 || from.year < 1800) throw errors.invalidRequest('The date range must lie within 1800-01-01 to 2100-12-31.', 'context.preferences.end_date');
  const rawDuration = (context?.preferences as Record<string, unknown> | undefined)?.duration_minutes;
  const durationMinutes = typeof rawDuration === 'number' && Number.isInteger(rawDuration) && rawDuration >= 5 && rawDuration <= 720 ? rawDuration : DEFAULT_DURATION_MINUTES;
  const profile = pujaProfile(input);

  const days: DayScore[] = [];
  for (let i = 0; i < span; i++) {
    const date = isoDate(addDays(from, i));
    days.push(scoreDay(panchang({ date, lat: place.latDeg, lon: place.lonDeg, tz: place.tzHours, language }), profile));
  }
  const ranked = days.filter((d) => !d.avoided).sort((a, b) => b.score - a.score || a.day.date.localeCompare(b.day.date));
  const picks: { s: DayScore; w: NonNullable<ReturnType<typeof windowOf>> }[] = [];
  for (const s of ranked) {
    const w = windowOf(s, durationMinutes * 60000);
    if (w) picks.push({ s, w });
    if (picks.length === 3) break;
  }

  const where = `${place.latDeg.toFixed(4)}, ${place.lonDeg.toFixed(4)}${context?.location?.place ? ` (${context.location.place})` : ''}`;
  const lines = [`${profile.name} between ${isoDate(from)} and ${isoDate(to)} at ${where}, ${durationMinutes} minutes: ${profile.custom}.`];
  if (picks.length === 0) lines.push('No day in this range has a free window outside Rahu kalam, Yamaganda, Gulika and Vishti karana; widen the range or shorten the puja.');
  picks.forEach(({ s, w }, n) => {
    const p = s.day;
    lines.push(`${n + 1}. ${p.vara.weekday} ${p.date}, ${localHhmm(p, w.start)}-${localHhmm(p, w.end)} (sunrise ${hhmm(p.sunrise)}, sunset ${hhmm(p.sunset)}). `
      + `Why: ${s.reasons.join('; ')}. The window avoids ${w.blocked.join(', ')}.`
      + (w.abhijitFree ? ` Abhijit muhurta ${hhmm(p.abhijit_muhurta.start)}-${hhmm(p.abhijit_muhurta.end)} is also auspicious that day.` : ''));
  });
  lines.push('Rules: the puja\'s own tithis and weekdays first; rikta tithis, Amavasya, Vyatipata and Vaidhriti yogas avoided; shubha nakshatras and Shukla paksha preferred (Muhurta Chintamani ch. 1, simplified). Times are local.');

  return {
    output: lines.join('\n'),
    citations: pujaCitations(days, picks).map((r) => citationOf(MUHURTA_NOTE[r], language)),
    steps: [
      {
        tool: 'get_panchang',
        input: { start_date: isoDate(from), end_date: isoDate(to), lat: place.latDeg, lon: place.lonDeg },
        output: { days: days.length },
      },
      {
        tool: 'find_muhurta',
        input: { puja: profile.name, duration_minutes: durationMinutes },
        output: picks.map(({ s, w }) => ({ date: s.day.date, start: localIsoOf(s.day, w.start), end: localIsoOf(s.day, w.end), score: s.score })),
      },
    ],
  };
}

/** Citation order: the avoidances first, then what favoured the chosen days. */
const CITATION_ORDER: readonly MuhurtaRule[] = ['rikta_tithi', 'amavasya', 'vyatipata_vaidhriti', 'vishti_karana', 'tithi_classes', 'shukla_paksha', 'shubha_nakshatra'];
/** Rules that only demote or exclude a day: they decided the answer when any day of the range fell under them. */
const AVOIDANCES: ReadonlySet<MuhurtaRule> = new Set(['rikta_tithi', 'amavasya', 'vyatipata_vaidhriti']);

/**
 * The rules that decided the plan: an avoidance that demoted or excluded some day of the range, the rules that
 * favoured a chosen day, and Vishti karana when a chosen window was placed around it. A rule that touched no day is
 * not cited.
 */
export function pujaCitations(days: readonly DayScore[], picks: readonly { s: DayScore; w: { vishti: boolean } }[]): MuhurtaRule[] {
  const hit = new Set<MuhurtaRule>();
  for (const d of days) for (const r of d.rules) if (AVOIDANCES.has(r)) hit.add(r);
  for (const { s, w } of picks) {
    for (const r of s.rules) hit.add(r);
    if (w.vishti) hit.add('vishti_karana');
  }
  return CITATION_ORDER.filter((r) => hit.has(r));
}

/** Local time of an instant, in the offset the day's sunrise is written with. */
function localIsoOf(p: Panchang, utcMs: number): string {
  const offset = p.sunrise.slice(19);
  const sign = offset.startsWith('-') ? -1 : 1;
  const offMs = sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6))) * 60000;
  return `${new Date(Math.round(utcMs / 1000) * 1000 + offMs).toISOString().slice(0, 19)}${offset}`;
}
const localHhmm = (p: Panchang, utcMs: number) => localIsoOf(p, utcMs).slice(11, 16);
