/**
 * Festival calendar: dates published for India (Delhi) in 2025 and 2026 by the major panchangs, the rules each event
 * claims (checked against the panchang of the day), Sankranti instants against Swiss Ephemeris, and the lunar-month
 * conventions.
 */
import { describe, expect, it } from 'vitest';
import reference from './fixtures/panchang-reference.json';
import { festivals, type FestivalCalendar } from '../../src/astrology/festivals';
import { panchang } from '../../src/astrology/panchang';
import { ApiError } from '../../src/errors';

const DELHI = { lat: 28.6139, lon: 77.209 };
const y2025 = festivals({ year: 2025, ...DELHI });
const y2026 = festivals({ year: 2026, ...DELHI });
const dateOf = (cal: FestivalCalendar, name: string) =>
  cal.events.filter((e) => e.name === name || e.name.startsWith(`${name} `)).map((e) => e.date);

describe('major festivals fall on the dates panchangs publish for Delhi', () => {
  it.each([
    ['Makar Sankranti', '2025-01-14'], ['Vasant Panchami', '2025-02-02'], ['Maha Shivaratri', '2025-02-26'],
    ['Holika Dahan', '2025-03-13'], ['Holi', '2025-03-14'], ['Ugadi', '2025-03-30'], ['Ram Navami', '2025-04-06'],
    ['Akshaya Tritiya', '2025-04-30'], ['Guru Purnima', '2025-07-10'], ['Raksha Bandhan', '2025-08-09'],
    ['Ganesh Chaturthi', '2025-08-27'], ['Sharad Navaratri begins', '2025-09-22'], ['Dussehra', '2025-10-02'],
    ['Dhanteras', '2025-10-18'], ['Diwali', '2025-10-20'], ['Govardhan Puja', '2025-10-22'], ['Bhai Dooj', '2025-10-23'],
  ])('2025 %s on %s', (name, date) => {
    expect(dateOf(y2025, name)).toEqual([date]);
  });

  it.each([
    ['Makar Sankranti', '2026-01-14'], ['Maha Shivaratri', '2026-02-15'], ['Ugadi', '2026-03-19'],
    ['Krishna Janmashtami', '2026-09-04'], ['Ganesh Chaturthi', '2026-09-14'], ['Sharad Navaratri begins', '2026-10-11'],
    ['Dussehra', '2026-10-20'], ['Diwali', '2026-11-08'],
  ])('2026 %s on %s', (name, date) => {
    expect(dateOf(y2026, name)).toEqual([date]);
  });

  it('2026 has an adhika Jyeshtha (no solar ingress between its new moons) and no festival in it', () => {
    const adhika = y2026.events.filter((e) => e.adhika);
    expect(new Set(adhika.map((e) => e.lunar_month))).toEqual(new Set(['Jyeshtha']));
    expect(adhika.map((e) => e.kind).sort()).toEqual(['amavasya', 'ekadashi', 'ekadashi', 'purnima']);
    expect(y2025.events.some((e) => e.adhika)).toBe(false);
  });
});

describe('every event satisfies the rule it states', () => {
  // Rule checks against the independent panchang of the day (and the next, for a kshaya tithi that skips sunrise).
  const sunriseTithi = (date: string) => panchang({ date, ...DELHI }).tithi.number;
  const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86400000).toISOString().slice(0, 10);
  const sunriseEvents = y2025.events.filter((e) => e.kala === 'sunrise');

  it('Purnima, Amavasya, Ekadashi: a year has 12-13 of each (24-26 Ekadashis)', () => {
    const count = (k: string) => y2025.events.filter((e) => e.kind === k).length;
    expect(count('purnima')).toBeGreaterThanOrEqual(12);
    expect(count('purnima')).toBeLessThanOrEqual(13);
    expect(count('amavasya')).toBeGreaterThanOrEqual(12);
    expect(count('ekadashi')).toBeGreaterThanOrEqual(24);
    expect(count('ekadashi')).toBeLessThanOrEqual(26);
    expect(y2025.events.filter((e) => e.kind === 'sankranti')).toHaveLength(12);
  });

  it('a sunrise-rule event\'s tithi prevails at that day\'s sunrise (or is kshaya: wholly between two sunrises)', () => {
    for (const e of sunriseEvents.filter((x) => x.kind !== 'festival' || x.tithi!.number !== 1)) {
      const at = sunriseTithi(e.date);
      const want = e.tithi!.number;
      if (at === want) continue;
      // kshaya: the day before the tithi at sunrise, the day after it.
      expect([at, sunriseTithi(nextDay(e.date))], `${e.name} ${e.date}`).toEqual([want === 1 ? 30 : want - 1, want === 30 ? 1 : want + 1]);
    }
  });

  it('the kala instant each event names lies on its day and inside its tithi, unless the tithi touches no kala', () => {
    for (const e of y2025.events.filter((x) => x.tithi && x.name !== 'Holi')) {
      const t = Date.parse(e.observed_at);
      // Daytime kalas fall on the civil day itself; pradosh and nishita belong to the night that follows it.
      if (e.kala !== 'nishita') expect(e.observed_at.slice(0, 10), `${e.name}`).toBe(e.date);
      else expect(t - Date.parse(`${e.date}T12:00:00+05:30`)).toBeLessThan(86400000);
      const inside = t >= Date.parse(e.tithi!.start) && t < Date.parse(e.tithi!.end);
      // Outside only for a tithi shorter than the gap between two kalas (kshaya with respect to its kala).
      if (!inside) expect(Date.parse(e.tithi!.end) - Date.parse(e.tithi!.start), `${e.name} ${e.date}`).toBeLessThan(86400000);
    }
    const holi = y2025.events.find((e) => e.name === 'Holi')!;
    const dahan = y2025.events.find((e) => e.name === 'Holika Dahan')!;
    expect(Date.parse(`${holi.date}T00:00:00Z`) - Date.parse(`${dahan.date}T00:00:00Z`)).toBe(86400000);
  });

  it('Sankrantis: the Sun\'s sidereal ingress within a minute of Swiss Ephemeris', () => {
    const sank = (reference as { sankranti_2025: { sign_index: number; jd: number }[] }).sankranti_2025;
    const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
    for (const s of sank) {
      const e = y2025.events.find((x) => x.kind === 'sankranti' && x.sign === SIGNS[s.sign_index])!;
      expect(e, SIGNS[s.sign_index]).toBeTruthy();
      const refMs = (s.jd - 2440587.5) * 86400000;
      expect(Math.abs(Date.parse(e.observed_at) - refMs) / 1000, e.name).toBeLessThan(60);
    }
  });
});

describe('lunar-month conventions', () => {
  it('purnimanta changes month names of Krishna-paksha days only, never a date', () => {
    const p = festivals({ year: 2025, ...DELHI, convention: 'purnimanta' });
    expect(p.convention).toBe('purnimanta');
    expect(p.events.map((e) => e.date)).toEqual(y2025.events.map((e) => e.date));
    const jan = (cal: FestivalCalendar) => cal.events.find((e) => e.name.startsWith('Krishna Janmashtami'))!;
    expect(jan(y2025).lunar_month).toBe('Shravana');
    expect(jan(p).lunar_month).toBe('Bhadrapada');
    const diwali = (cal: FestivalCalendar) => cal.events.find((e) => e.name.startsWith('Diwali'))!;
    expect([diwali(y2025).lunar_month, diwali(p).lunar_month]).toEqual(['Ashvin', 'Kartika']);
    const ganesh = (cal: FestivalCalendar) => cal.events.find((e) => e.name.startsWith('Ganesh'))!;
    expect(ganesh(p).lunar_month).toBe(ganesh(y2025).lunar_month);
  });

  it('bad input is a 400 naming the parameter', () => {
    const param = (f: () => unknown) => { try { f(); } catch (e) { return (e as ApiError).param; } return 'no error'; };
    expect(param(() => festivals({ year: 1000, ...DELHI }))).toBe('year');
    expect(param(() => festivals({ year: 2999, ...DELHI }))).toBe('year');
    expect(param(() => festivals({ year: 2025.5, ...DELHI }))).toBe('year');
    expect(param(() => festivals({ year: 2025, ...DELHI, convention: 'solar' }))).toBe('convention');
    expect(param(() => festivals({ year: 2025, lat: 0, lon: 181 }))).toBe('lon');
  });
});
