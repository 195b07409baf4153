/**
 * Panchang against Swiss Ephemeris (fixtures/panchang-reference.json, written by fixtures/generate_panchang.py with
 * pyswisseph): sunrise, sunset, moonrise, moonset as `swetest -rise` gives them, and the end instants of the tithi,
 * nakshatra, yoga and karana current at sunrise; then the day periods by their weekday rules.
 */
import { describe, expect, it } from 'vitest';
import reference from './fixtures/panchang-reference.json';
import { panchang } from '../../src/astrology/panchang';
import { elementAt, type ElementKind } from '../../src/astrology/panchangElements';
import { riseSetWithin } from '../../src/astrology/riseSet';
import { ApiError } from '../../src/errors';

interface Case {
  place: string; lat: number; lon: number; tz: number; date: string;
  sunrise_jd: number | null; sunset_jd: number | null; moonrise_jd: number | null; moonset_jd: number | null;
  tithi?: { index: number; end_jd: number }; nakshatra?: { index: number; end_jd: number };
  yoga?: { index: number; end_jd: number }; karana?: { index: number; end_jd: number };
}
const cases = (reference as { cases: Case[] }).cases;
const msOfJd = (jd: number) => (jd - 2440587.5) * 86400000;
const dayStart = (c: Case) => { const [y, m, d] = c.date.split('-').map(Number); return Date.UTC(y, m - 1, d) - c.tz * 3600000; };

describe('rise and set agree with Swiss Ephemeris (swe_rise_trans defaults: upper limb, refraction)', () => {
  const events = [['sunrise_jd', 'Sun', 'rise'], ['sunset_jd', 'Sun', 'set'], ['moonrise_jd', 'Moon', 'rise'], ['moonset_jd', 'Moon', 'set']] as const;
  it(`within 5 s over ${cases.length} place-days (the issue asks for a minute)`, () => {
    let compared = 0;
    let worstS = 0;
    for (const c of cases) {
      const start = dayStart(c);
      for (const [key, body, event] of events) {
        const want = c[key] === null ? null : msOfJd(c[key]!);
        const got = riseSetWithin(body, event, c.lat, c.lon, start, start + 86400000);
        // SE gives the next event after local midnight; when that is past the day, the day has none.
        if (want === null || want >= start + 86400000) { expect(got, `${c.place} ${c.date} ${key}`).toBeNull(); continue; }
        expect(got, `${c.place} ${c.date} ${key}`).not.toBeNull();
        const errS = Math.abs(got! - want) / 1000;
        worstS = Math.max(worstS, errS);
        expect(errS, `${c.place} ${c.date} ${key}`).toBeLessThan(5);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(180);
    console.log(`rise/set: worst |engine - SE| ${worstS.toFixed(1)} s over ${compared} events`);
  });
});

describe('element end times agree with bisection on Swiss Ephemeris longitudes', () => {
  it.each(['tithi', 'nakshatra', 'yoga', 'karana'] as ElementKind[])('%s: same element at sunrise, end within 30 s', (kind) => {
    let worstS = 0;
    for (const c of cases) {
      const ref = c[kind];
      if (!ref || c.sunrise_jd === null) continue;
      const e = elementAt(kind, msOfJd(c.sunrise_jd) + 1000);
      expect(e.index, `${c.place} ${c.date}`).toBe(ref.index);
      const errS = Math.abs(e.endUtcMs - msOfJd(ref.end_jd)) / 1000;
      worstS = Math.max(worstS, errS);
      expect(errS, `${c.place} ${c.date}`).toBeLessThan(30);
      expect(e.startUtcMs).toBeLessThan(msOfJd(c.sunrise_jd));
    }
    console.log(`${kind}: worst end-time error ${worstS.toFixed(1)} s`);
  });
});

describe('panchang of a day', () => {
  const delhi = panchang({ date: '2025-10-20', lat: 28.6139, lon: 77.209 });
  const secs = (iso: string) => Date.parse(iso);

  it('reads the time zone from the coordinates and writes local times with their offset', () => {
    expect(delhi.time_zone).toEqual({ tz_offset_hours: 5.5, zone: 'Asia/Kolkata', tz_source: 'coordinates' });
    expect(delhi.sunrise).toMatch(/^2025-10-20T06:2\d:\d\d\+05:30$/);
  });

  it('elements prevail at sunrise: each starts before and ends after it, and the next one follows', () => {
    for (const e of [delhi.tithi, delhi.nakshatra, delhi.yoga, delhi.karana]) {
      expect(secs(e.start)).toBeLessThanOrEqual(secs(delhi.sunrise));
      expect(secs(e.end)).toBeGreaterThan(secs(delhi.sunrise));
    }
    // The day before Diwali 2025: Krishna Chaturdashi until the afternoon, then Amavasya.
    expect(delhi.tithi).toMatchObject({ number: 29, name: 'Chaturdashi', paksha: 'Krishna', next: { number: 30, name: 'Amavasya' } });
    // Karana 58 (Shakuni) is the second half of Krishna Chaturdashi, so it ends with the tithi.
    expect(delhi.karana.name).toBe('Shakuni');
    expect(delhi.karana.end).toBe(delhi.tithi.end);
    expect(delhi.vara).toMatchObject({ number: 2, name: 'Somavara', weekday: 'Monday' });
  });

  it('Rahu kalam, Yamaganda and Gulika are the weekday\'s eighths of daytime; Abhijit is centred on local noon', () => {
    const rise = secs(delhi.sunrise), set = secs(delhi.sunset);
    const eighth = (set - rise) / 8;
    const part = (p: { start: string }) => Math.round((secs(p.start) - rise) / eighth) + 1;
    // Monday: Rahu 2nd, Yamaganda 4th, Gulika 6th.
    expect([part(delhi.rahu_kalam), part(delhi.yamaganda), part(delhi.gulika_kalam)]).toEqual([2, 4, 6]);
    for (const p of [delhi.rahu_kalam, delhi.yamaganda, delhi.gulika_kalam]) expect(Math.abs(secs(p.end) - secs(p.start) - eighth)).toBeLessThan(2000);
    const mid = (secs(delhi.abhijit_muhurta.start) + secs(delhi.abhijit_muhurta.end)) / 2;
    expect(Math.abs(mid - (rise + set) / 2)).toBeLessThan(2000);
    expect(Math.abs(secs(delhi.abhijit_muhurta.end) - secs(delhi.abhijit_muhurta.start) - (set - rise) / 15)).toBeLessThan(2000);
  });

  it('every weekday uses its own eighth (Rahu: Sun 8, Mon 2, Tue 7, Wed 5, Thu 6, Fri 4, Sat 3)', () => {
    const rahu = [8, 2, 7, 5, 6, 4, 3];
    for (let d = 19; d <= 25; d++) {
      const p = panchang({ date: `2025-10-${d}`, lat: 13.0827, lon: 80.2707, tz: 5.5 });
      const rise = secs(p.sunrise), eighth = (secs(p.sunset) - rise) / 8;
      expect(Math.round((secs(p.rahu_kalam.start) - rise) / eighth) + 1).toBe(rahu[p.vara.number - 1]);
      expect(p.abhijit_muhurta.note === null).toBe(p.vara.weekday !== 'Wednesday');
    }
  });

  it('a fixed tz is used as given; languages add local names beside the canonical ones', () => {
    const p = panchang({ date: '2025-10-20', lat: 28.6139, lon: 77.209, tz: 0, language: 'hi' });
    expect(p.time_zone).toEqual({ tz_offset_hours: 0, zone: null, tz_source: 'request' });
    expect(p.sunrise).toMatch(/^2025-10-20T00:5\d:\d\d\+00:00$/);
    expect(p.tithi.name).toBe('Chaturdashi');
    expect(p.tithi.name_local).toBe('चतुर्दशी');
    expect(p.vara.name_local).toBe('सोमवार');
    const ta = panchang({ date: '2025-10-20', lat: 13.0827, lon: 80.2707, language: 'ta' });
    expect(ta.vara.name_local).toBe('திங்கள்');
    expect(ta.nakshatra.name_local).toBeTruthy();
  });

  it('where the civil clock runs hours from solar time, the day ends with the sunset after local midnight', () => {
    // Rankin Inlet had no standard time before 1957 (tz database "-00"), 6.2 h west of Greenwich in solar time. Read
    // on UTC (tz=0), its civil day ends with the sunset after local midnight.
    const p = panchang({ date: '1951-03-23', lat: 63.404, lon: -93.674, tz: 0 });
    expect(p.time_zone.tz_offset_hours).toBe(0);
    expect(p.sunset.slice(0, 10)).toBe('1951-03-24');
    expect(p.day_length_minutes).toBeGreaterThan(12 * 60);
    expect(p.day_length_minutes).toBeLessThan(13 * 60);
    // Without tz the date precedes the zone's first tz-database entry: the place's own mean time (-6:14:42) is used.
    const lmt = panchang({ date: '1951-03-23', lat: 63.404, lon: -93.674 });
    expect(lmt.time_zone.tz_source).toBe('local_mean_time');
    expect(lmt.time_zone.tz_offset_hours).toBeCloseTo(-93.674 / 15, 3);
    expect(lmt.sunset.slice(0, 10)).toBe('1951-03-23');
  });

  it('bad input is a 400 naming the parameter; a polar night has no sunrise-based panchang', () => {
    const param = (f: () => unknown) => { try { f(); } catch (e) { return (e as ApiError).param; } return 'no error'; };
    expect(param(() => panchang({ date: '2025-02-30', lat: 0, lon: 0 }))).toBe('date');
    expect(param(() => panchang({ date: '2025-02-01', lat: 91, lon: 0 }))).toBe('lat');
    expect(param(() => panchang({ date: '2025-02-01', lat: 0, lon: 0, tz: 15 }))).toBe('tz');
    expect(param(() => panchang({ date: '2025-02-01', lat: 0, lon: 0, language: 'fr' }))).toBe('language');
    expect(param(() => panchang({ date: '2025-12-21', lat: 78.2, lon: 15.6 }))).toBe('lat');
  });
});
