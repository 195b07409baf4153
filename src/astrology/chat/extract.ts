/**
 * Reading birth details out of free text: dates ("12/03/1990" read day first as in India, "1990-03-12",
 * "12 March 1990", "March 12, 1990", Hindi and Tamil month names), times ("2:30 pm", "14:30", "2 pm", "2:30 बजे"
 * with सुबह/दोपहर/शाम/रात, காலை/மதியம்/மாலை/இரவு), place phrases ("in Chennai", "born at Madurai, India", script names)
 * and the script of the text. Devanagari and Tamil digits are read as ASCII digits.
 */
import { SCRIPT_ALIASES, isCountryOrRegion, isPlaceName, largestPopulation } from './places';
import type { Language } from './lexicon';
import { MAX_YEAR, MIN_YEAR } from '../validate';

export interface CivilDate { year: number; month: number; day: number }
export interface Found<T> {
  value: T; start: number; end: number; text: string;
  /** A time of 1:00-12:59 with no am/pm or part-of-day word: read on the 24-hour clock, and the answer says so. */
  clock24Assumed?: boolean;
}

const MONTHS: Record<string, number> = {};
const MONTH_WORDS: string[][] = [
  ['january', 'jan', 'जनवरी', 'ஜனவரி'], ['february', 'feb', 'फ़रवरी', 'फरवरी', 'பிப்ரவரி'], ['march', 'mar', 'मार्च', 'மார்ச்'],
  ['april', 'apr', 'अप्रैल', 'अप्रेल', 'ஏப்ரல்'], ['may', 'मई', 'மே'], ['june', 'jun', 'जून', 'ஜூன்'], ['july', 'jul', 'जुलाई', 'ஜூலை'],
  ['august', 'aug', 'अगस्त', 'ஆகஸ்ட்', 'ஆகஸ்டு'], ['september', 'sep', 'sept', 'सितंबर', 'सितम्बर', 'செப்டம்பர்'],
  ['october', 'oct', 'अक्टूबर', 'अक्तूबर', 'அக்டோபர்'], ['november', 'nov', 'नवंबर', 'नवम्बर', 'நவம்பர்'],
  ['december', 'dec', 'दिसंबर', 'दिसम्बर', 'டிசம்பர்'],
];
MONTH_WORDS.forEach((words, i) => { for (const w of words) MONTHS[w] = i + 1; });
const MONTH_RE = MONTH_WORDS.flat().sort((a, b) => b.length - a.length).map((w) => w.replace(/\./g, '\\.')).join('|');
/** A month word not glued to letters (\b does not work for Devanagari/Tamil). */
const M = `(?<![\\p{L}\\p{M}])(${MONTH_RE})\\.?(?![\\p{L}\\p{M}])`;

export function asciiDigits(s: string): string {
  return s.replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - 0x0966)).replace(/[\u0be6-\u0bef]/g, (d) => String(d.charCodeAt(0) - 0x0be6));
}

const validDate = (d: CivilDate) => d.month >= 1 && d.month <= 12 && d.day >= 1 && d.day <= new Date(Date.UTC(d.year, d.month, 0)).getUTCDate() && d.year >= MIN_YEAR && d.year <= MAX_YEAR;

export function findDates(text: string): Found<CivilDate>[] {
  const out: Found<CivilDate>[] = [];
  const push = (m: RegExpExecArray, d: CivilDate) => {
    if (validDate(d) && !out.some((o) => m.index < o.end && m.index + m[0].length > o.start)) out.push({ value: d, start: m.index, end: m.index + m[0].length, text: m[0] });
  };
  for (const m of text.matchAll(/\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g)) push(m as RegExpExecArray, { year: +m[1], month: +m[2], day: +m[3] });
  for (const m of text.matchAll(/\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/g)) {
    const a = +m[1], b = +m[2];
    // Day first (Indian and European usage) unless the second number cannot be a month.
    push(m as RegExpExecArray, b > 12 && a <= 12 ? { year: +m[3], month: a, day: b } : { year: +m[3], month: b, day: a });
  }
  for (const m of text.matchAll(new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?(?:\\s+of)?[\\s,-]*${M}[\\s,-]*(\\d{4})\\b`, 'giu'))) push(m as RegExpExecArray, { year: +m[3], month: MONTHS[m[2].toLowerCase()], day: +m[1] });
  for (const m of text.matchAll(new RegExp(`${M}[\\s-]*(\\d{1,2})(?:st|nd|rd|th)?[\\s,]+(\\d{4})\\b`, 'giu'))) push(m as RegExpExecArray, { year: +m[3], month: MONTHS[m[1].toLowerCase()], day: +m[2] });
  // Year first ("1990 மார்ச் 12", "1990 March 12"), as Tamil and Hindi writers also give a date; not "1990 March 12:30".
  for (const m of text.matchAll(new RegExp(`\\b(\\d{4})[\\s,-]+${M}[\\s,-]*(\\d{1,2})(?![\\d:.])`, 'giu'))) push(m as RegExpExecArray, { year: +m[1], month: MONTHS[m[2].toLowerCase()], day: +m[3] });
  return out.sort((a, b) => a.start - b.start);
}

/**
 * Part-of-day words around a time. am/pm themselves count only as the word right after the time (the regex's
 * marker), never inside other words ("Amritsar", "Jammu", "I am"). English and Hindi words are whole words
 * (Unicode-aware boundaries: \b does not see Devanagari, and "रात" is inside "गुजरात"); Tamil words are word
 * starts, since Tamil glues case endings on (காலையில், மாலையில், இரவில்).
 */
const NOT_LETTER_BEFORE = '(?<![\\p{L}\\p{M}\\p{N}])';
const NOT_LETTER_AFTER = '(?![\\p{L}\\p{M}])';
const PM_WORDS = new RegExp(`${NOT_LETTER_BEFORE}(?:(?:afternoon|evening|night|दोपहर|शाम|रात)${NOT_LETTER_AFTER}|மதிய|மாலை|இரவ|சாயங்கால)`, 'iu');
const AM_WORDS = new RegExp(`${NOT_LETTER_BEFORE}(?:(?:morning|सुबह|प्रातः|सवेरे)${NOT_LETTER_AFTER}|காலை|அதிகாலை)`, 'iu');
const NIGHT_WORDS = new RegExp(`${NOT_LETTER_BEFORE}(?:(?:night|रात)${NOT_LETTER_AFTER}|இரவ)`, 'iu');

/** Times, with am/pm from the marker right after them or a part-of-day word close by. Regions taken by dates are skipped. */
export function findTimes(text: string, taken: { start: number; end: number }[] = []): Found<string>[] {
  const out: Found<string>[] = [];
  // The marker must end the word: "12:40 Amritsar" has no am, "2 his" no h.
  const re = /(?<![\d/.:-])(\d{1,2})(?:[:.](\d{2}))?(?:\s*(a\.?\s?m\.?|p\.?\s?m\.?|hrs|hours|h|बजे|மணி[\p{L}\p{M}]*)(?![\p{L}\p{M}]))?(?![\d/.-]*\d{3})/giu;
  for (const m of text.matchAll(re)) {
    const start = m.index!, end = start + m[0].length;
    if (taken.some((t) => start < t.end && end > t.start)) continue;
    const hasMinutes = m[2] !== undefined;
    const marker = m[3];
    // "in the afternoon" after the time, "दोपहर 2:30 बजे", "மாலை 6 மணிக்கு" before it.
    const around = text.slice(Math.max(0, start - 16), Math.min(text.length, end + 20));
    if (!hasMinutes && !marker) continue; // a bare number is not a time
    let h = +m[1];
    const min = hasMinutes ? +m[2] : 0;
    if (h > 23 || min > 59) continue;
    const markerAm = !!marker && /^a/i.test(marker);
    const markerPm = !!marker && /^p/i.test(marker);
    const pm = markerPm || (!markerAm && PM_WORDS.test(around));
    const am = markerAm || (!markerPm && AM_WORDS.test(around));
    if (pm && h < 12 && !(NIGHT_WORDS.test(around) && h < 5)) h += 12;
    else if (am && !pm && h === 12) h = 0;
    const clock24Assumed = !pm && !am && (!marker || !/^(hrs|hours|h)$/i.test(marker)) && +m[1] >= 1 && +m[1] <= 12;
    out.push({ value: `${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}`, start, end, text: m[0].trim(), ...(clock24Assumed ? { clock24Assumed } : {}) });
  }
  return out;
}

/** Words that follow "in"/"at" without being places (months, periods, topics). */
const NOT_PLACES = new Set(['the', 'my', 'a', 'an', 'life', 'love', 'general', 'future', 'career', 'marriage', 'health', 'money',
  'detail', 'details', 'morning', 'evening', 'afternoon', 'night', 'noon', 'time', 'year', 'years', 'month', 'this', 'next', 'which',
  'what', 'how', 'hospital', 'home', 'india', 'am', 'pm', 'order', 'terms', 'particular', 'short', 'english', 'hindi', 'tamil',
  ...Object.keys(MONTHS), 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);

/** Place phrases after a cue ("in", "at", "from", "place:"), e.g. "Chennai", "Springfield, IL", plus script names. */
export function findPlaces(text: string): Found<string>[] {
  const out: Found<string>[] = [];
  const re = /\b(?:born\s+in|born\s+at|in|at|from|place(?:\s+of\s+birth)?\s*[:-]|city\s*[:-])\s+([A-Za-z\u00c0-\u024f][A-Za-z\u00c0-\u024f .'-]*(?:,\s*[A-Za-z\u00c0-\u024f][A-Za-z\u00c0-\u024f .'-]*){0,2})/gi;
  for (const m of text.matchAll(re)) {
    // The phrase ends at the next sentence (". " after a word of 3+ letters: "Tamil Nadu. Career?", not "St. Louis").
    const sentence = m[1].split(/(?<=[a-z]{3})\.\s/)[0];
    const phrase = sentence.split(/\s+(?:at|on|and|but|what|how|will|when|is|was|my|i|to|for|with|about|born|who|where|can|please)\b/i)[0].replace(/[\s.,'-]+$/, '');
    const words = phrase.split(/\s+/);
    // Longest prefix of the city part that names a place; qualifiers after a comma are kept for the lookup.
    const [cityPart, ...rest] = phrase.split(',');
    const quals = rest.map((q) => q.trim()).filter(Boolean);
    const cw = cityPart.trim().split(/\s+/);
    for (let n = Math.min(cw.length, 4); n >= 1; n--) {
      const cand = cw.slice(0, n).join(' ');
      if (NOT_PLACES.has(cand.toLowerCase())) continue;
      const capitalized = /^[A-Z\u00c0-\u00de]/.test(cand);
      if (!isPlaceName(cand) || (!capitalized && cand.length < 4)) continue;
      const value = n === cw.length && quals.length > 0 ? [cand, ...quals.map((q) => q.trim())].join(', ') : cand;
      const start = m.index! + m[0].indexOf(m[1]);
      out.push({ value, start, end: start + value.length, text: value });
      break;
    }
    void words;
  }
  if (out.length === 0) out.push(...placesWithoutCue(text));
  for (const alias of SCRIPT_ALIASES) {
    let from = 0;
    for (;;) {
      const at = text.indexOf(alias, from);
      if (at < 0) break;
      if (!out.some((o) => at < o.end && at + alias.length > o.start)) out.push({ value: alias, start: at, end: at + alias.length, text: alias });
      from = at + alias.length;
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

/** "Chennai India", "new delhi": a city (of 100,000 people or more, or an alias) with an optional country after it. */
function cityWithCountry(words: string[]): string | null {
  for (let n = Math.min(3, words.length); n >= 1; n--) {
    const city = words.slice(0, n).join(' ');
    const rest = words.slice(n).join(' ');
    if (NOT_PLACES.has(city.toLowerCase()) || city.length < 3 || largestPopulation(city) < 100_000) continue;
    if (rest === '') return city;
    if (isCountryOrRegion(rest)) return `${city}, ${rest}`;
  }
  return null;
}

/**
 * Without a cue, a place is only taken where it stands apart: a comma-separated piece that is just a city (and
 * country: "chennai", "Madurai, India"), the words right after the birth date/time ("12-03-1990 14:30 Chennai India"),
 * or a capitalized large city inside a sentence (not its first word: "Nice to meet you" is no birthplace).
 */
function placesWithoutCue(text: string): Found<string>[] {
  // Pieces between commas, semicolons and sentence ends (a dot followed by a space: "12.03.1990" stays whole).
  const segments = [...text.matchAll(/(?:[^,;!?\n.]|\.(?!\s|$))+/g)].map((m) => ({ text: m[0].trim(), start: m.index! + (m[0].length - m[0].trimStart().length) }));
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i];
    const label = seg.text.replace(/^(pob|place|birth\s*place|birthplace|city)\s*[:=-]\s*/i, '');
    // The alphabetic words after the last number of the piece (or all of it when it has none).
    const tail = label.split(/\s+/).filter(Boolean);
    let k = tail.length;
    while (k > 0 && !/\d/.test(tail[k - 1])) k--;
    const words = tail.slice(k).filter((w) => /^[\p{L}.'-]+$/u.test(w));
    if (words.length === 0 || words.length > 4 || (k === 0 && words.length !== tail.length)) continue;
    const next = segments[i + 1]?.text;
    const one = cityWithCountry(words);
    if (one) {
      const value = !one.includes(',') && next && !/\d/.test(next) && next.split(/\s+/).length <= 3 && isCountryOrRegion(next) ? `${one}, ${next}` : one;
      return [{ value, start: seg.start, end: seg.start + seg.text.length, text: value }];
    }
  }
  const out: Found<string>[] = [];
  for (const m of text.matchAll(/(?<![A-Za-z])([A-Z][a-z\u00e0-\u024f]+(?:\s[A-Z][a-z\u00e0-\u024f]+){0,2})(,\s*[A-Z][A-Za-z .]+)?/g)) {
    const cand = m[1];
    const before = text.slice(0, m.index).trimEnd();
    if (before === '' || /[.!?:]$/.test(before)) continue; // first word of a sentence
    if (NOT_PLACES.has(cand.toLowerCase()) || largestPopulation(cand) < 100_000) continue;
    const qual = m[2]?.replace(/^,\s*/, '').split(/[.;!?]/)[0].trim();
    const value = qual && isCountryOrRegion(qual) ? `${cand}, ${qual}` : cand;
    out.push({ value, start: m.index!, end: m.index! + value.length, text: value });
  }
  return out;
}

/**
 * Coordinates in free text: "lat 13.08, lon 80.27", "latitude: -33.9 longitude: 151.2", "13.08° N, 80.27° E".
 * South and west are negative.
 */
export function findCoordinates(text: string): Found<{ lat: number; lon: number }>[] {
  const out: Found<{ lat: number; lon: number }>[] = [];
  const num = '(-?\\d{1,3}(?:\\.\\d+)?)';
  const patterns = [
    new RegExp(`lat(?:itude)?\\s*[:=]?\\s*${num}\\s*°?\\s*([NS])?[\\s,;/]+(?:and\\s+)?lon(?:g(?:itude)?)?\\s*[:=]?\\s*${num}\\s*°?\\s*([EW])?`, 'gi'),
    new RegExp(`${num}\\s*°?\\s*([NS])[\\s,;/]+${num}\\s*°?\\s*([EW])\\b`, 'gi'),
  ];
  for (const re of patterns) {
    for (const m of text.matchAll(re)) {
      const lat = +m[1] * (/s/i.test(m[2] ?? '') ? -1 : 1);
      const lon = +m[3] * (/w/i.test(m[4] ?? '') ? -1 : 1);
      if (Math.abs(lat) > 90 || Math.abs(lon) > 180 || out.some((o) => m.index! < o.end)) continue;
      out.push({ value: { lat, lon }, start: m.index!, end: m.index! + m[0].length, text: m[0] });
    }
  }
  return out;
}

/** hi for Devanagari, ta for Tamil, null for anything else (then the system message's or English). */
export function scriptLanguage(text: string): Language | null {
  const deva = (text.match(/[\u0900-\u097f]/g) ?? []).length;
  const tamil = (text.match(/[\u0b80-\u0bff]/g) ?? []).length;
  if (deva === 0 && tamil === 0) return null;
  return deva >= tamil ? 'hi' : 'ta';
}

/** Years named in the text outside dates ("how is 2027 for me"), for timing questions. */
export function findYears(text: string, taken: { start: number; end: number }[]): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(/(?<![\d/.:-])(19\d{2}|20\d{2}|2100)(?![\d/.:-]*\d)/g)) {
    if (taken.some((t) => m.index! < t.end && m.index! + m[0].length > t.start)) continue;
    out.push(+m[1]);
  }
  return out;
}

/** A month named with its year, outside full dates ("January 2027", "जनवरी 2027", "ஜனவரி 2027"). */
export function findMonthYear(text: string): { year: number; month: number } | null {
  const taken = findDates(text);
  for (const m of text.matchAll(new RegExp(`${M}[\\s,-]*(\\d{4})\\b`, 'giu'))) {
    if (taken.some((t) => m.index! < t.end && m.index! + m[0].length > t.start)) continue;
    const year = +m[2];
    if (year >= 1800 && year <= 2100) return { year, month: MONTHS[m[1].toLowerCase()] };
  }
  return null;
}

/** Says the birth time is not known ("I don't know my birth time", "समय पता नहीं", "நேரம் தெரியாது"). */
export const UNKNOWN_TIME = /(don'?t|do not|dont)\s+know\s+(my\s+)?(birth\s+)?time|time\s+(is\s+)?unknown|समय\s+(पता\s+)?नहीं|நேரம்\s+தெரியாது/iu;
