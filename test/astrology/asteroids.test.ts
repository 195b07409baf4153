/**
 * Chiron, Ceres, Pallas, Juno and Vesta (src/astrology/western/asteroids.ts) against Swiss Ephemeris 2.10.03 with its
 * asteroid files seas_06.se1, seas_12.se1, seas_18.se1 and seas_24.se1 (test/astrology/fixtures/generate_asteroids.py):
 * apparent geocentric longitude, latitude and speed (true equinox of date) at 20 random instants in every century
 * 1000-2999 and 6 in each of the windows where two fitted orbits are blended, none of them used by the orbit fit;
 * printed per body per century. The table is continuous (no jump at its segment boundaries, joins included) and
 * reproducible: re-integrating each span's stored initial states (asteroidOrbit.ts) gives the tabulated positions.
 */
import { describe, expect, it } from 'vitest';
import fixture from './fixtures/swisseph-asteroids.json';
import { ASTEROIDS, ASTEROID_RANGE, asteroidStates, type AsteroidName } from '../../src/astrology/western/asteroids';
import {
  BLEND_DAYS, SEGMENTS, SPANS, TABLE_END_JD, TABLE_START_JD, decodeCoefficients, encodeCoefficients, evalSegment,
  heliocentricAsteroid, segmentCount,
} from '../../src/astrology/western/asteroidTable';
import { STEP_DAYS, integrate, massiveOf, planetPositions } from '../../src/astrology/western/asteroidOrbit';
import { westernChartAt } from '../../src/astrology/western/westernChart';
import { chartDoc } from '../../src/astrology/western/chartDoc';
import { julianDayNumber } from '../../src/astrology/validate';
import type { ResolvedTime } from '../../src/astrology/time';

const arcsecApart = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180) * 3600;
type Ref = { longitude: number; latitude: number; speed: number };
interface Worst { lon: number; lat: number; speed: number; sum: number; n: number }
const fresh = (): Worst => ({ lon: 0, lat: 0, speed: 0, sum: 0, n: 0 });

function measure(cases: { jd_tt: number; bodies: Record<string, Ref> }[], into: (c: number) => Record<AsteroidName, Worst>, key: (i: number) => number): void {
  cases.forEach((c, i) => {
    const s = asteroidStates(c.jd_tt)!;
    const row = into(key(i));
    for (const b of ASTEROIDS) {
      const ref = c.bodies[b];
      const dl = arcsecApart(s[b].longitudeDeg, ref.longitude);
      row[b].lon = Math.max(row[b].lon, dl);
      row[b].sum += dl; row[b].n++;
      row[b].lat = Math.max(row[b].lat, Math.abs(s[b].latitudeDeg - ref.latitude) * 3600);
      row[b].speed = Math.max(row[b].speed, Math.abs(s[b].speedDegPerDay - ref.speed));
    }
  });
}

describe('Chiron and the asteroids against Swiss Ephemeris (seas_06/12/18/24.se1), 1000-2999', () => {
  it('worst apparent longitude and latitude error per body per century is under 10"; speeds within 0.0005°/day', () => {
    const rows = new Map<number, Record<AsteroidName, Worst>>();
    const row = (century: number) => {
      if (!rows.has(century)) rows.set(century, Object.fromEntries(ASTEROIDS.map((b) => [b, fresh()])) as Record<AsteroidName, Worst>);
      return rows.get(century)!;
    };
    measure(fixture.cases, row, (i) => fixture.cases[i].century);
    expect([...rows.keys()]).toEqual(Array.from({ length: 20 }, (_, k) => 1000 + 100 * k));
    const all = Object.fromEntries(ASTEROIDS.map((b) => [b, fresh()])) as Record<AsteroidName, Worst>;
    const lines = [...rows].map(([century, r]) => `  ${century}-${century + 99}  ` + ASTEROIDS.map((b) => {
      all[b].lon = Math.max(all[b].lon, r[b].lon); all[b].lat = Math.max(all[b].lat, r[b].lat);
      all[b].speed = Math.max(all[b].speed, r[b].speed); all[b].sum += r[b].sum; all[b].n += r[b].n;
      return `${r[b].lon.toFixed(2).padStart(6)}"/${r[b].lat.toFixed(2).padStart(5)}"`;
    }).join('  '));
    console.log(`max |engine - SE| longitude/latitude per century, ${fixture.per_century} random instants each (SE ${fixture.swisseph}, ${fixture.files}):\n`
      + `  century    ${ASTEROIDS.map((b) => b.padEnd(14)).join('  ')}\n${lines.join('\n')}\n`
      + ASTEROIDS.map((b) => `  ${b.padEnd(7)} worst longitude ${all[b].lon.toFixed(2)}" (mean ${(all[b].sum / all[b].n).toFixed(2)}"), latitude ${all[b].lat.toFixed(2)}", speed ${all[b].speed.toExponential(1)}°/day`).join('\n'));
    for (const [century, r] of rows) {
      for (const b of ASTEROIDS) {
        expect(r[b].lon, `${b} ${century}`).toBeLessThan(10);
        expect(r[b].lat, `${b} ${century}`).toBeLessThan(10);
        expect(r[b].speed, `${b} ${century}`).toBeLessThan(5e-4);
      }
    }
  });

  it('within 10" of SE in the windows where neighbouring orbits are blended', () => {
    const worst = Object.fromEntries(ASTEROIDS.map((b) => [b, fresh()])) as Record<AsteroidName, Worst>;
    measure(fixture.join_cases, () => worst, () => 0);
    console.log(`max |engine - SE| at ${fixture.join_cases.length} instants within ±${BLEND_DAYS} days of the ${SPANS.length - 1} joins: `
      + ASTEROIDS.map((b) => `${b} ${worst[b].lon.toFixed(2)}"/${worst[b].lat.toFixed(2)}"`).join(', '));
    for (const b of ASTEROIDS) {
      expect(worst[b].lon, b).toBeLessThan(10);
      expect(worst[b].lat, b).toBeLessThan(10);
      expect(worst[b].speed, b).toBeLessThan(5e-4);
    }
  });

  it('retrograde follows the sign of the speed as in SE', () => {
    let checked = 0;
    for (const c of fixture.cases) {
      const s = asteroidStates(c.jd_tt)!;
      for (const b of ASTEROIDS) {
        const ref = (c.bodies as Record<string, Ref>)[b].speed;
        if (Math.abs(ref) < 1e-3) continue; // within a station
        expect(s[b].speedDegPerDay < 0, `${b} ${c.jd_tt}`).toBe(ref < 0);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1800);
  });
});

describe('the Chebyshev table', () => {
  it('is continuous: position and velocity agree across every segment boundary, the joins of the fitted orbits included', () => {
    const h = 1e-3; // in x: 0.256 day
    const report: string[] = [];
    for (const b of ASTEROIDS) {
      const { days } = SEGMENTS[b];
      let jump = 0, vjump = 0, nearJoin = 0, vNearJoin = 0, away = 0, vAway = 0;
      for (let s = 0; s + 1 < segmentCount(b); s++) {
        const l0 = evalSegment(b, s, 1), l1 = evalSegment(b, s, 1 - h), l2 = evalSegment(b, s, 1 - 2 * h);
        const r0 = evalSegment(b, s + 1, -1), r1 = evalSegment(b, s + 1, -1 + h), r2 = evalSegment(b, s + 1, -1 + 2 * h);
        const d = Math.hypot(l0.x - r0.x, l0.y - r0.y, l0.z - r0.z);
        // Second-order one-sided differences, AU/day.
        const vl = (k: 'x' | 'y' | 'z') => (3 * l0[k] - 4 * l1[k] + l2[k]) / (2 * h) * 2 / days;
        const vr = (k: 'x' | 'y' | 'z') => (-3 * r0[k] + 4 * r1[k] - r2[k]) / (2 * h) * 2 / days;
        const dv = Math.hypot(vl('x') - vr('x'), vl('y') - vr('y'), vl('z') - vr('z'));
        jump = Math.max(jump, d); vjump = Math.max(vjump, dv);
        const at = TABLE_START_JD + (s + 1) * days;
        if (SPANS.some((sp) => Math.abs(sp.from - at) <= BLEND_DAYS && sp.from > TABLE_START_JD)) {
          nearJoin = Math.max(nearJoin, d); vNearJoin = Math.max(vNearJoin, dv);
        } else { away = Math.max(away, d); vAway = Math.max(vAway, dv); }
      }
      report.push(`${b} ${jump.toExponential(1)} AU, ${vjump.toExponential(1)} AU/day (in the blends ${nearJoin.toExponential(1)} AU, ${vNearJoin.toExponential(1)} AU/day)`);
      // The table's own fit error (below 1e-7 AU) and its slope at a segment's ends (3e-7 AU/day moves a body seen
      // from 1 AU by 2e-5°/day at most). The blends add nothing: no larger jump there than away from them.
      expect(jump, b).toBeLessThan(2e-7);
      expect(vjump, b).toBeLessThan(3e-7);
      expect(nearJoin, b).toBeLessThan(1.2 * away);
      expect(vNearJoin, b).toBeLessThan(1.2 * vAway);
    }
    console.log(`largest jump at a segment boundary: ${report.join('; ')}`);
  });

  it('is reproducible: re-integrating 200 days from each span\'s stored initial states gives the tabulated positions within 1e-7 AU', () => {
    expect(SPANS).toHaveLength(7);
    for (const span of SPANS) {
      const state = new Float64Array(ASTEROIDS.flatMap((b) => span.states[b]));
      let worst = 0, n = 0;
      integrate(span.epochJdTT, state, STEP_DAYS, 400, (jd, s) => {
        if ((jd - span.epochJdTT) % 4 !== 0) return;
        ASTEROIDS.forEach((b, i) => {
          const t = heliocentricAsteroid(b, jd);
          worst = Math.max(worst, Math.hypot(t.x - s[6 * i], t.y - s[6 * i + 1], t.z - s[6 * i + 2]));
          n++;
        });
      }, planetPositions, massiveOf(ASTEROIDS));
      expect(n).toBeGreaterThan(200);
      expect(worst, `span epoch ${span.epochJdTT}`).toBeLessThan(1e-7);
    }
  });

  it('varint coding round-trips; the spans tile the table, which covers the engine\'s whole range in either calendar and any time zone', () => {
    const ints = [0, 1, -1, 127, -128, 2 ** 40, -(2 ** 40) - 3];
    expect(Array.from(decodeCoefficients(encodeCoefficients(ints)))).toEqual(ints);
    expect(TABLE_START_JD).toBe(2086080.5);
    expect(TABLE_END_JD).toBe(2817000.5);
    expect(SPANS[0].from).toBe(TABLE_START_JD);
    expect(SPANS.at(-1)!.to).toBe(TABLE_END_JD);
    SPANS.slice(1).forEach((s, i) => expect(s.from).toBe(SPANS[i].to));
    // The earliest instant a request can name: 1000-01-01 00:00 in the proleptic Gregorian calendar at UTC+14; the
    // latest: 2999-12-31 24:00 at UTC-14, plus ΔT (under 0.1 day), a solar return's week into 3000 and light-time.
    expect(ASTEROID_RANGE.fromJdTT).toBeLessThan(julianDayNumber(1000, 1, 1, 'gregorian') - 0.5 - 14 / 24 - 30);
    expect(ASTEROID_RANGE.toJdTT).toBeGreaterThan(julianDayNumber(3000, 1, 1, 'gregorian') + 0.5 + 14 / 24 + 30);
    expect(SEGMENTS.Chiron.days).toBeGreaterThan(0);
  });
});

describe('outside the table (not reachable through the API, whose dates stop at 1000-01-01 and 2999-12-31)', () => {
  it('asteroidStates is null and the chart omits the five points, says why and keeps the rest', () => {
    expect(asteroidStates(TABLE_START_JD - 10)).toBeNull();
    expect(asteroidStates(TABLE_END_JD + 10)).toBeNull();
    const time = (jd: number) => ({ jd_ut: jd, jd_tt: jd, utc: 'x' }) as unknown as ResolvedTime;
    const first = chartDoc(westernChartAt(time(ASTEROID_RANGE.fromJdTT), 28.6, 77.2, 'mean', 'placidus'));
    const last = chartDoc(westernChartAt(time(ASTEROID_RANGE.toJdTT), 28.6, 77.2, 'mean', 'placidus'));
    for (const inside of [first, last]) {
      expect(inside.points.map((p) => p.name)).toEqual(expect.arrayContaining([...ASTEROIDS]));
      expect(inside.omitted_points).toBeUndefined();
    }
    const before = chartDoc(westernChartAt(time(TABLE_START_JD - 100), 28.6, 77.2, 'mean', 'placidus'));
    expect(before.points.some((p) => (ASTEROIDS as readonly string[]).includes(p.name))).toBe(false);
    expect(before.points).toHaveLength(first.points.length - 5);
    expect(before.omitted_points).toMatchObject({ points: [...ASTEROIDS] });
    expect(before.omitted_points!.reason).toContain('1000-01-01');
  });
});
