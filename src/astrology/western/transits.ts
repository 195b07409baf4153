/**
 * Transits: the sky at a moment aspecting a natal chart, and the exact instants over a date range at which a
 * transiting planet reaches an exact aspect to a natal point.
 *
 * Timeline method: each transiting planet's apparent longitude is sampled once a day (TT); for every natal point and
 * every aspect angle A with a nonzero orb, the target longitudes natal ± A are watched for a sign change of
 * (longitude - target) between two samples (a change across ±180° is the far side, not a crossing). Each bracket is
 * then solved by Newton steps on the precise position and speed (bisection if a step leaves the bracket) until the
 * step is below 1 second; instants are given in UTC to the second (ΔT as everywhere in the engine). A retrograde
 * planet that crosses a target three times gives three hits. A planet that stations within a day of exactness and
 * turns back without crossing gives no hit (the aspect only touches). The Moon is left out of the timeline (it makes
 * every aspect to every point each month); it is in the moment's aspects.
 */
import { errors } from '../../errors';
import { ENGINE_NAME, EPHEMERIS_NAME, bodyStates, type BodyName } from '../ephemeris';
import { normDeg } from '../frames';
import { deltaTSecondsAtJd, timeOfUtcInstant, ttFromUtcMs, utcMsFromJd } from '../time';
import { MAX_YEAR, MIN_YEAR, parseDate, parseEnum } from '../validate';
import { ASPECT_DEFS, aspectBetween, parseOrbs, type Aspect, type AspectName, type Orbs } from './aspects';
import { westernChart, westernChartAt, westernHouseOf, type PointPosition, type WesternChart, type WesternInput, type WesternPoint } from './westernChart';
import { chartDoc, lon6, placeOf, type WesternChartDoc } from './chartDoc';

export const TIMELINE_BODIES: BodyName[] = ['Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'];
/** Transiting points of a moment: the planets, the North Node and Chiron (left out where its range ends). */
const MOMENT_POINTS: WesternPoint[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'North Node', 'Chiron'];
/** Longest timeline range, days (a year of hits is already ~1,000 entries). */
export const MAX_RANGE_DAYS = 366;
/** Transit orbs are tighter than natal ones: 3° for the major aspects, 1° for the minor ones by default. */
export const TRANSIT_DEFAULT_ORBS: Orbs = Object.fromEntries(ASPECT_DEFS.map((a) => [a.name, a.kind === 'major' ? 3 : 1])) as Orbs;
export const ASPECT_SETS = ['major', 'all'] as const;

export interface TransitHit {
  transit: string;
  natal: string;
  aspect: AspectName;
  angle: number;
  /** Exact instant, UTC, ISO 8601 to the second. */
  exact_utc: string;
  /** Transiting planet's longitude at that instant (= natal longitude ± angle). */
  transit_longitude: number;
  retrograde: boolean;
}

const r6 = (x: number) => Math.round(x * 1e6) / 1e6;
const signedDiff = (from: number, to: number): number => { const d = normDeg(to - from); return d > 180 ? d - 360 : d; };
const isoSeconds = (ms: number) => new Date(Math.round(ms / 1000) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
const utcIsoFromTt = (jdTt: number): string => {
  const jdUt = jdTt - deltaTSecondsAtJd(jdTt) / 86400;
  return isoSeconds(utcMsFromJd(jdTt - deltaTSecondsAtJd(jdUt) / 86400));
};

/** Exact hits of `bodies` on `natal` points for the aspects with a nonzero orb, between two TT Julian days. */
export function transitHits(natal: PointPosition[], orbs: Orbs, startTt: number, endTt: number, bodies: BodyName[] = TIMELINE_BODIES): TransitHit[] {
  const days = Math.ceil(endTt - startTt);
  const samples: Record<string, number>[] = [];
  for (let i = 0; i <= days; i++) {
    const jd = Math.min(startTt + i, endTt);
    const s = bodyStates(jd, bodies);
    samples.push(Object.fromEntries([['jd', jd], ...bodies.map((b) => [b, s[b].longitudeDeg])]));
  }
  const targets: { natal: string; aspect: AspectName; angle: number; lon: number }[] = [];
  for (const p of natal) {
    for (const a of ASPECT_DEFS) {
      if (orbs[a.name] <= 0) continue;
      const sides = a.angleDeg === 0 || a.angleDeg === 180 ? [a.angleDeg] : [a.angleDeg, -a.angleDeg];
      for (const side of sides) targets.push({ natal: p.name, aspect: a.name, angle: a.angleDeg, lon: normDeg(p.longitudeDeg + side) });
    }
  }
  const hits: TransitHit[] = [];
  for (const body of bodies) {
    for (const tg of targets) {
      for (let i = 0; i + 1 < samples.length; i++) {
        const f0 = signedDiff(tg.lon, samples[i][body]), f1 = signedDiff(tg.lon, samples[i + 1][body]);
        if (Math.abs(f0) + Math.abs(f1) > 90) continue; // the jump across ±180° is the far side, not a crossing
        // A root exactly on a sample belongs to the bracket it starts (the last sample: to the last bracket).
        const crosses = (f0 <= 0 && f1 > 0) || (f0 >= 0 && f1 < 0) || (f1 === 0 && f0 !== 0 && i + 2 === samples.length);
        if (!crosses) continue;
        const jd = solve(body, tg.lon, samples[i].jd, samples[i + 1].jd, f0);
        const st = bodyStates(jd, [body])[body];
        hits.push({
          transit: body, natal: tg.natal, aspect: tg.aspect, angle: tg.angle, exact_utc: utcIsoFromTt(jd),
          transit_longitude: lon6(st.longitudeDeg), retrograde: st.speedDegPerDay < 0,
        });
      }
    }
  }
  return hits.sort((a, b) => a.exact_utc.localeCompare(b.exact_utc) || a.transit.localeCompare(b.transit) || a.natal.localeCompare(b.natal));
}

/** Root of longitude(body) = target inside [a, b] (f(a) = fa), Newton with bisection fallback, to < 1 s. */
function solve(body: BodyName, target: number, a: number, b: number, fa: number): number {
  let lo = a, hi = b, flo = fa;
  let t = a + (b - a) * (Math.abs(fa) / (Math.abs(fa) + Math.abs(signedDiff(target, bodyStates(b, [body])[body].longitudeDeg)) || 1));
  for (let i = 0; i < 60; i++) {
    const s = bodyStates(t, [body])[body];
    const f = signedDiff(target, s.longitudeDeg);
    if (f === 0) return t;
    if ((f < 0) === (flo < 0)) { lo = t; flo = f; } else hi = t;
    let next = s.speedDegPerDay !== 0 ? t - f / s.speedDegPerDay : NaN;
    if (!(next > lo && next < hi)) next = (lo + hi) / 2;
    if (Math.abs(next - t) < 1 / 86400) return next;
    t = next;
  }
  return t;
}

export interface TransitsDoc {
  natal: WesternChartDoc;
  at: string;
  orbs: Orbs;
  transits: { name: string; longitude: number; sign: string; degree: number; speed: number; retrograde: boolean; natal_house: number }[];
  aspects: Aspect[];
  timeline?: { from: string; to: string; bodies: string[]; hits: TransitHit[] };
  engine: string;
}

const AT_RE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
export function parseInstant(v: unknown, param: string, fallbackMs: number): number {
  if (v === undefined || v === null || v === '') return fallbackMs;
  const ms = typeof v === 'string' && AT_RE.test(v) ? Date.parse(v) : NaN;
  if (!Number.isFinite(ms)) throw errors.invalidRequest(`${param} must be an ISO 8601 date or date-time.`, param);
  const year = new Date(ms).getUTCFullYear();
  if (year < MIN_YEAR || year > MAX_YEAR) throw errors.invalidRequest(`${param} must be between ${MIN_YEAR} and ${MAX_YEAR}.`, param);
  return ms;
}

/** The transiting Sun..Pluto and North Node at an instant (UTC ms), with the natal chart's node type. */
export function transitingPoints(natal: WesternChart, atMs: number): PointPosition[] {
  const now = westernChartAt({ ...timeOfUtcInstant(atMs), utc_datetime: isoSeconds(atMs) }, natal.latDeg, natal.lonDeg, natal.node, 'whole_sign');
  return now.points.filter((p) => MOMENT_POINTS.includes(p.name));
}

/** Transits to a natal chart at `at` (default now), and with from/to the exact hits in that range. */
export function transitsDoc(input: WesternInput & Record<string, unknown>, nowMs: number = Date.now()): TransitsDoc {
  const raw = (input ?? {}) as Record<string, unknown>;
  const set = parseEnum(raw.aspect_set, ASPECT_SETS, 'major', 'aspect_set');
  const orbs = parseOrbs(raw, TRANSIT_DEFAULT_ORBS);
  if (set === 'major') for (const a of ASPECT_DEFS) if (a.kind === 'minor' && raw[`orb_${a.name}`] === undefined) orbs[a.name] = 0;
  const atMs = parseInstant(raw.at, 'at', nowMs);
  let range: { fromMs: number; toMs: number; from: string; to: string } | undefined;
  if (raw.from !== undefined || raw.to !== undefined) {
    if (raw.from === undefined || raw.from === '') throw errors.invalidRequest('from is required with to.', 'from');
    if (raw.to === undefined || raw.to === '') throw errors.invalidRequest('to is required with from.', 'to');
    const f = parseDate(raw.from, 'from', raw.calendar), t = parseDate(raw.to, 'to', raw.calendar);
    const fromMs = Date.UTC(f.year, f.month - 1, f.day), toMs = Date.UTC(t.year, t.month - 1, t.day) + 86400000;
    if (toMs <= fromMs) throw errors.invalidRequest('to must not be before from.', 'to');
    if ((toMs - fromMs) / 86400000 > MAX_RANGE_DAYS) throw errors.invalidRequest(`from..to spans at most ${MAX_RANGE_DAYS} days.`, 'to');
    range = { fromMs, toMs, from: raw.from as string, to: raw.to as string };
  }
  const natal = westernChart(input);
  const natalFixed = natal.points.map((p) => ({ ...p, speedDegPerDay: 0 }));
  const moving = transitingPoints(natal, atMs);
  const aspects: Aspect[] = [];
  for (const t of moving) for (const n of natalFixed) {
    const a = aspectBetween(t, n, orbs, [`transit ${t.name}`, `natal ${n.name}`]);
    if (a) aspects.push(a);
  }
  aspects.sort((a, b) => a.orb - b.orb);
  const doc: TransitsDoc = {
    natal: chartDoc(natal), at: isoSeconds(atMs), orbs,
    transits: moving.map((p) => ({
      name: p.name, ...placeOf(p.longitudeDeg),
      speed: r6(p.speedDegPerDay), retrograde: p.speedDegPerDay < 0, natal_house: westernHouseOf(natal.cuspsDeg, p.longitudeDeg),
    })),
    aspects,
    engine: `${ENGINE_NAME}; ephemeris ${EPHEMERIS_NAME}`,
  };
  if (range) {
    const startTt = ttFromUtcMs(range.fromMs).jdTt, endTt = ttFromUtcMs(range.toMs).jdTt;
    doc.timeline = { from: range.from, to: range.to, bodies: TIMELINE_BODIES, hits: transitHits(natal.points, orbs, startTt, endTt) };
  }
  return doc;
}
