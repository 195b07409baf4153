/**
 * A year's festival calendar at a place, from the tithi and lunar-month rules (the way printed panchangs derive it):
 * every Ekadashi, Purnima and Amavasya, the twelve Sankrantis, and the major festivals.
 *
 * Lunar months (amanta, the default): a month runs from one new moon (the end of Amavasya) to the next and is named
 * after the sidereal sign the Sun occupies at the new moon that starts it (Sun in Mina -> Chaitra, Mesha ->
 * Vaishakha, ... Kumbha -> Phalguna). A month in which the Sun enters no new sign (two new moons in one sign) is
 * adhika (intercalary): its Ekadashis, Purnima and Amavasya are listed, festivals are held in the regular month.
 * Purnimanta (North India) months run from full moon to full moon, so a Krishna-paksha day belongs to the month after
 * its amanta one (amanta Shravana Krishna Ashtami = purnimanta Bhadrapada Krishna Ashtami). The convention only
 * changes the month names reported, never a date.
 *
 * Which civil day observes a tithi (Dharmasindhu / Nirnaya Sindhu, simplified): the day on which the tithi prevails
 * at the rule's kala, one representative instant per day:
 *   sunrise (udaya tithi) - Ekadashi, Purnima, Amavasya and most festivals;
 *   madhyahna (midday, the centre of the 3rd fifth of daytime) - Ram Navami, Ganesh Chaturthi;
 *   aparahna (centre of the 4th fifth of daytime) - Dussehra, Bhai Dooj;
 *   pradosh (sunset + a tenth of the night, the centre of the 3 muhurtas after sunset) - Diwali, Dhanteras, Holika Dahan;
 *   nishita (midnight: midway between sunset and the next sunrise) - Maha Shivaratri, Janmashtami.
 * If the tithi prevails at the kala of two days, the first is taken; if at none (a tithi shorter than the gap), the
 * day it begins on for sunrise rules (kshaya tithi), the civil day of its midpoint for the other kalas. Simplifications: Smarta rules only (no Vaishnava Ekadashi or Janmashtami with
 * Rohini, which can fall a day later), no Bhadra (Vishti karana) avoidance for Raksha Bandhan and Holika Dahan.
 * Sankranti: the civil day of the Sun's sidereal (Lahiri) ingress; after sunset it is observed the next day.
 */
import { errors } from '../errors';
import { SIGNS } from './constants';
import { normDeg } from './frames';
import { LANGUAGES, signLocal, type Language } from './i18n';
import { angleReaches, luminariesAt, pakshaOf, tithiName } from './panchangElements';
import { tithiLocal } from './panchangI18n';
import { isoDate, localIso, parsePlace, solarDay, addDays, offsetMsAt, type Place, type SolarDay } from './panchang';
import { MAX_YEAR, MIN_YEAR, parseEnum, type CivilDate } from './validate';

export const LUNAR_MONTHS = ['Chaitra', 'Vaishakha', 'Jyeshtha', 'Ashadha', 'Shravana', 'Bhadrapada', 'Ashvin', 'Kartika',
  'Margashirsha', 'Pausha', 'Magha', 'Phalguna'] as const;
export type LunarMonth = (typeof LUNAR_MONTHS)[number];
export const CONVENTIONS = ['amanta', 'purnimanta'] as const;
export type Convention = (typeof CONVENTIONS)[number];
export type Kala = 'sunrise' | 'madhyahna' | 'aparahna' | 'pradosh' | 'nishita';
export type EventKind = 'festival' | 'ekadashi' | 'purnima' | 'amavasya' | 'sankranti';

/** A year's festivals need the neighbouring years' months: the engine's range less one year at each end. */
export const MIN_FESTIVAL_YEAR = MIN_YEAR + 1;
export const MAX_FESTIVAL_YEAR = MAX_YEAR - 1;

interface FestivalRule {
  name: string;
  /** Amanta month. */
  month: LunarMonth;
  /** 1..30 (16..30 Krishna paksha). */
  tithi: number;
  kala: Kala;
  /** Observed this many days after the tithi's day (Holi: the day after Holika Dahan). */
  dayOffset?: number;
  note?: string;
}

/** The major festivals (amanta months: Diwali is Ashvin Amavasya here, "Kartika Amavasya" in purnimanta). */
export const FESTIVAL_RULES: readonly FestivalRule[] = [
  { name: 'Vasant Panchami', month: 'Magha', tithi: 5, kala: 'sunrise' },
  { name: 'Maha Shivaratri', month: 'Magha', tithi: 29, kala: 'nishita' },
  { name: 'Holika Dahan', month: 'Phalguna', tithi: 15, kala: 'pradosh' },
  { name: 'Holi', month: 'Phalguna', tithi: 15, kala: 'pradosh', dayOffset: 1, note: 'The day after Holika Dahan.' },
  { name: 'Ugadi / Gudi Padwa (Chaitra Navaratri begins)', month: 'Chaitra', tithi: 1, kala: 'sunrise' },
  { name: 'Ram Navami', month: 'Chaitra', tithi: 9, kala: 'madhyahna' },
  { name: 'Hanuman Jayanti', month: 'Chaitra', tithi: 15, kala: 'sunrise' },
  { name: 'Akshaya Tritiya', month: 'Vaishakha', tithi: 3, kala: 'sunrise' },
  { name: 'Buddha Purnima', month: 'Vaishakha', tithi: 15, kala: 'sunrise' },
  { name: 'Guru Purnima', month: 'Ashadha', tithi: 15, kala: 'sunrise' },
  { name: 'Nag Panchami', month: 'Shravana', tithi: 5, kala: 'sunrise' },
  { name: 'Raksha Bandhan', month: 'Shravana', tithi: 15, kala: 'sunrise' },
  { name: 'Krishna Janmashtami', month: 'Shravana', tithi: 23, kala: 'nishita', note: 'Smarta rule (Ashtami at midnight); Vaishnava traditions may observe it a day later.' },
  { name: 'Ganesh Chaturthi', month: 'Bhadrapada', tithi: 4, kala: 'madhyahna' },
  { name: 'Sharad Navaratri begins', month: 'Ashvin', tithi: 1, kala: 'sunrise' },
  { name: 'Durga Ashtami', month: 'Ashvin', tithi: 8, kala: 'sunrise' },
  { name: 'Dussehra (Vijayadashami)', month: 'Ashvin', tithi: 10, kala: 'aparahna' },
  { name: 'Dhanteras', month: 'Ashvin', tithi: 28, kala: 'pradosh' },
  { name: 'Diwali (Lakshmi Puja)', month: 'Ashvin', tithi: 30, kala: 'pradosh' },
  { name: 'Govardhan Puja', month: 'Kartika', tithi: 1, kala: 'sunrise' },
  { name: 'Bhai Dooj', month: 'Kartika', tithi: 2, kala: 'aparahna' },
  { name: 'Chhath Puja', month: 'Kartika', tithi: 6, kala: 'sunrise' },
  { name: 'Kartika Purnima (Dev Deepawali)', month: 'Kartika', tithi: 15, kala: 'sunrise' },
];

const SANKRANTI_NAMES: Partial<Record<number, string>> = {
  0: 'Mesha Sankranti (Vishu, Puthandu, Baisakhi)',
  9: 'Makar Sankranti (Pongal, Uttarayana)',
};

export interface FestivalEvent {
  date: string;
  name: string;
  kind: EventKind;
  rule: string;
  /** Lunar month in the requested convention (null for a Sankranti). */
  lunar_month: LunarMonth | null;
  adhika: boolean;
  paksha: 'Shukla' | 'Krishna' | null;
  tithi: { number: number; name: string; name_local?: string; start: string; end: string } | null;
  kala: Kala | 'ingress';
  /** The instant the rule looked at on `date` (the kala), or the Sun's ingress. */
  observed_at: string;
  sign?: string;
  sign_local?: string;
  note?: string;
}

export interface FestivalCalendar {
  year: number;
  location: { lat: number; lon: number };
  time_zone: { zone: string | null; tz_source: 'request' | 'coordinates'; tz_offset_hours: number | null };
  convention: Convention;
  language: Language;
  ayanamsa: 'lahiri';
  rules: string;
  events: FestivalEvent[];
}

interface Lunation { newMoonUtcMs: number; month: LunarMonth; adhika: boolean }

const DAY_MS = 86400000;
const LUNATION_DAYS = 29.530589;

/** New moons from before the year to after it, with their amanta month names. */
function lunations(year: number): Lunation[] {
  const moons: number[] = [];
  let t = angleReaches('tithi', 0, Date.UTC(year - 1, 10, 1));
  while (t < Date.UTC(year + 1, 1, 15)) {
    moons.push(t);
    t = angleReaches('tithi', 0, t + (LUNATION_DAYS - 3) * DAY_MS);
  }
  const signAt = (ms: number) => Math.floor(normDeg(luminariesAt(ms).sunDeg) / 30);
  const signs = moons.map(signAt);
  return moons.slice(0, -1).map((newMoonUtcMs, k) => ({
    newMoonUtcMs, month: LUNAR_MONTHS[(signs[k] + 1) % 12], adhika: signs[k] === signs[k + 1],
  }));
}

/** Solar days, computed once per date. */
class Days {
  private cache = new Map<string, SolarDay>();
  constructor(private place: Place) {}
  get(d: CivilDate): SolarDay {
    const key = isoDate(d);
    let day = this.cache.get(key);
    if (!day) { day = solarDay(this.place, d); this.cache.set(key, day); }
    return day;
  }
  /** Local civil date of a UTC instant. */
  dateOf(utcMs: number): CivilDate {
    const t = new Date(utcMs + offsetMsAt(this.place, utcMs));
    return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
  }
  kala(d: CivilDate, kala: Kala): number {
    const day = this.get(d);
    const len = day.sunsetUtcMs - day.sunriseUtcMs;
    const night = DAY_MS - len;
    switch (kala) {
      case 'sunrise': return day.sunriseUtcMs;
      case 'madhyahna': return day.sunriseUtcMs + 0.5 * len;
      case 'aparahna': return day.sunriseUtcMs + 0.7 * len;
      case 'pradosh': return day.sunsetUtcMs + night / 10;
      case 'nishita': return day.sunsetUtcMs + night / 2;
    }
  }
}

/**
 * The first civil day whose kala falls inside [startMs, endMs). A tithi that touches no kala (it begins after one
 * and ends before the next): at sunrise (kshaya tithi) the day it begins on, i.e. whose sunrise precedes it; for the
 * other kalas the civil day of its midpoint.
 */
function observanceDay(days: Days, startMs: number, endMs: number, kala: Kala): CivilDate {
  let d = addDays(days.dateOf(startMs), -1);
  for (let i = 0; i < 4; i++, d = addDays(d, 1)) {
    const k = days.kala(d, kala);
    if (k >= startMs && k < endMs) return d;
    if (k >= endMs) return kala === 'sunrise' ? addDays(d, -1) : days.dateOf((startMs + endMs) / 2);
  }
  return addDays(d, -1);
}

const KALA_TEXT: Record<Kala, string> = {
  sunrise: 'at sunrise', madhyahna: 'at madhyahna (midday)', aparahna: 'at aparahna (afternoon)',
  pradosh: 'at pradosh (after sunset)', nishita: 'at nishita (midnight)',
};

export interface FestivalInput { year: unknown; lat: unknown; lon: unknown; tz?: unknown; convention?: unknown; language?: unknown }

function parseYear(v: unknown): number {
  const n = typeof v === 'string' && /^\d{4}$/.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < MIN_FESTIVAL_YEAR || n > MAX_FESTIVAL_YEAR) {
    throw errors.invalidRequest(`year must be an integer from ${MIN_FESTIVAL_YEAR} to ${MAX_FESTIVAL_YEAR}.`, 'year');
  }
  return n;
}

/** GET /v1/astrology/festivals. */
export function festivals(input: FestivalInput): FestivalCalendar {
  const i = (input ?? {}) as FestivalInput;
  const year = parseYear(i.year);
  const place = parsePlace(i);
  const convention = parseEnum(i.convention, CONVENTIONS, 'amanta', 'convention');
  const language = parseEnum(i.language, LANGUAGES, 'en', 'language');
  const days = new Days(place);
  days.get({ year, month: 6, day: 21 }); // a polar place fails here with 400 naming lat, before any work
  const months = lunations(year);
  const events: FestivalEvent[] = [];
  const inYear = (d: CivilDate) => d.year === year;

  const tithiEvent = (k: number, tithi: number, kala: Kala, name: string, kind: EventKind, dayOffset = 0, note?: string) => {
    const m = months[k];
    const startMs = tithi === 1 ? m.newMoonUtcMs : angleReaches('tithi', (tithi - 1) * 12, m.newMoonUtcMs + 3600000);
    const endMs = angleReaches('tithi', (tithi % 30) * 12, startMs + 3600000);
    const day = observanceDay(days, startMs, endMs, kala);
    const date = addDays(day, dayOffset);
    if (!inYear(date)) return;
    // Purnimanta: the Krishna paksha belongs to the next month.
    const labelled = convention === 'purnimanta' && tithi > 15 ? months[k + 1] ?? m : m;
    const local = tithiLocal(language, tithi - 1);
    events.push({
      date: isoDate(date), kind,
      name: kind === 'festival' ? name : `${name} (${labelled.adhika ? 'Adhika ' : ''}${labelled.month} ${pakshaOf(tithi - 1)})`,
      rule: `${convention === 'purnimanta' && tithi > 15 ? `${labelled.month} (purnimanta)` : m.month} ${pakshaOf(tithi - 1)} ${tithiName(tithi - 1)} prevailing ${KALA_TEXT[kala]}${dayOffset ? `, plus ${dayOffset} day` : ''}`,
      lunar_month: labelled.month, adhika: labelled.adhika, paksha: pakshaOf(tithi - 1),
      tithi: { number: tithi, name: tithiName(tithi - 1), ...(local ? { name_local: local } : {}), start: localIso(place, startMs), end: localIso(place, endMs) },
      kala, observed_at: localIso(place, days.kala(day, kala)),
      ...(note ? { note } : {}),
    });
  };

  for (let k = 0; k < months.length; k++) {
    const m = months[k];
    tithiEvent(k, 11, 'sunrise', 'Ekadashi', 'ekadashi');
    tithiEvent(k, 15, 'sunrise', 'Purnima', 'purnima');
    tithiEvent(k, 26, 'sunrise', 'Ekadashi', 'ekadashi');
    tithiEvent(k, 30, 'sunrise', 'Amavasya', 'amavasya');
    if (m.adhika) continue;
    for (const r of FESTIVAL_RULES) if (r.month === m.month) tithiEvent(k, r.tithi, r.kala, r.name, 'festival', r.dayOffset, r.note);
  }

  // Sankrantis: the Sun's sidereal ingress into each sign.
  const sunReaches = (targetDeg: number, fromMs: number): number => {
    let t = fromMs;
    for (let n = 0; n < 20; n++) {
      const l = luminariesAt(t);
      const step = (((targetDeg - l.sunDeg + 540) % 360) - 180) / l.sunSpeed * DAY_MS;
      t += step;
      if (Math.abs(step) < 200) break;
    }
    return Math.round(t);
  };
  const startSun = luminariesAt(Date.UTC(year, 0, 1)).sunDeg;
  let sign = (Math.floor(startSun / 30) + 1) % 12;
  let from = Date.UTC(year, 0, 1) + ((sign * 30 - startSun + 360) % 360) / 0.985 * DAY_MS;
  for (let n = 0; n < 13; n++) {
    const ingress = sunReaches(sign * 30, from);
    let date = days.dateOf(ingress);
    if (ingress > days.get(date).sunsetUtcMs) date = addDays(date, 1);
    if (inYear(date)) {
      const local = signLocal(language, sign);
      events.push({
        date: isoDate(date), name: SANKRANTI_NAMES[sign] ?? `${SIGN_SANSKRIT[sign]} Sankranti`, kind: 'sankranti',
        rule: `The Sun's sidereal ingress into ${SIGNS[sign]} (observed the next day when after sunset)`,
        lunar_month: null, adhika: false, paksha: null, tithi: null, kala: 'ingress', observed_at: localIso(place, ingress),
        sign: SIGNS[sign], ...(local ? { sign_local: local } : {}),
      });
    }
    sign = (sign + 1) % 12;
    from = ingress + 29 * DAY_MS;
  }

  events.sort((a, b) => a.date.localeCompare(b.date) || kindOrder(a.kind) - kindOrder(b.kind));
  const mid = Date.UTC(year, 6, 1);
  return {
    year,
    location: { lat: place.latDeg, lon: place.lonDeg },
    time_zone: { zone: place.zone, tz_source: place.tzHours !== undefined ? 'request' : 'coordinates', tz_offset_hours: place.tzHours ?? (offsetMsAt(place, mid) === offsetMsAt(place, Date.UTC(year, 0, 1)) ? offsetMsAt(place, mid) / 3600000 : null) },
    convention, language, ayanamsa: 'lahiri',
    rules: `${convention === 'amanta' ? 'Amanta months (new moon to new moon, South and West India)' : 'Purnimanta months (full moon to full moon, North India): Krishna-paksha days take the next month\'s name'}; a tithi is observed on the day it prevails at its rule's kala (sunrise unless the event says otherwise); Sankranti on the day of the Sun's sidereal (Lahiri) ingress, the next day when after sunset.`,
    events,
  };
}

const SIGN_SANSKRIT = ['Mesha', 'Vrishabha', 'Mithuna', 'Karka', 'Simha', 'Kanya', 'Tula', 'Vrishchika', 'Dhanu', 'Makara', 'Kumbha', 'Meena'];
const kindOrder = (k: EventKind) => ['sankranti', 'amavasya', 'purnima', 'ekadashi', 'festival'].indexOf(k);
