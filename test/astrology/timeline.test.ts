/** Slow-planet ingresses and stations against Swiss Ephemeris 2.10 (fixtures/swisseph-timeline.json). */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { slowTimeline } from '../../src/astrology/timeline';

const ref = JSON.parse(readFileSync(fileURLToPath(new URL('./fixtures/swisseph-timeline.json', import.meta.url)), 'utf8')) as {
  events: { planet: string; type: string; jd_ut: number; sign?: number }[];
};
const msOf = (jd: number) => (jd - 2440587.5) * 86400000;

describe('slow-planet timeline 2020-2030', () => {
  const ours = slowTimeline(Date.parse('2020-01-01T00:00:00Z'), Date.parse('2030-01-01T00:00:00Z'), 'mean', 'lahiri')
    .filter((e) => e.planet === 'Jupiter' || e.planet === 'Saturn');
  it('the same Jupiter and Saturn ingresses as Swiss Ephemeris, each within 2 minutes', () => {
    const refIng = ref.events.filter((e) => e.type === 'ingress');
    const ing = ours.filter((e) => e.type === 'ingress');
    expect(ing).toHaveLength(refIng.length);
    let worst = 0;
    ing.forEach((e, i) => {
      expect(e.planet).toBe(refIng[i].planet);
      worst = Math.max(worst, Math.abs(Date.parse(e.at) - msOf(refIng[i].jd_ut)) / 60000);
    });
    console.log(`ingresses: worst ${worst.toFixed(2)} min`);
    expect(worst).toBeLessThan(2);
  });
  it('the same stations, each within 2 hours (a station is flat: 1" of longitude moves it by hours)', () => {
    const refSt = ref.events.filter((e) => e.type !== 'ingress');
    const st = ours.filter((e) => e.type !== 'ingress');
    expect(st.map((e) => [e.planet, e.type])).toEqual(refSt.map((e) => [e.planet, e.type]));
    let worst = 0;
    st.forEach((e, i) => { worst = Math.max(worst, Math.abs(Date.parse(e.at) - msOf(refSt[i].jd_ut)) / 60000); });
    console.log(`stations: worst ${worst.toFixed(1)} min`);
    expect(worst).toBeLessThan(120);
  });
});
