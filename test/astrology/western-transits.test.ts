/**
 * Transits (issue 21 item 3) against Swiss Ephemeris: the timeline's exact hits of the transiting Sun, Mercury, Venus
 * and Mars to a natal chart over 2026, found independently by pyswisseph (fixtures/generate_transits.py).
 */
import { describe, expect, it } from 'vitest';
import fixture from './fixtures/swisseph-transits.json';
import { transitsDoc } from '../../src/astrology/western/transits';

const NATAL = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Ascendant', 'MC'];
const jdUtOf = (iso: string) => Date.parse(iso) / 86400000 + 2440587.5;

describe('transit timeline', () => {
  const base = { ...fixture.natal, tz: 0 };
  const doc = transitsDoc({ ...base, at: '2026-06-01T00:00:00Z', from: fixture.from, to: fixture.to });
  const ours = doc.timeline!.hits.filter((h) => fixture.transiting.includes(h.transit) && NATAL.includes(h.natal));

  it('finds every hit Swiss Ephemeris finds (Sun..Mars to the ten planets and the angles, 2026), each within a minute', () => {
    expect(ours.length).toBe(fixture.hits.length);
    const left = [...ours];
    let worstS = 0;
    for (const ref of fixture.hits) {
      // Natal longitudes differ from SE's by < 0.5": at the planet's speed that is the timing tolerance (>= 60 s).
      const tolS = Math.max(60, (0.5 / 3600 / Math.abs(ref.speed)) * 86400);
      const i = left.findIndex((h) => h.transit === ref.transit && h.natal === ref.natal && h.aspect === ref.aspect
        && Math.abs(jdUtOf(h.exact_utc) - ref.jd_ut) * 86400 <= tolS);
      expect(i, `${ref.transit} ${ref.aspect} ${ref.natal} at JD ${ref.jd_ut}`).toBeGreaterThanOrEqual(0);
      worstS = Math.max(worstS, Math.abs(jdUtOf(left[i].exact_utc) - ref.jd_ut) * 86400);
      left.splice(i, 1);
    }
    expect(worstS).toBeLessThan(60);
  });

  it('each hit puts the transiting planet at natal longitude ± the aspect angle; retrograde passes are separate hits', () => {
    const natalLon = Object.fromEntries(doc.natal.points.map((p) => [p.name, p.longitude]));
    for (const h of doc.timeline!.hits) {
      const sep = Math.abs(((h.transit_longitude - natalLon[h.natal] + 540) % 360) - 180);
      expect(Math.abs(sep - h.angle)).toBeLessThan(0.001);
    }
    expect(doc.timeline!.hits.some((h) => h.retrograde)).toBe(true);
    expect(doc.timeline!.hits.every((h) => h.transit !== 'Moon')).toBe(true);
  });

  it('moment: aspects from transiting bodies to natal points within the transit orbs (3° major by default)', () => {
    expect(doc.at).toBe('2026-06-01T00:00:00Z');
    expect(doc.transits.map((t) => t.name)).toContain('Moon');
    for (const a of doc.aspects) {
      expect(a.point1.startsWith('transit ')).toBe(true);
      expect(a.kind).toBe('major');
      expect(a.orb).toBeLessThanOrEqual(3);
    }
  });

  it.each([
    [{ from: '2026-01-01' }, 'to'], [{ to: '2026-01-01' }, 'from'], [{ from: '2026-01-01', to: '2027-06-01' }, 'to'],
    [{ from: '2026-02-01', to: '2026-01-01' }, 'to'], [{ from: '2026-13-01', to: '2026-12-31' }, 'from'],
    [{ at: 'yesterday' }, 'at'], [{ at: '3000-01-01' }, 'at'], [{ aspect_set: 'minor' }, 'aspect_set'], [{ orb_trine: '20' }, 'orb_trine'],
  ])('%o is a 400 naming %s', (q, param) => {
    expect(() => transitsDoc({ ...base, ...q })).toThrow(expect.objectContaining({ status: 400, param }));
  });
});
