import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { kundali } from '../../src/astrology/index';
import { ApiError } from '../../src/errors';
import { NAKSHATRAS, SIGNS } from '../../src/astrology/constants';
import { bodyStates } from '../../src/astrology/ephemeris';
import { ayanamsaDeg } from '../../src/astrology/ayanamsa';
import { frameOfDate } from '../../src/astrology/frames';

const DELHI = { date: '1990-05-15', time: '14:30', lat: 28.6139, lon: 77.209 };
const AT = Date.UTC(2026, 0, 1);

describe('kundali shape (spec 2.6)', () => {
  it('vedic: Lahiri, whole-sign houses, 9 grahas', () => {
    const k = kundali(DELHI, AT);
    expect(k.system).toBe('vedic');
    expect(k.house_system).toBe('whole_sign');
    expect(k.planets.map((p) => p.name)).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu']);
    expect(k.houses).toHaveLength(12);
    // Whole-sign: house 1 is the ascendant's sign, cusp at 0° of it.
    expect(k.houses[0].sign).toBe(k.ascendant.sign);
    expect(k.houses[0].cusp_degree % 30).toBe(0);
    for (const p of k.planets) {
      expect(p.house).toBe(((SIGNS.indexOf(p.sign as never) - SIGNS.indexOf(k.ascendant.sign as never) + 12) % 12) + 1);
      expect(k.houses[p.house - 1].occupants).toContain(p.name);
    }
    expect(k.moon_sign).toBe(k.planets[1].sign);
    expect(k.sun_sign).toBe(k.planets[0].sign);
    expect(k.engine).toMatch(/VSOP87/);
    expect(k.time).toMatchObject({ zone: 'Asia/Kolkata', tz_offset_hours: 5.5, utc_datetime: '1990-05-15T09:00:00Z', dst_rule: 'unambiguous' });
    expect(k.dasha.start <= '2026-01-01' && k.dasha.end > '2026-01-01').toBe(true);
    const rahu = k.planets.find((p) => p.name === 'Rahu')!, ketu = k.planets.find((p) => p.name === 'Ketu')!;
    expect(Math.abs(((rahu.longitude - ketu.longitude + 360) % 360) - 180)).toBeLessThan(1e-5);
    expect(rahu.retrograde).toBe(true);
  });

  it('sidereal longitude = apparent tropical - (Lahiri mean ayanamsa + nutation), independently recomputed', () => {
    const k = kundali({ ...DELHI, tz: 5.5 }, AT);
    const jdTt = k.time.julian_day_tt;
    const trop = bodyStates(jdTt, ['Sun']).Sun.longitudeDeg;
    const dpsi = (frameOfDate(jdTt).nutationLongitudeRad * 180) / Math.PI;
    const expected = (trop - ayanamsaDeg('lahiri', jdTt) - dpsi + 360) % 360;
    expect(k.planets[0].longitude).toBeCloseTo(expected, 4);
  });

  it('kp: Krishnamurti ayanamsa, Placidus cusps, star and sub lords on planets and cusps', () => {
    const k = kundali({ ...DELHI, system: 'kp' }, AT);
    expect(k.ayanamsa.name).toBe('krishnamurti');
    expect(k.house_system).toBe('placidus');
    for (const p of k.planets) expect(p.star_lord && p.sub_lord).toBeTruthy();
    for (const h of k.houses) expect(h.star_lord && h.sub_lord).toBeTruthy();
    expect(k.houses[0].cusp_degree).toBeCloseTo(k.ascendant.longitude, 5);
  });

  it('western: tropical, Placidus, outer planets', () => {
    const k = kundali({ ...DELHI, system: 'western' }, AT);
    expect(k.zodiac).toBe('tropical');
    expect(k.planets.map((p) => p.name)).toEqual(expect.arrayContaining(['Uranus', 'Neptune', 'Pluto']));
    const v = kundali(DELHI, AT);
    // Tropical minus sidereal Sun = true ayanamsa (~23.7° in 1990).
    const diff = k.planets[0].longitude - v.planets[0].longitude;
    expect(diff).toBeGreaterThan(23.6);
    expect(diff).toBeLessThan(23.8);
  });

  it('true node differs from the mean node by less than 2°', () => {
    const mean = kundali({ ...DELHI, node: 'mean' }, AT).planets.find((p) => p.name === 'Rahu')!;
    const tru = kundali({ ...DELHI, node: 'true' }, AT).planets.find((p) => p.name === 'Rahu')!;
    expect(Math.abs(mean.longitude - tru.longitude)).toBeLessThan(2);
    expect(mean.longitude).not.toBe(tru.longitude);
  });

  it('localizes with hi/ta, keeping canonical English names', () => {
    const hi = kundali({ ...DELHI, language: 'hi' }, AT);
    expect(hi.planets[0]).toMatchObject({ name: 'Sun', name_local: 'सूर्य' });
    expect(hi.planets[0].sign_local).toBeTruthy();
    expect(NAKSHATRAS).toContain(hi.planets[0].nakshatra as never);
    const ta = kundali({ ...DELHI, language: 'ta' }, AT);
    expect(ta.planets[1]).toMatchObject({ name: 'Moon', name_local: 'சந்திரன்' });
    expect(kundali(DELHI, AT).planets[0].name_local).toBeUndefined();
  });
});

describe('time resolution in the chart', () => {
  it('reports the DST rule applied (New York spring-forward gap, autumn overlap)', () => {
    const gap = kundali({ date: '2021-03-14', time: '02:30', lat: 40.7128, lon: -74.006 }, AT);
    expect(gap.time).toMatchObject({ zone: 'America/New_York', dst_rule: 'gap_shift_forward', utc_datetime: '2021-03-14T07:30:00Z' });
    const overlap = kundali({ date: '2021-11-07', time: '01:30', lat: 40.7128, lon: -74.006 }, AT);
    expect(overlap.time).toMatchObject({ dst_rule: 'overlap_earlier', tz_offset_hours: -4 });
    // The same wall time read one hour apart moves the ascendant by roughly 15°.
    const later = kundali({ date: '2021-11-07', time: '01:30', lat: 40.7128, lon: -74.006, tz: -5 }, AT);
    const d = (later.ascendant.longitude - overlap.ascendant.longitude + 360) % 360;
    expect(d).toBeGreaterThan(5);
    expect(d).toBeLessThan(40);
  });
});

describe('ranges (property)', () => {
  it('0 <= degree < 30, 0 <= longitude < 360, sign matches longitude, houses 1..12', () => {
    const day = fc.integer({ min: 0, max: 109500 }).map((d) => new Date(Date.UTC(1800, 0, 1) + d * 86400000).toISOString().slice(0, 10));
    const hhmm = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    fc.assert(fc.property(day, hhmm, fc.double({ min: -66, max: 66, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true }),
      fc.constantFrom('vedic', 'kp', 'western') as fc.Arbitrary<'vedic' | 'kp' | 'western'>,
      (date, time, lat, lon, system) => {
        const k = kundali({ date, time, lat, lon, tz: 0, system }, AT);
        for (const p of [...k.planets, k.ascendant]) {
          expect(p.degree).toBeGreaterThanOrEqual(0);
          expect(p.degree).toBeLessThan(30);
          expect(p.longitude).toBeGreaterThanOrEqual(0);
          expect(p.longitude).toBeLessThan(360);
          expect(SIGNS[Math.floor(p.longitude / 30)]).toBe(p.sign);
        }
        for (const p of k.planets) { expect(p.house).toBeGreaterThanOrEqual(1); expect(p.house).toBeLessThanOrEqual(12); }
        expect(k.houses.flatMap((h) => h.occupants).sort()).toEqual(k.planets.map((p) => p.name).sort());
      }), { numRuns: 60 });
  });
});

describe('validation', () => {
  const param = (fn: () => unknown) => { try { fn(); } catch (e) { expect(e).toBeInstanceOf(ApiError); return (e as ApiError).param; } return 'no error'; };
  it('names the bad parameter', () => {
    expect(param(() => kundali({ ...DELHI, date: '2023-02-30' }))).toBe('date');
    expect(param(() => kundali({ ...DELHI, time: '24:61' }))).toBe('time');
    expect(param(() => kundali({ ...DELHI, lat: 90.5 }))).toBe('lat');
    expect(param(() => kundali({ ...DELHI, lon: -180.01 }))).toBe('lon');
    expect(param(() => kundali({ ...DELHI, date: '0999-06-01' }))).toBe('date');
    expect(param(() => kundali({ ...DELHI, date: '3000-06-01' }))).toBe('date');
    expect(param(() => kundali({ ...DELHI, system: 'hellenistic' as never }))).toBe('system');
    expect(param(() => kundali({ ...DELHI, language: 'fr' as never }))).toBe('language');
    expect(param(() => kundali({ ...DELHI, tz: 15 }))).toBe('tz');
    expect(param(() => kundali({ ...DELHI, lat: Number.NaN }))).toBe('lat');
  });
  it('Placidus is undefined beyond the polar circles (kp, western) but whole-sign works', () => {
    expect(() => kundali({ ...DELHI, lat: 70, system: 'kp' })).toThrow('Placidus houses are undefined at this latitude');
    expect(param(() => kundali({ ...DELHI, lat: -75, system: 'western' }))).toBe('lat');
    expect(kundali({ ...DELHI, lat: 70, system: 'vedic' }, AT).houses).toHaveLength(12);
  });
});
