/**
 * Reads a chat request into what the astrology answer needs: the language, the intent, the birth details of the
 * user (and of a partner for compatibility), the asked period. Sources, later overriding earlier:
 *  1. a system message whose whole content is a JSON object (the structured format in README):
 *     {"birth_details": {"date": "YYYY-MM-DD", "time": "HH:MM", "place": "City, Country"} | {..., "lat", "lon", "tz"?},
 *     (tz: hours, or an IANA zone name whose offset at the birth is used),
 *      "partner_birth_details": {...same...}?, "language": "en" | "hi" | "ta"?}
 *  2. every user message in order (free text; details given in earlier turns are remembered).
 */
import type { ChatRequestBody } from '../../providers/types';
import { LANGUAGES } from '../i18n';
import type { Language } from './lexicon';
import { monthsAheadOf, needsBirth, partsOf, relativeDayOf, type Part } from './asked';
import { UNKNOWN_TIME, asciiDigits, findCoordinates, findDates, findMonthYear, findPlaces, findTimes, findYears, scriptLanguage, type CivilDate } from './extract';
import { PARTNER_CUE, USER_CUE, USER_IS_BRIDE, USER_IS_GROOM, mentionsAstrology } from './cues';
import { isPlaceName } from './places';

export interface PersonDetails {
  date?: string;
  time?: string;
  place?: string;
  lat?: number;
  lon?: number;
  /** UTC offset in hours, fixed (the structured message's numeric `tz`). */
  tz?: number;
  /** An IANA zone named by the structured message's `tz` ("Asia/Kolkata"): its offset at the birth is used. */
  tzZone?: string;
  /** The structured message's `tz` was neither hours nor a zone name: asked back, never dropped. */
  tzInvalid?: string;
  timeUnknown?: boolean;
  gender?: 'male' | 'female';
  /** How a numeric date was read ("12/03/1990" -> 1990-03-12), to say so in the answer. */
  dateRead?: { text: string; iso: string };
  /** A time without am/pm read on the 24-hour clock ("2:30" -> 02:30), to say so in the answer. */
  timeRead?: { text: string; value: string };
}

/** What a question that needs no birth is about: the place and days it names. */
export interface DayAsk {
  /** A place named in the question ("in Pune"). */
  place?: string;
  lat?: number;
  lon?: number;
  /** Dates named in the question, in order. */
  dates: CivilDate[];
  /** A month named with its year ("January 2027"). */
  month?: { year: number; month: number };
  /** today 0, tomorrow 1, the day after 2. */
  relativeDay: number | null;
}

export interface Understood {
  language: Language;
  /** The parts asked in the latest question that asked something, in order; empty: not about astrology. */
  parts: Part[];
  question: string;
  person: PersonDetails;
  partner: PersonDetails | null;
  /** For compatibility: whether the user is the groom or the bride of ashtakoota, when they said so. */
  userRole: 'boy' | 'girl' | null;
  /** Years asked about ("how is 2027 for me"), none = the coming months. */
  years: number[];
  /** "this year" (0) or "next year" (1), resolved against the clock by the responder. */
  relativeYear: 0 | 1 | null;
  /** "the next six months": 6. */
  monthsAhead: number | null;
  /** The place and days of a question that needs no birth (panchang, muhurta, festival). */
  day: DayAsk;
}

const iso = (d: CivilDate) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((p) => (p && typeof p === 'object' && typeof (p as { text?: unknown }).text === 'string' ? (p as { text: string }).text : '')).join(' ');
  return '';
}

function structured(text: string): Record<string, unknown> | null {
  const t = text.trim();
  if (!t.startsWith('{')) return null;
  try { const v = JSON.parse(t); return v && typeof v === 'object' && !Array.isArray(v) ? v : null; } catch { return null; }
}

function fromStructured(raw: unknown): PersonDetails {
  if (!raw || typeof raw !== 'object') return {};
  const r = raw as Record<string, unknown>;
  const out: PersonDetails = {};
  if (typeof r.date === 'string') out.date = r.date;
  if (typeof r.time === 'string') out.time = r.time;
  if (typeof r.place === 'string' && r.place.trim()) out.place = r.place.trim();
  if (typeof r.lat === 'number' && typeof r.lon === 'number') { out.lat = r.lat; out.lon = r.lon; }
  if (typeof r.tz === 'number' && Number.isFinite(r.tz) && Math.abs(r.tz) <= 14) out.tz = r.tz;
  else if (typeof r.tz === 'string' && /^\s*[+-]?\d{1,2}(\.\d+)?\s*$/.test(r.tz) && Math.abs(+r.tz) <= 14) out.tz = +r.tz;
  else if (typeof r.tz === 'string' && isTimeZone(r.tz.trim())) out.tzZone = r.tz.trim();
  else if (r.tz !== undefined && r.tz !== null) out.tzInvalid = String(r.tz).slice(0, 64);
  if (r.gender === 'male' || r.gender === 'female') out.gender = r.gender;
  return out;
}

/** An IANA time zone name the runtime's tz database knows ("Asia/Kolkata", "America/New_York", "UTC"). */
export function isTimeZone(name: string): boolean {
  if (name === '' || name.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return false;
  try { new Intl.DateTimeFormat('en', { timeZone: name }); return true; } catch { return false; }
}

/** Details found in one piece of free text. */
function detailsIn(text: string): PersonDetails {
  const out: PersonDetails = {};
  const dates = findDates(text);
  if (dates[0]) {
    out.date = iso(dates[0].value);
    if (/^\d{1,2}[/.-]\d{1,2}[/.-]\d{4}$/.test(dates[0].text)) out.dateRead = { text: dates[0].text, iso: out.date };
  }
  const coords = findCoordinates(text);
  if (coords[0]) { out.lat = coords[0].value.lat; out.lon = coords[0].value.lon; }
  const times = findTimes(text, [...dates, ...coords]);
  if (times[0]) {
    out.time = times[0].value;
    if (times[0].clock24Assumed) out.timeRead = { text: times[0].text, value: times[0].value };
  }
  else if (UNKNOWN_TIME.test(text)) out.timeUnknown = true;
  const places = coords[0] ? [] : findPlaces(text);
  if (places[0]) { out.place = places[0].value; }
  else if (coords[0]) { /* coordinates given: no place name needed */ }
  else {
    // A short reply that is only a place name ("chennai", "Hyderabad, India"): the answer to our question.
    const t = text.trim().replace(/[.!]+$/, '');
    if (t.split(/\s+/).length <= 4 && !/\d/.test(t) && isPlaceName(t.split(',')[0].trim())) out.place = t;
  }
  return out;
}

function merge(into: PersonDetails, add: PersonDetails): void {
  if (add.date) { into.date = add.date; into.dateRead = add.dateRead; }
  if (add.time) { into.time = add.time; into.timeRead = add.timeRead; into.timeUnknown = false; }
  if (add.timeUnknown && !into.time) into.timeUnknown = true;
  if (add.place) { into.place = add.place; delete into.lat; delete into.lon; delete into.tz; delete into.tzZone; delete into.tzInvalid; }
  if (add.lat !== undefined && add.lon !== undefined) { into.lat = add.lat; into.lon = add.lon; delete into.place; }
  if (add.tz !== undefined) { into.tz = add.tz; delete into.tzZone; delete into.tzInvalid; }
  if (add.tzZone !== undefined) { into.tzZone = add.tzZone; delete into.tz; delete into.tzInvalid; }
  if (add.tzInvalid !== undefined) { into.tzInvalid = add.tzInvalid; delete into.tz; delete into.tzZone; }
  if (add.gender) into.gender = add.gender;
}

const complete = (p: PersonDetails) => !!p.date && !!p.time && (!!p.place || p.lat !== undefined);
const hasAny = (p: PersonDetails) => !!(p.date || p.time || p.place || p.lat !== undefined || p.timeUnknown);

export function understand(body: ChatRequestBody): Understood {
  let sysLanguage: Language | null = null;
  const person: PersonDetails = {};
  let partner: PersonDetails | null = null;
  let role: 'boy' | 'girl' | null = null;
  let parts: Part[] = [];
  let question = '';
  let anyAstro = false;
  const years: number[] = [];
  let relativeYear: 0 | 1 | null = null;
  let monthsAhead: number | null = null;
  let day: DayAsk = { dates: [], relativeDay: null };

  let lastAssistant = '';
  for (const m of body.messages) {
    const text = asciiDigits(textOf((m as { content?: unknown }).content));
    if (m.role === 'assistant') { lastAssistant = text; continue; }
    if (m.role === 'system' || m.role === 'developer') {
      const s = structured(text);
      if (!s) continue;
      if (typeof s.language === 'string' && (LANGUAGES as readonly string[]).includes(s.language)) sysLanguage = s.language as Language;
      if (s.birth_details) merge(person, fromStructured(s.birth_details));
      if (s.partner_birth_details) { partner ??= {}; merge(partner, fromStructured(s.partner_birth_details)); }
      continue;
    }
    if (m.role !== 'user') continue;
    const askedBefore = question;
    question = text;
    if (mentionsAstrology(text)) anyAstro = true;
    const said = partsOf(text, { partnerKnown: !!partner && hasAny(partner) });
    if (said.length) parts = said;
    // A bare city after our question for the city of a day question is that day's place, not a birth place.
    if (!said.length && ASKED_FOR_CITY.test(lastAssistant)) {
      const at = detailsIn(text);
      // The question stays the one that asked (its words decide the range, the undertaking, the language).
      if (at.place || at.lat !== undefined) { day = { ...day, place: at.place, lat: at.lat, lon: at.lon }; question = askedBefore; continue; }
    }
    if (USER_IS_GROOM.test(text)) role = 'boy';
    else if (USER_IS_BRIDE.test(text)) role = 'girl';

    // Who each piece of text is about: from each partner cue ("my wife", "she was born") on, the partner; from each
    // user cue ("I was born", "मेरा जन्म") on, the user; text before any cue, the user. Two dates with no partner
    // cue: the second is the partner's.
    const dates = findDates(text);
    // A question that needs no birth ("the tithi today in Chennai", "griha pravesh dates in January 2027 in Pune"):
    // its place and dates are the day's, not a birth's.
    if (said.length && !said.some(needsBirth) && !birthCue(text)) {
      day = dayAskOf(text, dates);
      years.length = 0;
      years.push(...findYears(text, dates));
      relativeYear = NEXT_YEAR.test(text) ? 1 : THIS_YEAR.test(text) ? 0 : null;
      monthsAhead = null;
      continue;
    }
    const { mineText, theirsText } = splitByPerson(text, dates);
    const mine = detailsIn(mineText);
    const theirs = theirsText !== null ? detailsIn(theirsText) : null;
    if (theirs && hasAny(theirs)) { partner ??= {}; merge(partner, theirs); }
    // A date, time or place in a later message replaces a known birth detail only when the message speaks of the
    // birth or answers our question for it ("Is a job in Mumbai good for me on 15 August 2027?" changes nothing).
    const otherYears: number[] = [];
    const spokenPlace = mine.place;
    if (!birthCue(text) && !ASKED_FOR_DETAILS.test(lastAssistant)) {
      if (person.date && mine.date) { otherYears.push(+mine.date.slice(0, 4)); delete mine.date; delete mine.dateRead; }
      if (person.time && mine.time) { delete mine.time; delete mine.timeRead; }
      if ((person.place || person.lat !== undefined) && (mine.place || mine.lat !== undefined)) { delete mine.place; delete mine.lat; delete mine.lon; }
    }
    if (hasAny(mine)) {
      // A bare reply completes whoever is still missing something, the user first.
      if (!theirs && partner && complete(person) && !complete(partner)) merge(partner, mine);
      else merge(person, mine);
    }
    years.length = 0;
    years.push(...otherYears, ...findYears(text, [...dates, ...birthYearMentions(text)]));
    relativeYear = NEXT_YEAR.test(text) ? 1 : THIS_YEAR.test(text) ? 0 : null;
    monthsAhead = monthsAheadOf(text);
    // A date read as a birth (the user's or the partner's) is never the asked day ("I was born on 12 March 1990 ...
    // Is today good for me?" asks about today).
    const partnerDate = PARTNER_CUE.test(text) ? theirs?.date : undefined;
    if (said.length) day = dayAskOf(text, dates.filter((d) => iso(d.value) !== mine.date && iso(d.value) !== partnerDate), false);
    // A place that is not the birth's ("Is tomorrow a good day for me in Mumbai?", a birth known): the day's place.
    if (said.length && spokenPlace && !mine.place && said.some((p) => DAY_TOPICS.has(p.topic))) day.place = spokenPlace;
  }

  const script = scriptLanguage(question);
  const language: Language = script ?? sysLanguage ?? 'en';
  const partnerGiven = !!partner && hasAny(partner);
  // A year or a span of months with nothing else timed: how that period goes.
  const timed = parts.some((p) => !['basics', 'personality', 'strengths'].includes(p.topic));
  if ((years.length > 0 || relativeYear !== null || monthsAhead !== null) && !timed) parts = [...parts, { topic: 'period' }];
  // Two people and no other question (or only marriage): their compatibility.
  if (partnerGiven && !parts.some((p) => p.topic === 'compatibility' || (p.topic === 'western' && p.ask === 'synastry'))
    && parts.every((p) => (p.topic === 'life' && p.area === 'marriage'))) parts = [{ topic: 'compatibility' }];
  if (person.gender) role = person.gender === 'male' ? 'boy' : 'girl';
  else if (partner?.gender) role = partner.gender === 'male' ? 'girl' : 'boy';
  if (parts.length === 0 && (anyAstro || hasAny(person))) parts = [{ topic: 'personality' }];
  return { language, parts, question, person, partner: partnerGiven ? partner : null, userRole: role, years, relativeYear, monthsAhead, day };
}

/** The place and days a question names (`withPlace` false: a birth question's place is the birth's, not the day's). */
function dayAskOf(text: string, dates: { value: CivilDate }[], withPlace = true): DayAsk {
  const out: DayAsk = { dates: dates.map((d) => d.value), relativeDay: relativeDayOf(text) };
  const month = findMonthYear(text);
  if (month) out.month = month;
  if (!withPlace) return out;
  const coords = findCoordinates(text);
  if (coords[0]) { out.lat = coords[0].value.lat; out.lon = coords[0].value.lon; return out; }
  const places = findPlaces(text);
  if (places[0]) out.place = places[0].value;
  return out;
}

function splitByPerson(text: string, dates: { start: number }[]): { mineText: string; theirsText: string | null } {
  const cues = [
    ...[...text.matchAll(new RegExp(PARTNER_CUE.source, 'giu'))].map((m) => ({ at: m.index!, who: 'partner' as const })),
    ...[...text.matchAll(new RegExp(USER_CUE.source, 'giu'))].map((m) => ({ at: m.index!, who: 'user' as const })),
  ].sort((a, b) => a.at - b.at);
  if (!cues.some((c) => c.who === 'partner')) {
    return dates.length >= 2 ? { mineText: text.slice(0, dates[1].start), theirsText: text.slice(dates[1].start) } : { mineText: text, theirsText: null };
  }
  let mineText = text.slice(0, cues[0].at);
  let theirsText = '';
  cues.forEach((c, i) => {
    const piece = text.slice(c.at, cues[i + 1]?.at ?? text.length);
    if (c.who === 'partner') theirsText += ` ${piece}`; else mineText += ` ${piece}`;
  });
  return { mineText, theirsText };
}

/** The message speaks of a birth (its details are birth details). */
const BIRTH_CUE = /born|birth|\bdob\b|\btob\b|\bpob\b|जन्म|पैदा|பிறந்|பிறப்பு/iu;
/** "birth star", "janma rashi", "जन्म नक्षत्र": a nakshatra or rashi the user names (tarabala, chandrashtama), not a birth detail. */
const BIRTH_STAR = /birth\s*(star|nakshatra|rashi|rasi)|janma\s*(nakshatra|nakshatram|rashi|rasi|star)|जन्म\s*(नक्षत्र|राशि)|(பிறந்த|ஜென்ம)\s*(நட்சத்திர|ராசி)[\p{L}\p{M}]*/giu;
/** Parts about a day at a place (their place is the question's, else the birth's). */
const DAY_TOPICS: ReadonlySet<string> = new Set(['muhurta', 'panchang', 'festival', 'periods', 'chandrashtama', 'balam']);
const birthCue = (text: string): boolean => BIRTH_CUE.test(text.replace(BIRTH_STAR, ' '));
/** Our own question for a birth detail (followup.ts), so the next user message answers it. */
/** Our question for the city of a day question (sections/day.ts T.askCity). */
const ASKED_FOR_CITY = /Which city should I compute|किस शहर के लिए गणना|எந்த ஊருக்குக் கணிக்க/u;
const ASKED_FOR_DETAILS = /date of birth|time of birth|place of birth|more than one place|could not find|जन्म तिथि|जन्म समय|जन्म स्थान|एक से अधिक स्थान|பிறந்த தேதி|பிறந்த நேரம்|பிறந்த இடம்|ஒன்றுக்கு மேற்பட்ட இடங்கள்|கிடைக்கவில்லை/iu;

const NEXT_YEAR = /next\s+year|coming\s+year|अगले\s+(साल|वर्ष)|அடுத்த\s+(ஆண்டு|வருடம்)/iu;
const THIS_YEAR = /this\s+year|इस\s+(साल|वर्ष)|இந்த\s+(ஆண்டு|வருடம்)/iu;

/** "born in 1990", "जन्म 1990" — a birth year is not an asked period. */
function birthYearMentions(text: string): { start: number; end: number }[] {
  // "born in 1990", "birth year: 1990", "जन्म 1990" (the year after the word, same sentence); "1990-ல் பிறந்தேன்"
  // (Tamil puts the verb after the year).
  const after = [...text.matchAll(/(born|birth|जन्म)[^\d.!?।]{0,12}(\d{4})/giu)].map((m) => ({ start: m.index! + m[0].length - 4, end: m.index! + m[0].length }));
  const before = [...text.matchAll(/(\d{4})[^\d.!?]{0,8}பிறந்த/gu)].map((m) => ({ start: m.index!, end: m.index! + 4 }));
  return [...after, ...before];
}
