/**
 * Engine vs Swiss Ephemeris 2.10.03 in SWIEPH mode (pyswisseph with sepl_18.se1/semo_18.se1 = compressed JPL DE431;
 * see fixtures/generate.py, which checks on every call that SE did not fall back to Moshier).
 * Tolerances are the measured maxima rounded up, per body, not a blanket figure: where the engine misses the
 * 1" target (the true node) the test pins the measured error so regressions show. Measured figures are printed.
 */
import { describe, it, expect, afterAll } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import elpData from 'astronomia/data/elpMppDe';
import { BODIES, ELP_FRAME_ROTATION_ARCSEC, bodyStates, meanNodeDeg, trueNodeDeg, type BodyName } from '../../src/astrology/ephemeris';
import { ayanamsaDeg } from '../../src/astrology/ayanamsa';
import { ARCSEC, DEG, applyMatrix, apparentSiderealTime, eclipticJ2000ToEquatorial, frameOfDate } from '../../src/astrology/frames';
import { ElpMoon, type Vec3 } from '../../src/astrology/series';
import { MEEUS_PLUTO_END_JD, MEEUS_PLUTO_START_JD } from '../../src/astrology/pluto';
import { angles, placidusCusps } from '../../src/astrology/houses';
import { kundali } from '../../src/astrology/index';
import { deltaTSecondsAtJd } from '../../src/astrology/time';

interface Case {
  utc: string; jd_ut: number; jd_tt: number; lat: number; lon: number;
  bodies: Record<BodyName, { longitude: number; speed: number }>;
  mean_node: number; true_node: number; ayanamsa_lahiri_mean: number; ayanamsa_krishnamurti_mean: number;
  ascendant: number; mc: number; placidus_cusps: number[];
}
const fixture = JSON.parse(readFileSync(fileURLToPath(new URL('./fixtures/swisseph-reference.json', import.meta.url)), 'utf8')) as {
  source: string; cases: Case[]; outer_fit_grid: { jd_tt: number }[];
};
const cases = fixture.cases;
const arcsec = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180) * 3600;

/** Pluto: Meeus ch. 37 series 1885-2099; outside that an orbit integrated from a state fitted to it (src/astrology/pluto.ts). */
const PLUTO_MEEUS = (jd: number) => jd >= MEEUS_PLUTO_START_JD && jd < MEEUS_PLUTO_END_JD;
/** Swiss Ephemeris switches to a long-term sidereal time model outside 1850-2050 (swephlib.c, SIDT_LTERM_T0/T1). */
const SE_IAU_SIDTIME = (jdUt: number) => jdUt > 2396758.5 && jdUt < 2469807.5;

/**
 * Max |engine - SE| measured over the 80 cases, rounded up with ~15% margin (the 80 dates sample the error curves).
 * Mars..Pluto include the DE431 longitude correction of src/astrology/outerCorrection.ts, fitted (2026-11-29, for the
 * 1000-2999 range) on the fit grids of this fixture and of swisseph-longrange.json only: these cases are its held-out
 * check (uncorrected: Jupiter 0.41", Saturn 0.33", Uranus 1.45", Neptune 2.09"). Pluto before 1885 is the orbit
 * integrated from a state fitted to DE431 1000-1890 (0.31" in 1800, 0.19" when it was fitted to 1800-2100 only).
 */
const TOLERANCE_ARCSEC: Record<BodyName, number> = {
  Sun: 0.08, Moon: 0.05, Mercury: 0.12, Venus: 0.09, Mars: 0.15, Jupiter: 0.12, Saturn: 0.1, Uranus: 0.4, Neptune: 0.04, Pluto: 0.35,
};
/** Speeds come from a central difference of the fast (truncated) series: "/day. */
const SPEED_TOLERANCE: Record<BodyName, number> = {
  Sun: 0.2, Moon: 2.0, Mercury: 0.3, Venus: 0.35, Mars: 0.4, Jupiter: 0.05, Saturn: 0.05, Uranus: 0.02, Neptune: 0.02, Pluto: 0.03,
};
const measured: Record<string, number> = {};
const note = (k: string, v: number) => { measured[k] = Math.max(measured[k] ?? 0, v); };

afterAll(() => {
  // eslint-disable-next-line no-console
  console.log(`max |engine - SE| in arcsec over ${cases.length} cases (${fixture.source.slice(0, 60)}...):\n`
    + Object.entries(measured).map(([k, v]) => `  ${k.padEnd(28)} ${v.toFixed(3)}`).join('\n'));
});

describe('fixture', () => {
  it('names its source (SE in SWIEPH mode with DE431 files) and spans 1800-2100', () => {
    expect(fixture.source).toMatch(/Swiss Ephemeris 2\.\d+/);
    expect(fixture.source).toMatch(/SWIEPH mode with ephemeris files sepl_18\.se1 .*DE431.*semo_18\.se1/);
    expect(cases.length).toBeGreaterThanOrEqual(80);
    const years = cases.map((c) => Number(c.utc.slice(0, 4)));
    expect(Math.min(...years)).toBe(1800);
    expect(Math.max(...years)).toBe(2100);
  });
  it('the outer-planet fit grid and the test cases share no date (the cases are held out)', () => {
    const grid = fixture.outer_fit_grid.map((g) => g.jd_tt);
    for (const c of cases) expect(Math.min(...grid.map((g) => Math.abs(g - c.jd_tt)))).toBeGreaterThan(0.01);
  });
});

describe('apparent geocentric longitudes vs Swiss Ephemeris', () => {
  it.each(cases.map((c) => [c.utc, c] as const))('%s', (_, c) => {
    const st = bodyStates(c.jd_tt);
    for (const b of BODIES) {
      const err = arcsec(st[b].longitudeDeg, c.bodies[b].longitude);
      note(b, err);
      if (b === 'Pluto') note(PLUTO_MEEUS(c.jd_tt) ? 'Pluto 1885-2099 (Meeus)' : 'Pluto integrated (<1885, >=2099)', err);
      expect(err, b).toBeLessThanOrEqual(TOLERANCE_ARCSEC[b]);
      const speedErr = Math.abs(st[b].speedDegPerDay - c.bodies[b].speed) * 3600;
      note(`${b} speed ("/day)`, speedErr);
      expect(speedErr, `${b} speed`).toBeLessThan(SPEED_TOLERANCE[b]);
      expect(st[b].retrograde).toBe(c.bodies[b].speed < 0);
    }
  });

  it('Pluto is checked on both sides of the Meeus range', () => {
    expect(cases.filter((x) => !PLUTO_MEEUS(x.jd_tt)).length).toBeGreaterThan(3);
  });
});

describe('lunar nodes', () => {
  it('mean node within 0.18"', () => {
    for (const c of cases) {
      const e = arcsec(meanNodeDeg(c.jd_tt), c.mean_node);
      note('mean node', e);
      expect(e).toBeLessThan(0.18);
    }
  });
  /**
   * The osculating node turns the Moon's velocity direction into a longitude with a gain of about 1/sin i ≈ 11, so
   * 0.03"/day in the latitude rate moves it by 1". It was 1.70" here (1.83" on the dense grid below) with the
   * truncated ELP/MPP02 and a longitude-only frame tie; the full latitude series and the 3-axis tie of
   * ELP_FRAME_ROTATION_ARCSEC took it to 0.29". The issue requires 1"; the tolerance is the measured maximum + ~20%.
   */
  it('true (osculating) node within 0.35" (required: 1")', () => {
    for (const c of cases) {
      const e = arcsec(trueNodeDeg(c.jd_tt), c.true_node);
      note('true node', e);
      expect(e).toBeLessThan(0.35);
    }
  });
  it('true node within 0.35" on a dense grid (every 36.53 days 1800-2100, fixtures/swisseph-true-node.json)', () => {
    const grid = JSON.parse(readFileSync(fileURLToPath(new URL('./fixtures/swisseph-true-node.json', import.meta.url)), 'utf8')) as {
      source: string; rows: [number, number][];
    };
    expect(grid.source).toMatch(/Swiss Ephemeris 2\.\d+.*SWIEPH mode with ephemeris files sepl_18\.se1 .*DE431.*SE_TRUE_NODE/);
    expect(grid.rows.length).toBeGreaterThan(3000);
    expect(grid.rows[0][0]).toBeLessThan(2378500); // 1800-01
    expect(grid.rows[grid.rows.length - 1][0]).toBeGreaterThan(2488000); // 2100-12
    for (const [jd, lon] of grid.rows) {
      const e = arcsec(trueNodeDeg(jd), lon);
      note('true node, dense grid', e);
      expect(e, `JD ${jd}`).toBeLessThan(0.35);
    }
  });
});

describe('ELP/MPP02 frame tie and true node vs JPL DE421 (fixtures/de421-moon.json, 1900-2050)', () => {
  const de421 = JSON.parse(readFileSync(fileURLToPath(new URL('./fixtures/de421-moon.json', import.meta.url)), 'utf8')) as {
    source: string; cases: { jd_tt: number; se_true_node: number; position_km: number[]; velocity_km_per_day: number[] }[];
    frame_grid: { jd_tt: number; position_km: number[] }[];
  };
  /**
   * ICRS -> mean equator and equinox J2000: the IERS 2003 frame bias B = R1(-η0)·R2(ξ0)·R3(dα0), first order (as SE's
   * swi_bias applies it before precessing). Its transpose (the opposite direction) once stood here and made SE look
   * 0.5" away from DE421: the bias tilts the frame by 0.02", ×11 in the node.
   */
  const bias = (a: number[]): Vec3 => {
    const da = -0.0146 * ARCSEC, xi = -0.016617 * ARCSEC, eta = -0.0068192 * ARCSEC;
    return { x: a[0] + da * a[1] - xi * a[2], y: -da * a[0] + a[1] - eta * a[2], z: xi * a[0] + eta * a[1] + a[2] };
  };
  const toEclipticOfDate = (a: number[], f: ReturnType<typeof frameOfDate>): Vec3 => {
    const p = applyMatrix(f.precession, bias(a));
    const ce = Math.cos(f.meanObliquityRad), se = Math.sin(f.meanObliquityRad);
    return { x: p.x, y: p.y * ce + p.z * se, z: -p.y * se + p.z * ce };
  };
  it('ELP_FRAME_ROTATION_ARCSEC is the least-squares rotation ELP/MPP02 -> DE421 over the 200-date frame grid', () => {
    const moon = new ElpMoon(elpData, 1e-3);
    const eps = 84381.406 * ARCSEC; // J2000 obliquity, IAU 2006
    const toEcl = (v: Vec3): Vec3 => ({ x: v.x, y: v.y * Math.cos(eps) + v.z * Math.sin(eps), z: -v.y * Math.sin(eps) + v.z * Math.cos(eps) });
    // Solve min Σ |ω × e - (ref - e)|² (unit vectors, J2000 ecliptic axes): normal equations N ω = b.
    const N = [[0, 0, 0], [0, 0, 0], [0, 0, 0]], b = [0, 0, 0];
    for (const g of de421.frame_grid) {
      const ref = toEcl(bias(g.position_km));
      const m = toEcl(eclipticJ2000ToEquatorial(moon.position(g.jd_tt)));
      const n = Math.hypot(m.x, m.y, m.z);
      const e = [m.x / n, m.y / n, m.z / n], d = [(ref.x - m.x) / n, (ref.y - m.y) / n, (ref.z - m.z) / n];
      const A = [[0, e[2], -e[1]], [-e[2], 0, e[0]], [e[1], -e[0], 0]]; // ω × e = A ω
      for (let i = 0; i < 3; i++) for (let k = 0; k < 3; k++) {
        b[i] += A[k][i] * d[k];
        for (let j = 0; j < 3; j++) N[i][j] += A[k][i] * A[k][j];
      }
    }
    const det = (m: number[][]) => m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
      + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
    const w = [0, 1, 2].map((i) => det(N.map((row, k) => row.map((v, j) => (j === i ? b[k] : v)))) / det(N) / ARCSEC);
    expect(de421.frame_grid.length).toBe(200);
    for (let i = 0; i < 3; i++) expect(Math.abs(w[i] - ELP_FRAME_ROTATION_ARCSEC[i]), `axis ${i}`).toBeLessThan(0.0005);
  });
  it('osculating node from DE421 state vectors: SE within 0.05", engine within 0.2"', () => {
    expect(de421.source).toMatch(/JPL DE421/);
    expect(de421.cases.length).toBeGreaterThan(30);
    for (const c of de421.cases) {
      const f = frameOfDate(c.jd_tt);
      const r = toEclipticOfDate(c.position_km, f), v = toEclipticOfDate(c.velocity_km_per_day, f);
      const node = (Math.atan2(r.y * v.z - r.z * v.y, -(r.z * v.x - r.x * v.z)) + f.nutationLongitudeRad) / DEG;
      const engineErr = arcsec(trueNodeDeg(c.jd_tt), node), seErr = arcsec(c.se_true_node, node);
      note('true node engine vs DE421', engineErr);
      note('true node SE vs DE421', seErr);
      expect(engineErr).toBeLessThan(0.2);
      expect(seErr).toBeLessThan(0.05);
    }
  });
});

describe('ayanamsa', () => {
  it('Lahiri and Krishnamurti within 0.01" of SE_SIDM_LAHIRI / SE_SIDM_KRISHNAMURTI', () => {
    for (const c of cases) {
      const l = Math.abs(ayanamsaDeg('lahiri', c.jd_tt) - c.ayanamsa_lahiri_mean) * 3600;
      const k = Math.abs(ayanamsaDeg('krishnamurti', c.jd_tt) - c.ayanamsa_krishnamurti_mean) * 3600;
      note('ayanamsa lahiri', l);
      note('ayanamsa krishnamurti', k);
      expect(l).toBeLessThan(0.01);
      expect(k).toBeLessThan(0.01);
    }
  });
});

describe('sidereal time (SE: IAU 2006 ERA-based in 1850-2050, its long-term model outside)', () => {
  it('ARMC within 0.02"', () => {
    for (const c of cases) {
      const f = frameOfDate(c.jd_tt);
      const e = arcsec(apparentSiderealTime(c.jd_ut, f) / DEG + c.lon, (c as unknown as { armc: number }).armc);
      note(SE_IAU_SIDTIME(c.jd_ut) ? 'armc 1850-2050' : 'armc outside 1850-2050', e);
      expect(e).toBeLessThan(0.02);
    }
    expect(cases.filter((c) => !SE_IAU_SIDTIME(c.jd_ut)).length).toBeGreaterThan(10);
  });
});

describe('ascendant, MC and Placidus cusps', () => {
  it.each(cases.map((c) => [c.utc, c] as const))('%s', (_, c) => {
    const f = frameOfDate(c.jd_tt);
    const last = apparentSiderealTime(c.jd_ut, f) + c.lon * DEG;
    const a = angles(last, f.trueObliquityRad, c.lat);
    const cusps = placidusCusps(last, f.trueObliquityRad, c.lat);
    const inRange = SE_IAU_SIDTIME(c.jd_ut);
    const suffix = inRange ? ' 1850-2050' : ' outside 1850-2050';
    const ascErr = arcsec(a.ascendantDeg, c.ascendant);
    note(`ascendant${suffix}`, ascErr);
    note(`mc${suffix}`, arcsec(a.mcDeg, c.mc));
    const cuspErr = Math.max(...cusps.map((x, i) => arcsec(x, c.placidus_cusps[i])));
    note(`placidus cusps${suffix}`, cuspErr);
    expect(ascErr).toBeLessThan(0.03);
    expect(cuspErr).toBeLessThan(0.03);
  });
});

describe('end to end: vedic kundali from civil time vs SE sidereal (SEFLG_SIDEREAL, SE_SIDM_LAHIRI, swe_calc_ut)', () => {
  const e2e = (fixture as unknown as { end_to_end_lahiri: { date: string; time: string; lat: number; lon: number; delta_t_seconds: number; sidereal_lahiri: Record<string, number>; sidereal_ascendant: number }[] }).end_to_end_lahiri;
  it.each(e2e.map((c) => [`${c.date} ${c.time}`, c] as const))('%s', (_, c) => {
    const k = kundali({ date: c.date, time: c.time, lat: c.lat, lon: c.lon, tz: 0 }, Date.UTC(2026, 0, 1));
    // Same delta T model as SE (src/astrology/time.ts); the response rounds it to 1 ms.
    const dtDiff = Math.abs(k.time.delta_t_seconds - c.delta_t_seconds);
    note('e2e delta T difference (s)', dtDiff);
    expect(dtDiff).toBeLessThan(0.0006);
    for (const p of k.planets.filter((x) => x.name in c.sidereal_lahiri)) {
      const err = arcsec(p.longitude, c.sidereal_lahiri[p.name]);
      note(`e2e sidereal ${p.name}`, err);
      // The body's ephemeris tolerance + 0.02" (output rounded to 1e-6°, ayanamsa residual, sampling margin).
      const tol = p.name === 'Rahu' ? 0.18 : TOLERANCE_ARCSEC[p.name as BodyName];
      expect(err, p.name).toBeLessThan(tol + 0.02);
    }
    const ascErr = arcsec(k.ascendant.longitude, c.sidereal_ascendant);
    note('e2e sidereal ascendant', ascErr);
    expect(ascErr).toBeLessThan(0.03);
    const kt = kundali({ date: c.date, time: c.time, lat: c.lat, lon: c.lon, tz: 0, node: 'true' }, Date.UTC(2026, 0, 1));
    const trueErr = arcsec(kt.planets.find((x) => x.name === 'Rahu')!.longitude, c.sidereal_lahiri['Rahu (true)']);
    note('e2e sidereal Rahu (true node)', trueErr);
    expect(trueErr).toBeLessThan(0.35 + 0.02);
  });
});

describe('delta T vs swe_deltat_ex (SE default model, DE431 tidal acceleration)', () => {
  it('matches twice a year 1800-2100 and at every case date', () => {
    const table = (fixture as unknown as { delta_t: { jd_ut: number; delta_t_seconds: number }[] }).delta_t;
    expect(table.length).toBeGreaterThan(600);
    for (const r of [...table, ...cases.map((c) => ({ jd_ut: c.jd_ut, delta_t_seconds: (c as unknown as { delta_t_seconds: number }).delta_t_seconds }))]) {
      const e = Math.abs(deltaTSecondsAtJd(r.jd_ut) - r.delta_t_seconds);
      note('delta T (s)', e);
      expect(e).toBeLessThan(1e-6);
    }
  });
});
