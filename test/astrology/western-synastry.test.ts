/** Synastry and composite (issue 21 item 4): midpoints and summaries worked by hand; composite houses from its MC. */
import { describe, expect, it } from 'vitest';
import { compositeChart, interAspects, nearMidpoint, summarize, synastryDoc } from '../../src/astrology/western/synastry';
import { parseOrbs, type Aspect } from '../../src/astrology/western/aspects';
import { westernChart, type PointPosition, type WesternPoint } from '../../src/astrology/western/westernChart';

const p1 = { p1_date: '1990-05-15', p1_time: '14:30', p1_lat: 28.6139, p1_lon: 77.209 };
const p2 = { p2_date: '1992-11-03', p2_time: '06:10', p2_lat: 19.076, p2_lon: 72.8777 };
const pt = (name: string, longitudeDeg: number): PointPosition => ({ name: name as WesternPoint, longitudeDeg, speedDegPerDay: 0 });
const apart = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

describe('synastry', () => {
  it('near midpoints: across 0° Aries and on the short arc', () => {
    expect(nearMidpoint(350, 20)).toBe(5);
    expect(nearMidpoint(20, 350)).toBe(5);
    expect(nearMidpoint(10, 200)).toBe(285); // the short arc 200 -> 360 -> 10 is 170°
    expect(nearMidpoint(100, 140)).toBe(120);
  });

  it('inter-aspects name both persons; the summary counts and weighs them', () => {
    const list = interAspects([pt('Sun', 10), pt('Venus', 100)], [pt('Moon', 131), pt('Mars', 190)], parseOrbs({}));
    // Sun-Moon 121 trine (orb 1), Sun-Mars 180 opposition (0), Venus-Moon 31 semi-sextile (1), Venus-Mars 90 square (0).
    expect(list.map((a) => `${a.point1}/${a.point2}/${a.aspect}`)).toEqual(
      ['p1 Sun/p2 Mars/opposition', 'p1 Venus/p2 Mars/square', 'p1 Sun/p2 Moon/trine', 'p1 Venus/p2 Moon/semi_sextile']);
    const s = summarize(list);
    expect(s).toMatchObject({ harmonious: 1, challenging: 2, variable: 1 });
    // trine exactness 100·(1 - 1/8) = 87.5; opposition and square 100 each: 87.5 / 287.5 = 30.4 %.
    expect(s.harmony_percent).toBe(30.4);
    expect(s.key_contacts.map((a: Aspect) => a.aspect)).toEqual(['opposition', 'square', 'trine', 'semi_sextile']); // all four link Sun, Moon, Venus, Mars
  });

  it('composite: every planet at the near midpoint; houses built from the midpoint MC (cusp 10 = MC for quadrant systems)', () => {
    const doc = synastryDoc({ ...p1, ...p2, house_system: 'regiomontanus' });
    const lon1 = Object.fromEntries(doc.person1.points.map((p) => [p.name, p.longitude]));
    const lon2 = Object.fromEntries(doc.person2.points.map((p) => [p.name, p.longitude]));
    for (const p of doc.composite.points.filter((q) => q.name !== 'Ascendant')) {
      const m = p.name === 'MC' ? nearMidpoint(lon1.MC, lon2.MC) : nearMidpoint(lon1[p.name], lon2[p.name]);
      expect(apart(p.longitude, m)).toBeLessThan(1e-5);
      // a near midpoint is equidistant from both and at most 90° from each
      expect(Math.abs(apart(p.longitude, lon1[p.name]) - apart(p.longitude, lon2[p.name]))).toBeLessThan(1e-5);
    }
    const mc = doc.composite.points.find((p) => p.name === 'MC')!.longitude;
    expect(apart(doc.composite.houses[9].cusp, mc)).toBeLessThan(1e-5);
    expect(doc.composite.latitude).toBeCloseTo((28.6139 + 19.076) / 2, 6);
    expect(doc.composite.points.find((p) => p.name === 'Ascendant')!.longitude).toBeCloseTo(doc.composite.houses[0].cusp, 5);
  });

  it('the composite of a chart with itself is that chart (points, MC and, at its own latitude, its houses)', () => {
    const c = westernChart({ date: '1990-05-15', time: '14:30', lat: 28.6139, lon: 77.209, house_system: 'koch' });
    const comp = compositeChart(c, c, 'koch');
    for (const p of comp.points) expect(apart(p.longitude, c.points.find((q) => q.name === p.name)!.longitudeDeg)).toBeLessThan(1e-5);
    comp.houses.forEach((h, i) => expect(apart(h.cusp, c.cuspsDeg[i])).toBeLessThan(1e-4));
  });

  it('Davison: the chart for the mean UT instant at the mean latitude and the short-arc mean longitude', () => {
    const doc = synastryDoc({ ...p1, ...p2, p1_tz: 0, p2_tz: 0, p1_time: '00:00', p2_time: '12:00', p2_date: '1990-05-17', p2_lon: 170, p1_lon: -170 });
    // 1990-05-15 00:00 and 1990-05-17 12:00 UTC: mean 1990-05-16 06:00; longitudes -170 and 170: short arc through 180.
    expect(doc.davison.utc).toBe('1990-05-16T06:00:00Z');
    expect(Math.abs(doc.davison.lon)).toBeCloseTo(180, 6);
    expect(doc.davison.lat).toBeCloseTo((28.6139 + 19.076) / 2, 6);
    const direct = westernChart({ date: '1990-05-16', time: '06:00', tz: 0, lat: (28.6139 + 19.076) / 2, lon: 180 });
    for (const p of doc.davison.chart.points) {
      expect(apart(p.longitude, direct.points.find((q) => q.name === p.name)!.longitudeDeg)).toBeLessThan(1e-5);
    }
  });

  it.each([[{ p2_date: undefined }, 'p2_date'], [{ p1_lat: 91 }, 'p1_lat'], [{ p2_time: '25:00' }, 'p2_time'],
    [{ house_system: 'x' }, 'house_system'], [{ orb_trine: 16 }, 'orb_trine']])('%o is a 400 naming %s', (q, param) => {
    expect(() => synastryDoc({ ...p1, ...p2, ...q })).toThrow(expect.objectContaining({ status: 400, param }));
  });
});
