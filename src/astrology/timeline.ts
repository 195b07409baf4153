/**
 * Timeline of the slow grahas: sidereal sign ingresses of Jupiter, Saturn, Rahu and Ketu (mean nodes, or true with
 * node=true) and the retrograde/direct stations of Jupiter and Saturn, each to the minute (UTC).
 * Ingresses: steps never let a body reach a sign boundary unseen (bounds on speed and acceleration per body), then
 * Newton steps inside the bracket. Stations: the speed is sampled at most every 10 days (a retrograde spell lasts
 * 4 months or more) and a sign change of the speed is bisected to 30 seconds.
 */
import { SIGNS, signIndexOf, type Graha, type SignName } from './constants';
import { planetsAt, type NodeType } from './chart';
import type { AyanamsaName } from './ayanamsa';
import { ttFromUtcMs } from './time';

export const TIMELINE_BODIES = ['Jupiter', 'Saturn', 'Rahu', 'Ketu'] as const;
const DAY_MS = 86400000;
/** Max |speed| (°/day) and |acceleration| (°/day²), with margins: Jupiter 0.24 / 0.0035, Saturn 0.135 / 0.0018. */
const BOUNDS: Record<'Jupiter' | 'Saturn' | 'mean' | 'true', [number, number]> = {
  Jupiter: [0.3, 0.008], Saturn: [0.15, 0.003], mean: [0.06, 0.0005], true: [0.3, 0.2],
};

export interface TimelineEvent {
  planet: 'Jupiter' | 'Saturn' | 'Rahu' | 'Ketu';
  type: 'ingress' | 'station_retrograde' | 'station_direct';
  at: string;
  sign: SignName;
  /** Ingress: the sign left. */
  from_sign?: SignName;
}

const iso = (ms: number) => new Date(Math.round(ms / 60000) * 60000).toISOString().replace(/\.000Z$/, 'Z');

export function slowTimeline(startMs: number, endMs: number, node: NodeType, ayanamsa: AyanamsaName): TimelineEvent[] {
  const at = (body: Graha, ms: number) => {
    const p = planetsAt(ttFromUtcMs(ms).jdTt, 'vedic', node, [body], ayanamsa).planets[0];
    return { lon: p.siderealDeg, speed: p.speedDegPerDay };
  };
  const events: { ms: number; e: TimelineEvent }[] = [];
  for (const body of ['Jupiter', 'Saturn', 'Rahu'] as const) {
    const [vMax, aMax] = BOUNDS[body === 'Rahu' ? node : (body as 'Jupiter' | 'Saturn')];
    let st = at(body, startMs), t = startMs, s = signIndexOf(st.lon);
    while (t < endMs) {
      const inSign = st.lon - s * 30;
      const ahead = st.speed >= 0 ? 30 - inSign : inSign, behind = st.speed >= 0 ? inSign : 30 - inSign;
      const w = Math.abs(st.speed);
      const tA = Math.max(ahead / vMax, (-w + Math.sqrt(w * w + 2 * aMax * ahead)) / aMax);
      const tB = Math.max(behind / vMax, (w + Math.sqrt(w * w + 2 * aMax * behind)) / aMax);
      let days = Math.max(0.1, Math.min(tA, tB) * 0.98);
      if (body !== 'Rahu') days = Math.min(days, 10); // station sampling
      const t2 = Math.min(endMs, t + days * DAY_MS);
      const st2 = at(body, t2);
      const s2 = signIndexOf(st2.lon);
      if (s2 !== s) {
        const boundary = s2 === (s + 1) % 12 ? ((s + 1) % 12) * 30 : s * 30;
        const f = (lon: number) => ((lon - boundary + 540) % 360) - 180;
        const forward = f(st.lon) < 0;
        let lo = t, hi = t2, x = t2, fx = f(st2.lon), vx = st2.speed;
        for (let i = 0; i < 60 && hi - lo > 30000; i++) {
          let next = vx !== 0 ? x - (fx / vx) * DAY_MS : (lo + hi) / 2;
          if (!(next > lo && next < hi)) next = (lo + hi) / 2;
          const sn = at(body, next);
          fx = f(sn.lon); vx = sn.speed; x = next;
          if ((fx < 0) === forward) lo = next; else hi = next;
        }
        events.push({ ms: hi, e: { planet: body, type: 'ingress', at: iso(hi), sign: SIGNS[s2], from_sign: SIGNS[s] } });
        if (body === 'Rahu') {
          events.push({ ms: hi, e: { planet: 'Ketu', type: 'ingress', at: iso(hi), sign: SIGNS[(s2 + 6) % 12], from_sign: SIGNS[(s + 6) % 12] } });
        }
        s = s2;
      }
      if (body !== 'Rahu' && (st.speed < 0) !== (st2.speed < 0)) {
        let lo = t, hi = t2;
        const before = st.speed < 0;
        while (hi - lo > 30000) {
          const mid = (lo + hi) / 2;
          if ((at(body, mid).speed < 0) === before) lo = mid; else hi = mid;
        }
        events.push({ ms: hi, e: { planet: body, type: before ? 'station_direct' : 'station_retrograde', at: iso(hi), sign: SIGNS[signIndexOf(at(body, hi).lon)] } });
      }
      t = t2;
      st = st2;
    }
  }
  return events.sort((a, b) => a.ms - b.ms).map((x) => x.e);
}
