/// <reference path="./astronomia.d.ts" />
/**
 * Compiled evaluators for the VSOP87B and ELP/MPP02 series shipped with astronomia.
 * The raw data is re-packed into flat Float64Arrays once at load (hot loop without object lookups) and
 * can be truncated by amplitude: a "fast" copy is used for numerical speeds and light-time distances,
 * where arcsecond precision is not needed.
 */

/** One power of τ: flat [A, B, C, A, B, C, ...]. */
type Packed = Float64Array[];

function packVsop(series: Record<string, number[][]>, minAmplitude: number): Packed {
  const out: Packed = [];
  for (const key of Object.keys(series).sort()) {
    const rows = series[key].filter((r) => Math.abs(r[0]) >= minAmplitude);
    const flat = new Float64Array(rows.length * 3);
    rows.forEach((r, i) => flat.set([r[0], r[1], r[2]], i * 3));
    out[Number(key)] = flat;
  }
  return out;
}

function sumVsop(p: Packed, tau: number): number {
  let total = 0;
  let tauPower = 1;
  for (let n = 0; n < p.length; n++) {
    const a = p[n];
    let s = 0;
    if (a) for (let i = 0; i < a.length; i += 3) s += a[i] * Math.cos(a[i + 1] + a[i + 2] * tau);
    total += s * tauPower;
    tauPower *= tau;
  }
  return total;
}

export interface Vec3 { x: number; y: number; z: number }

/** Heliocentric VSOP87B body: rectangular coordinates in AU, dynamical ecliptic and equinox J2000. */
export class VsopBody {
  private readonly l: Packed;
  private readonly b: Packed;
  private readonly r: Packed;
  /** Terms below the thresholds are dropped: angles (L, B) in radians, radius (R) in AU. */
  constructor(data: AstronomiaVsopData, minAngle = 0, minRadius = minAngle) {
    this.l = packVsop(data.L, minAngle);
    this.b = packVsop(data.B, minAngle);
    this.r = packVsop(data.R, minRadius);
  }
  /** jde: Julian ephemeris day (TT). */
  position(jde: number): Vec3 {
    const tau = (jde - 2451545.0) / 365250;
    const lon = sumVsop(this.l, tau);
    const lat = sumVsop(this.b, tau);
    const range = sumVsop(this.r, tau);
    const cb = Math.cos(lat);
    return { x: range * cb * Math.cos(lon), y: range * cb * Math.sin(lon), z: range * Math.sin(lat) };
  }
}

const ARCSEC_TO_RAD = Math.PI / 180 / 3600;

function packElp(series: Record<string, number[][]>, minAmplitude: number): Packed {
  const out: Packed = [];
  for (const key of Object.keys(series).sort()) {
    const rows = series[key].filter((r) => Math.abs(r[0]) >= minAmplitude);
    const flat = new Float64Array(rows.length * 6);
    rows.forEach((r, i) => flat.set([r[0], r[1] ?? 0, r[2] ?? 0, r[3] ?? 0, r[4] ?? 0, r[5] ?? 0], i * 6));
    out[Number(key)] = flat;
  }
  return out;
}

function sumElp(p: Packed, t: number): number {
  const t2 = t * t, t3 = t2 * t, t4 = t3 * t;
  let total = 0;
  let tPower = 1;
  for (let n = 0; n < p.length; n++) {
    const a = p[n];
    let s = 0;
    if (a) {
      for (let i = 0; i < a.length; i += 6) {
        s += a[i] * Math.sin(a[i + 1] + a[i + 2] * t + a[i + 3] * t2 + a[i + 4] * t3 + a[i + 5] * t4);
      }
    }
    total += s * tPower;
    tPower *= t;
  }
  return total;
}

/** Like sumElp, and also the derivative with respect to t (per Julian century): [value, d value / dt]. */
function sumElpWithRate(p: Packed, t: number): [number, number] {
  const t2 = t * t, t3 = t2 * t, t4 = t3 * t;
  let total = 0, rate = 0;
  let tPower = 1, tPowerPrev = 0; // t^n and n·t^(n-1)
  for (let n = 0; n < p.length; n++) {
    const a = p[n];
    let s = 0, ds = 0;
    if (a) {
      for (let i = 0; i < a.length; i += 6) {
        const arg = a[i + 1] + a[i + 2] * t + a[i + 3] * t2 + a[i + 4] * t3 + a[i + 5] * t4;
        const argRate = a[i + 2] + 2 * a[i + 3] * t + 3 * a[i + 4] * t2 + 4 * a[i + 5] * t3;
        s += a[i] * Math.sin(arg);
        ds += a[i] * Math.cos(arg) * argRate;
      }
    }
    total += s * tPower;
    rate += ds * tPower + s * tPowerPrev;
    tPowerPrev = (n + 1) * tPower;
    tPower *= t;
  }
  return [total, rate];
}

/**
 * Geocentric Moon from ELP/MPP02 (Chapront & Francou 2003, fitted to DE405), as packed by astronomia.
 * Output: rectangular km, inertial mean ecliptic and equinox J2000 (Laskar P/Q rotation as in the ELP/MPP02
 * documentation and astronomia's elp.positionXYZ).
 */
export class ElpMoon {
  private readonly w1: number[];
  private readonly l: Packed;
  private readonly b: Packed;
  private readonly r: Packed;
  /**
   * min: one amplitude threshold in arcseconds for L and B (R keeps terms above a tenth of it in km: 1 km at lunar
   * distance is ~0.5"), or a threshold per series (L, B in arcseconds, R in km).
   */
  constructor(data: AstronomiaElpData, min: number | { L: number; B: number; R: number } = 0) {
    const m = typeof min === 'number' ? { L: min, B: min, R: min * 0.1 } : min;
    this.w1 = data.W1;
    this.l = packElp(data.L, m.L);
    this.b = packElp(data.B, m.B);
    this.r = packElp(data.R, m.R);
  }
  position(jde: number): Vec3 {
    const t = (jde - 2451545.0) / 36525;
    const w = this.w1;
    const lon = w[0] + t * (w[1] + t * (w[2] + t * (w[3] + t * w[4]))) + sumElp(this.l, t) * ARCSEC_TO_RAD;
    const lat = sumElp(this.b, t) * ARCSEC_TO_RAD;
    const range = sumElp(this.r, t);
    const cb = Math.cos(lat);
    return laskarRotation(t, range * cb * Math.cos(lon), range * cb * Math.sin(lon), range * Math.sin(lat));
  }

  /**
   * Position (km) and velocity (km/day) in the same frame as position(), the velocity from the analytic derivative of
   * every series term (and of the frame rotation), so it is as precise as the position: the osculating node needs
   * the velocity direction to ~0.01"/day.
   */
  positionVelocity(jde: number): { r: Vec3; v: Vec3 } {
    const t = (jde - 2451545.0) / 36525;
    const w = this.w1;
    const [sl, dsl] = sumElpWithRate(this.l, t);
    const [sb, dsb] = sumElpWithRate(this.b, t);
    const [range, dRange] = sumElpWithRate(this.r, t);
    const lon = w[0] + t * (w[1] + t * (w[2] + t * (w[3] + t * w[4]))) + sl * ARCSEC_TO_RAD;
    const dLon = w[1] + t * (2 * w[2] + t * (3 * w[3] + t * 4 * w[4])) + dsl * ARCSEC_TO_RAD;
    const lat = sb * ARCSEC_TO_RAD, dLat = dsb * ARCSEC_TO_RAD;
    const cb = Math.cos(lat), sbn = Math.sin(lat), cl = Math.cos(lon), sln = Math.sin(lon);
    const x = range * cb * cl, y = range * cb * sln, z = range * sbn;
    // d/dt of the spherical -> rectangular conversion (per century).
    const dx = dRange * cb * cl - range * sbn * dLat * cl - range * cb * sln * dLon;
    const dy = dRange * cb * sln - range * sbn * dLat * sln + range * cb * cl * dLon;
    const dz = dRange * sbn + range * cb * dLat;
    const r = laskarRotation(t, x, y, z);
    // Velocity: R·dX/dt + (dR/dt)·X, the latter by a symmetric difference of the slowly varying rotation.
    const h = 1e-4; // centuries
    const rv = laskarRotation(t, dx, dy, dz);
    const rp = laskarRotation(t + h, x, y, z), rm = laskarRotation(t - h, x, y, z);
    const perDay = 1 / 36525;
    return {
      r,
      v: {
        x: (rv.x + (rp.x - rm.x) / (2 * h)) * perDay,
        y: (rv.y + (rp.y - rm.y) / (2 * h)) * perDay,
        z: (rv.z + (rp.z - rm.z) / (2 * h)) * perDay,
      },
    };
  }
}

/** ELP/MPP02 section 5: from the ecliptic of date frame to the inertial J2000 frame (Laskar's P, Q). t: centuries. */
function laskarRotation(t: number, x: number, y: number, z: number): Vec3 {
  const P = t * (0.10180391e-4 + t * (0.47020439e-6 + t * (-0.5417367e-9 + t * (-0.2507948e-11 + t * 0.463486e-14))));
  const Q = t * (-0.113469002e-3 + t * (0.12372674e-6 + t * (0.1265417e-8 + t * (-0.1371808e-11 + t * -0.320334e-14))));
  const sq = Math.sqrt(1 - P * P - Q * Q);
  return {
    x: (1 - 2 * P * P) * x + 2 * P * Q * y + 2 * P * sq * z,
    y: 2 * P * Q * x + (1 - 2 * Q * Q) * y - 2 * Q * sq * z,
    z: -2 * P * sq * x + 2 * Q * sq * y + (1 - 2 * P * P - 2 * Q * Q) * z,
  };
}
