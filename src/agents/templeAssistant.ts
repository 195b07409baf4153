/**
 * temple-assistant: festival dates, observance timings and ritual guidance for a place and date, composed from the
 * computed panchang and festival calendar (src/astrology/panchang.ts, festivals.ts); no language model.
 *
 * The date: context.preferences.date, else a date in the text (YYYY-MM-DD, "20 October 2025", today, tomorrow), else
 * today at the place. A festival named in the text ("When is Diwali?") is answered with its next occurrence on or
 * after that date (within twelve months); otherwise the answer gives the day's panchang, what is observed that day and the next observances
 * within 30 days. Guidance is the common practice of each observance, in a sentence or two (GUIDANCE below), not a
 * tradition-specific ritual manual.
 */
import { festivals, type FestivalEvent } from '../astrology/festivals';
import { MAX_FESTIVAL_YEAR, MIN_FESTIVAL_YEAR } from '../astrology/festivals';
import { errors } from '../errors';
import { panchang } from '../astrology/panchang';
import { addDays, dateInText, daysBetween, isoDate, languageOf, localDate, placeOf, preferenceDate, type CivilDate, type Place } from './place';
import { citationOf } from '../astrology/chat/compose';
import { MUHURTA_NOTE } from '../astrology/chat/corpus/entries';
import type { AgentContext, ComposedAnswer } from './types';
import type { Language } from '../astrology/i18n';

/** Common practice per observance (first match by name prefix, then by kind). */
const GUIDANCE: readonly [RegExp, string][] = [
  [/^Diwali/, 'Lakshmi and Ganesha are worshipped at pradosh after sunset (around the observance time given); lamps are lit at the door and around the house.'],
  [/^Dhanteras/, 'Lamps for Yama (Yama deepa) are lit at pradosh; buying metal utensils or gold is customary.'],
  [/^Maha Shivaratri/, 'Fast through the day; Shiva is bathed (abhisheka) in the four watches of the night, the main worship at nishita (midnight).'],
  [/^Krishna Janmashtami/, 'Fast until midnight; Krishna\'s birth is celebrated at nishita with abhisheka of the image and the cradle ceremony.'],
  [/^Ganesh Chaturthi/, 'Ganesha is installed and worshipped at madhyahna (midday); looking at the Moon that night is avoided.'],
  [/^Ram Navami/, 'Rama\'s birth is celebrated at madhyahna (midday) with worship and a reading of the Ramayana; many fast.'],
  [/^Holika Dahan/, 'The Holika bonfire is lit after sunset on Purnima, with parikrama and offerings of grain.'],
  [/^Holi$/, 'The festival of colours, the morning after Holika Dahan.'],
  [/^Dussehra/, 'Shami and weapon worship (Ayudha puja) at aparahna; Ravana effigies are burnt in the evening in North India.'],
  [/^Sharad Navaratri|^Ugadi/, 'Ghatasthapana (the kalash) is installed in the morning of Pratipada; the nine nights honour the Goddess.'],
  [/^Raksha Bandhan/, 'Sisters tie the rakhi on their brothers\' wrists; avoid Vishti (Bhadra) karana for it.'],
  [/^Makar Sankranti/, 'A holy bath at sunrise, charity of sesame and jaggery; Pongal is cooked in Tamil Nadu.'],
  [/^Mesha Sankranti/, 'The solar new year in Tamil Nadu and Kerala (Puthandu, Vishu) and Baisakhi in Punjab: temple visits at dawn.'],
  [/^Govardhan Puja/, 'A hill of food (Annakut) is offered to Krishna as Govardhan.'],
  [/^Bhai Dooj/, 'Sisters apply tilak to brothers and pray for their long life, in the afternoon.'],
  [/^Chhath Puja/, 'Offerings (arghya) to the setting Sun on Shashthi and the rising Sun the next morning, standing in water.'],
  [/^Vasant Panchami/, 'Saraswati is worshipped in the morning; yellow clothes and sweets are customary.'],
  [/^Hanuman Jayanti/, 'Hanuman is worshipped at sunrise; the Hanuman Chalisa and Sundarkand are recited.'],
  [/^Guru Purnima/, 'Teachers are honoured with worship and gifts (Vyasa puja).'],
  [/^Akshaya Tritiya/, 'Any good beginning is auspicious all day; charity and buying gold are customary.'],
  [/^Nag Panchami/, 'Serpent deities are worshipped with milk and turmeric.'],
  [/^Kartika Purnima/, 'A holy bath at dawn and rows of lamps at dusk (Dev Deepawali in Varanasi).'],
  [/^Buddha Purnima/, 'Vesak: the Buddha\'s birth, awakening and passing; worship and charity.'],
  [/^Durga Ashtami/, 'Kanya puja (worship of young girls) and Sandhi puja at the junction of Ashtami and Navami.'],
  [/^Ekadashi/, 'Fast from sunrise (grains avoided); Vishnu is worshipped; the fast is broken (parana) the next morning after sunrise, within Dwadashi.'],
  [/^Purnima/, 'Satyanarayan katha, a holy bath and charity are customary.'],
  [/^Amavasya/, 'Tarpana (offerings of water and sesame) for the ancestors; no new beginnings.'],
  [/Sankranti/, 'A holy bath and charity around the Sun\'s ingress (punya kala).'],
];

export function guidanceFor(e: Pick<FestivalEvent, 'name'>): string {
  return GUIDANCE.find(([re]) => re.test(e.name))?.[1] ?? 'Worship as the local temple prescribes.';
}

/** Festival words a question may name, matched to calendar event names. */
const ASKABLE = ['diwali', 'deepavali', 'dhanteras', 'shivaratri', 'janmashtami', 'ganesh', 'vinayaka', 'ram navami', 'holi', 'dussehra',
  'vijayadashami', 'navaratri', 'navratri', 'ugadi', 'gudi padwa', 'raksha bandhan', 'rakhi', 'makar sankranti', 'mesha sankranti', 'sankranti', 'pongal', 'vishu', 'puthandu',
  'baisakhi', 'govardhan', 'bhai dooj', 'chhath', 'vasant panchami', 'hanuman jayanti', 'guru purnima', 'akshaya tritiya', 'nag panchami',
  'kartika purnima', 'buddha purnima', 'durga ashtami', 'holika', 'ekadashi', 'purnima', 'amavasya'];
const ALIASES: Record<string, string> = { deepavali: 'diwali', vinayaka: 'ganesh', vijayadashami: 'dussehra', navratri: 'navaratri', rakhi: 'raksha bandhan', 'gudi padwa': 'ugadi' };

/** Whole words only: "holi" is not in "holiday" nor in "Holika Dahan". */
const wordIn = (word: string, text: string) => new RegExp(`(^|[^a-z])${word}([^a-z]|$)`).test(text);

function askedFestival(text: string): string | null {
  const lower = text.toLowerCase();
  // Longest first: "buddha purnima" before "purnima", "holika" before "holi".
  const hit = [...ASKABLE].sort((a, b) => b.length - a.length).find((w) => wordIn(w, lower));
  return hit ? ALIASES[hit] ?? hit : null;
}

/**
 * The calendar's events from `date` up to (not including) `until`, computing only the years that range touches (a
 * year takes about 0.5 s). Years past the calendar's range are left out.
 */
function eventsBetween(place: Place, date: CivilDate, until: CivilDate, language: Language): FestivalEvent[] {
  const input = { lat: place.latDeg, lon: place.lonDeg, tz: place.tzHours, language };
  const from = isoDate(date), to = isoDate(until);
  const years: number[] = [];
  for (let y = date.year; y <= Math.min(until.year, MAX_FESTIVAL_YEAR); y++) years.push(y);
  return years.flatMap((year) => festivals({ year, ...input }).events).filter((e) => e.date >= from && e.date < to);
}

/** How far a named festival is looked for: its next occurrence within twelve months of the date. */
const LOOK_AHEAD_MONTHS = 12;
const addMonths = (d: CivilDate, n: number): CivilDate => {
  const m = d.month - 1 + n;
  const year = d.year + Math.floor(m / 12), month = (m % 12) + 1;
  return { year, month, day: Math.min(d.day, new Date(Date.UTC(year, month, 0)).getUTCDate()) };
};

const hhmm = (iso: string) => iso.slice(11, 16);
/** A local name (language hi or ta) in parentheses after the canonical one. */
const local = (name: string | undefined) => (name ? ` (${name})` : '');
function timing(e: FestivalEvent): string {
  if (!e.tithi) return `the Sun enters ${e.sign} at ${hhmm(e.observed_at)} on ${e.observed_at.slice(0, 10)}`;
  return `${e.rule}: ${e.tithi.name}${local(e.tithi.name_local)} runs from ${e.tithi.start.slice(0, 10)} ${hhmm(e.tithi.start)} to ${e.tithi.end.slice(0, 10)} ${hhmm(e.tithi.end)}; observe around ${hhmm(e.observed_at)} (${e.kala})`;
}
const describe = (e: FestivalEvent) => `${e.name} on ${e.date}: ${timing(e)}. ${guidanceFor(e)}`;

export interface TempleInput { input: string; context?: AgentContext; nowMs?: number }

export function answerTempleQuestion({ input, context, nowMs = Date.now() }: TempleInput): ComposedAnswer {
  const place = placeOf(context);
  const language = languageOf(context);
  const today = localDate(place, nowMs);
  const date = preferenceDate(context, 'date') ?? dateInText(input, today) ?? today;
  if (date.year < MIN_FESTIVAL_YEAR || date.year > MAX_FESTIVAL_YEAR) {
    throw errors.invalidRequest(`The date must lie in ${MIN_FESTIVAL_YEAR}-${MAX_FESTIVAL_YEAR} (the festival calendar's range).`, 'context.preferences.date');
  }
  const where = `${place.latDeg.toFixed(4)}, ${place.lonDeg.toFixed(4)}${context?.location?.place ? ` (${context.location.place})` : ''}`;
  const asked = askedFestival(input);
  // A named festival: the next one within twelve months (Holi asked in June is next March's); otherwise the day and
  // the 30 days after it.
  const horizon = asked ? addMonths(date, LOOK_AHEAD_MONTHS) : addDays(date, 31);
  const upcoming = eventsBetween(place, date, horizon, language);
  const steps: ComposedAnswer['steps'] = [];
  const lines: string[] = [];
  /** The events whose date and timing the answer states (the tithi-at-kala rule decided those with a tithi). */
  const described: FestivalEvent[] = [];

  if (asked) {
    const hit = upcoming.find((e) => wordIn(asked, e.name.toLowerCase()));
    steps.push({ tool: 'get_festivals', input: { from: isoDate(date), lat: place.latDeg, lon: place.lonDeg, festival: asked }, output: hit ? { date: hit.date, name: hit.name } : null });
    if (hit) {
      described.push(hit);
      lines.push(`At ${where}: ${describe(hit)}`);
      const p = panchang({ date: hit.date, lat: place.latDeg, lon: place.lonDeg, tz: place.tzHours, language });
      steps.push({ tool: 'get_panchang', input: { date: hit.date, lat: place.latDeg, lon: place.lonDeg }, output: { tithi: p.tithi.name, sunrise: p.sunrise, sunset: p.sunset } });
      lines.push(`That day: sunrise ${hhmm(p.sunrise)}, sunset ${hhmm(p.sunset)}, ${p.tithi.paksha} ${p.tithi.name} at sunrise, ${p.nakshatra.name} nakshatra; avoid Rahu kalam ${hhmm(p.rahu_kalam.start)}-${hhmm(p.rahu_kalam.end)} for new undertakings.`);
    } else {
      const last = horizon.year > MAX_FESTIVAL_YEAR ? `${MAX_FESTIVAL_YEAR}-12-31 (the end of the calendar)` : isoDate(addDays(horizon, -1));
      lines.push(`No ${asked} falls between ${isoDate(date)} and ${last}.`);
    }
  } else {
    const p = panchang({ date: isoDate(date), lat: place.latDeg, lon: place.lonDeg, tz: place.tzHours, language });
    steps.push({ tool: 'get_panchang', input: { date: p.date, lat: place.latDeg, lon: place.lonDeg }, output: { tithi: p.tithi.name, nakshatra: p.nakshatra.name, sunrise: p.sunrise } });
    lines.push(`${p.vara.weekday}${local(p.vara.name_local)} ${p.date} at ${where}: sunrise ${hhmm(p.sunrise)}, sunset ${hhmm(p.sunset)}; ${p.tithi.paksha} ${p.tithi.name}${local(p.tithi.name_local)} until ${hhmm(p.tithi.end)}, then ${p.tithi.next.name}; ${p.nakshatra.name}${local(p.nakshatra.name_local)} nakshatra until ${hhmm(p.nakshatra.end)}; Rahu kalam ${hhmm(p.rahu_kalam.start)}-${hhmm(p.rahu_kalam.end)}; Abhijit muhurta ${hhmm(p.abhijit_muhurta.start)}-${hhmm(p.abhijit_muhurta.end)}${p.abhijit_muhurta.note ? ' (not used on Wednesdays)' : ''}.`);
    const todays = upcoming.filter((e) => e.date === p.date);
    const next = upcoming.filter((e) => e.date > p.date && daysBetween(date, parseIso(e.date)) <= 30).slice(0, 5);
    steps.push({ tool: 'get_festivals', input: { from: p.date, days: 30, lat: place.latDeg, lon: place.lonDeg }, output: [...todays, ...next].map((e) => ({ date: e.date, name: e.name })) });
    lines.push(todays.length ? `Observed today: ${todays.map(describe).join(' ')}` : 'No festival, Ekadashi, Purnima, Amavasya or Sankranti today.');
    if (next.length) lines.push(`Coming up: ${next.map((e) => `${e.name} on ${e.date}`).join('; ')}. ${describe(next[0])}`);
    described.push(...todays, ...next);
  }
  lines.push('Dates follow the amanta month rules of GET /v1/astrology/festivals (tithi at its kala, Lahiri sidereal); local temples may follow their own calendar.');
  // Sankranti days follow the Sun's ingress, not a tithi: only tithi observances cite the tithi-at-kala rule.
  const citations = described.some((e) => e.tithi) ? [citationOf(MUHURTA_NOTE.tithi_at_kala, language)] : [];
  return { output: lines.join('\n'), steps, citations };
}

function parseIso(s: string): CivilDate {
  const [year, month, day] = s.split('-').map(Number);
  return { year, month, day };
}

