/**
 * Muhurta: how good a day is for an undertaking (a named puja, griha pravesh, or any auspicious act) and the free time
 * window in it, from the day's panchang (panchang.ts). The puja-planner agent (src/agents/pujaPlanner.ts) and the
 * astrology chat's muhurta answers (chat/sections/day.ts) both score days here, so they give the same days, windows
 * and reasons.
 *
 * Rules (Muhurta Chintamani ch. 1, the general shubha/ashubha tables, as popular panchangs apply them; simplified):
 * - the undertaking's own tithis and weekdays (table PUJAS, with where the custom comes from) score highest;
 * - rikta tithis (Chaturthi, Navami, Chaturdashi of either paksha) and Amavasya are avoided unless the puja is done
 *   on them; Shukla paksha is preferred;
 * - Vyatipata and Vaidhriti yogas are avoided outright; Vishkambha, Atiganda, Shula, Ganda, Vyaghata, Vajra and
 *   Parigha count against a day;
 * - shubha nakshatras count for it;
 * - the time window lies between sunrise and sunset, outside Rahu kalam, Yamaganda, Gulika kalam and Vishti (Bhadra)
 *   karana, and, when the day was chosen for its tithi, before that tithi ends.
 */
import type { Panchang } from './panchang';
import { elementAt } from './panchangElements';
import type { MuhurtaRule } from './chat/corpus/rules';

export interface PujaProfile {
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
/** Any other undertaking: the general good tithis and weekdays. */
export const GENERIC_PROFILE: PujaProfile = { name: 'Puja', match: /.^/, tithis: [2, 3, 5, 7, 10, 11, 13, 17, 18, 20], weekdays: [1, 3, 4, 5], custom: 'a general puja: nanda, bhadra, jaya and purna tithis, Monday, Wednesday, Thursday or Friday' };

const RIKTA = new Set([4, 9, 14, 19, 24, 29]);
const AVOIDED_YOGAS = new Set(['Vyatipata', 'Vaidhriti']);
const WEAK_YOGAS = new Set(['Vishkambha', 'Atiganda', 'Shula', 'Ganda', 'Vyaghata', 'Vajra', 'Parigha']);
const SHUBHA_NAKSHATRAS = new Set(['Ashwini', 'Rohini', 'Mrigashira', 'Punarvasu', 'Pushya', 'Uttara Phalguni', 'Hasta', 'Chitra',
  'Swati', 'Anuradha', 'Uttara Ashadha', 'Shravana', 'Dhanishta', 'Shatabhisha', 'Uttara Bhadrapada', 'Revati']);

export const DEFAULT_DURATION_MINUTES = 60;

/** The profile a text names ("griha pravesh", "Satyanarayan puja"), else the general one. */
export function pujaProfile(text: string): PujaProfile {
  return PUJAS.find((p) => p.match.test(text)) ?? GENERIC_PROFILE;
}

/**
 * What counted for or against a day, as data (the English `reasons` say the same in words; the chat renders these in
 * the user's language): the tithi's verdict, the paksha, the weekday, the nakshatra's, the yoga's.
 */
export type DayMark =
  | 'tithi_chosen' | 'tithi_neutral' | 'amavasya' | 'rikta_tithi' | 'shukla_paksha' | 'weekday_favoured'
  | 'nakshatra_called' | 'nakshatra_shubha' | 'nakshatra_not_called' | 'yoga_avoided' | 'yoga_weak';

/** `rules`: the muhurta rules (corpus notes) that scored or excluded this day. */
export interface DayScore {
  day: Panchang; score: number; reasons: string[]; marks: DayMark[]; avoided: boolean; tithiChosen: boolean; rules: Set<MuhurtaRule>;
}

export function scoreDay(p: Panchang, profile: PujaProfile): DayScore {
  const reasons: string[] = [];
  const marks: DayMark[] = [];
  const rules = new Set<MuhurtaRule>();
  let score = 0;
  let avoided = false;
  const t = p.tithi.number;
  const tithiChosen = profile.tithis.includes(t);
  const tithiText = `${p.tithi.paksha} ${p.tithi.name}${local(p.tithi.name_local)} (tithi ${t}) until ${until(p.date, p.tithi.end)}`;
  if (tithiChosen) {
    score += 3; reasons.push(`${tithiText}: a tithi this puja is done on`); marks.push('tithi_chosen');
    // The general puja's tithis are Muhurta Chintamani's good tithi classes; a named puja's come from its own custom.
    if (profile === GENERIC_PROFILE) rules.add('tithi_classes');
  } else if (t === 30) { score -= 3; reasons.push(`${tithiText}: Amavasya is avoided for this puja`); marks.push('amavasya'); rules.add('amavasya'); }
  else if (RIKTA.has(t)) { score -= 3; reasons.push(`${tithiText}: a rikta (empty) tithi, avoided`); marks.push('rikta_tithi'); rules.add('rikta_tithi'); }
  else { reasons.push(`${tithiText}: neutral`); marks.push('tithi_neutral'); }
  // Tithis 1-15 are Shukla paksha: Purnima (15) closes it (Krishna paksha is 16-30).
  if (t <= 15) { score += 1; reasons.push('Shukla paksha (waxing Moon), preferred'); marks.push('shukla_paksha'); rules.add('shukla_paksha'); }
  if (profile.weekdays.includes(p.vara.number - 1)) { score += 2; reasons.push(`${p.vara.weekday}, the favoured day`); marks.push('weekday_favoured'); }
  const nak = `${p.nakshatra.name}${local(p.nakshatra.name_local)} nakshatra`;
  if (profile.nakshatras?.includes(p.nakshatra.name)) { score += 2; reasons.push(`${nak}, one this puja calls for`); marks.push('nakshatra_called'); }
  else if (SHUBHA_NAKSHATRAS.has(p.nakshatra.name)) { score += 1; reasons.push(`${nak}, auspicious (shubha)`); marks.push('nakshatra_shubha'); rules.add('shubha_nakshatra'); }
  else if (profile.nakshatras) { score -= 1; reasons.push(`${nak}, not one this puja calls for`); marks.push('nakshatra_not_called'); }
  if (AVOIDED_YOGAS.has(p.yoga.name)) { score -= 5; avoided = true; reasons.push(`${p.yoga.name} yoga at sunrise, to be avoided`); marks.push('yoga_avoided'); rules.add('vyatipata_vaidhriti'); }
  else if (WEAK_YOGAS.has(p.yoga.name)) { score -= 1; reasons.push(`${p.yoga.name} yoga at sunrise, inauspicious`); marks.push('yoga_weak'); }
  return { day: p, score, reasons, marks, avoided, tithiChosen, rules };
}

export const hhmm = (iso: string): string => iso.slice(11, 16);
/** A local name (language hi or ta) in parentheses after the canonical one. */
const local = (name: string | undefined) => (name ? ` (${name})` : '');
/** "18:49", or "02:06 on 2025-11-04" when the instant falls on another day. */
export const until = (date: string, iso: string): string => (iso.slice(0, 10) === date ? hhmm(iso) : `${hhmm(iso)} on ${iso.slice(0, 10)}`);
const ms = (iso: string) => Date.parse(iso);

/** A period a window keeps out of. */
export interface BlockedPeriod { kind: 'rahu_kalam' | 'yamaganda' | 'gulika_kalam' | 'vishti'; start: number; end: number; what: string }
export interface DayWindow {
  start: number; end: number;
  /** The avoided periods, in words (English). */
  blocked: string[];
  /** The same, as data (UTC ms). */
  periods: BlockedPeriod[];
  abhijitFree: boolean; vishti: boolean;
}

/** The end of the usable day: sunset, or the chosen tithi's end when the day was chosen for its tithi and it ends sooner. */
export const dayEndOf = (s: DayScore): number => (s.tithiChosen ? Math.min(ms(s.day.sunset), ms(s.day.tithi.end)) : ms(s.day.sunset));

/** The day's bad periods up to its end (dayEndOf): Rahu kalam, Yamaganda, Gulika kalam and daytime Vishti karanas, in order. */
export function blockedPeriods(s: DayScore): BlockedPeriod[] {
  const p = s.day;
  const dayEnd = dayEndOf(s);
  const blocked: BlockedPeriod[] = [
    { kind: 'rahu_kalam', start: ms(p.rahu_kalam.start), end: ms(p.rahu_kalam.end), what: `Rahu kalam ${hhmm(p.rahu_kalam.start)}-${hhmm(p.rahu_kalam.end)}` },
    { kind: 'yamaganda', start: ms(p.yamaganda.start), end: ms(p.yamaganda.end), what: `Yamaganda ${hhmm(p.yamaganda.start)}-${hhmm(p.yamaganda.end)}` },
    { kind: 'gulika_kalam', start: ms(p.gulika_kalam.start), end: ms(p.gulika_kalam.end), what: `Gulika ${hhmm(p.gulika_kalam.start)}-${hhmm(p.gulika_kalam.end)}` },
  ];
  // Vishti (Bhadra) karanas that overlap daytime.
  let k = elementAt('karana', ms(p.sunrise));
  for (let i = 0; i < 4 && k.startUtcMs < dayEnd; i++) {
    if (k.name === 'Vishti') blocked.push({ kind: 'vishti', start: k.startUtcMs, end: k.endUtcMs, what: `Vishti (Bhadra) karana until ${until(p.date, localIsoOf(p, k.endUtcMs))}` });
    k = elementAt('karana', k.endUtcMs + 1000);
  }
  return blocked.sort((a, b) => a.start - b.start);
}

/** Free time between sunrise and sunset outside the day's bad periods; the first slot long enough. */
export function windowOf(s: DayScore, durationMs: number): DayWindow | null {
  const p = s.day;
  const dayEnd = dayEndOf(s);
  const blocked = blockedPeriods(s);
  const abhijit = { start: ms(p.abhijit_muhurta.start), end: ms(p.abhijit_muhurta.end) };
  // Abhijit is not used on Wednesdays (note set) nor when a bad period overlaps it.
  const abhijitFree = p.abhijit_muhurta.note === null && abhijit.end <= dayEnd && !blocked.some((b) => b.start < abhijit.end && b.end > abhijit.start);
  let cursor = ms(p.sunrise);
  for (const b of [...blocked, { start: dayEnd, end: dayEnd, what: '' }]) {
    const freeEnd = Math.min(b.start, dayEnd);
    if (freeEnd - cursor >= durationMs) {
      return { start: cursor, end: cursor + durationMs, blocked: blocked.map((x) => x.what), periods: blocked, abhijitFree, vishti: blocked.some((x) => x.kind === 'vishti') };
    }
    cursor = Math.max(cursor, b.end);
    if (cursor >= dayEnd) break;
  }
  return null;
}

export interface MuhurtaPick { s: DayScore; w: DayWindow }

/** The best `count` days: not avoided, highest score first (earlier date on a tie), each with a free window. */
export function bestDays(days: readonly DayScore[], durationMs: number, count: number): MuhurtaPick[] {
  const ranked = days.filter((d) => !d.avoided).sort((a, b) => b.score - a.score || a.day.date.localeCompare(b.day.date));
  const picks: MuhurtaPick[] = [];
  for (const s of ranked) {
    if (picks.length === count) break;
    const w = windowOf(s, durationMs);
    if (w) picks.push({ s, w });
  }
  return picks;
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
export function localIsoOf(p: Panchang, utcMs: number): string {
  const offset = p.sunrise.slice(19);
  const sign = offset.startsWith('-') ? -1 : 1;
  const offMs = sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6))) * 60000;
  return `${new Date(Math.round(utcMs / 1000) * 1000 + offMs).toISOString().slice(0, 19)}${offset}`;
}
export const localHhmm = (p: Panchang, utcMs: number): string => localIsoOf(p, utcMs).slice(11, 16);
