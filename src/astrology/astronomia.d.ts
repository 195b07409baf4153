// Minimal typings for the parts of astronomia (MIT, https://github.com/commenthol/astronomia) the engine uses.
declare module 'astronomia/deltat' {
  /** ΔT = TT - UT in seconds for a decimal (Gregorian) year. */
  export function deltaT(decimalYear: number): number;
  const _default: { deltaT: typeof deltaT };
  export default _default;
}
declare module 'astronomia/nutation' {
  /** IAU 1980 nutation (Meeus table 22.A): [Δψ, Δε] in radians. */
  export function nutation(jde: number): [number, number];
  const _default: { nutation: typeof nutation };
  export default _default;
}
declare module 'astronomia/pluto' {
  /** Meeus ch. 37 heliocentric Pluto, ecliptic and equinox J2000, radians and AU. */
  export function heliocentric(jde: number): { lon: number; lat: number; range: number };
  const _default: { heliocentric: typeof heliocentric };
  export default _default;
}
/** VSOP87 series: L/B/R keyed by power of τ, rows [A, B, C] meaning A·cos(B + C·τ). */
interface AstronomiaVsopData {
  L: Record<string, number[][]>;
  B: Record<string, number[][]>;
  R: Record<string, number[][]>;
}
/** ELP/MPP02 series: rows [A, φ0..φ4] meaning A·sin(Σ φk·T^k), grouped by power of T. */
interface AstronomiaElpData {
  name: string;
  W1: number[];
  L: Record<string, number[][]>;
  B: Record<string, number[][]>;
  R: Record<string, number[][]>;
}
declare module 'astronomia/data/vsop87Bearth' { const d: AstronomiaVsopData; export default d; }
declare module 'astronomia/data/vsop87Bmercury' { const d: AstronomiaVsopData; export default d; }
declare module 'astronomia/data/vsop87Bvenus' { const d: AstronomiaVsopData; export default d; }
declare module 'astronomia/data/vsop87Bmars' { const d: AstronomiaVsopData; export default d; }
declare module 'astronomia/data/vsop87Bjupiter' { const d: AstronomiaVsopData; export default d; }
declare module 'astronomia/data/vsop87Bsaturn' { const d: AstronomiaVsopData; export default d; }
declare module 'astronomia/data/vsop87Buranus' { const d: AstronomiaVsopData; export default d; }
declare module 'astronomia/data/vsop87Bneptune' { const d: AstronomiaVsopData; export default d; }
declare module 'astronomia/data/elpMppDe' { const d: AstronomiaElpData; export default d; }
/** The complete ELP/MPP02 (DE405) series (~36,000 terms, 5 MB); elpMppDe is it cut at ~0.001". */
declare module 'astronomia/data/elpMppDeFull' { const d: AstronomiaElpData; export default d; }
declare module 'astronomia/data/deltat' {
  /** ΔT tables: historic (yearly), data (monthly IERS), prediction (USNO); `first`/`last` are decimal years. */
  const d: { historic: { first: number; last: number }; data: { first: number; last: number }; prediction: { first: number; last: number } };
  export default d;
}
