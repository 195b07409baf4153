/**
 * Varshaphal against PyJHora 4.8.7 (github.com/naturalstupid/PyJHora, tajaka.py, saham.py, dhasa/annual/mudda.py),
 * fixture from test/astrology/fixtures/varshaphal_pyjhora.py (three births, eight years). Where PyJHora agrees with the
 * texts the test asserts agreement; where it does not, the test pins the known difference:
 * - sahams: PyJHora tests "C between B and A" by sign (saham.py _is_C_between_B_to_A), the texts and this engine by
 *   longitude; a 30° difference is accepted only where the two readings of the rule disagree;
 * - Mudda dasha first lord: the text rule ((janma nakshatra + completed years − 2) mod 9 from the Sun) is checked in
 *   varshaphal.test.ts; PyJHora agrees except for the two New York cases (see FIRST_LORD_DIFFERS);
 * - year lord: PyJHora takes the chart at birth + years × 365.2422 days (not the return) and ranks by aspect before
 *   strength (tajaka.py _get_the_lord_of_tajaka_chart): not compared.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { varshaphal } from '../../src/astrology/varshaphal';

interface Case {
  name: string; date: string; time: string; lat: number; lon: number; tz: number; age: number;
  return_local: { date: string; time: string }; ascendant: number; planets: Record<string, number>;
  year_lord: string; mudda_first_lord: string; sahams_day: Record<string, number>; sahams_night: Record<string, number>;
}
const fx = JSON.parse(readFileSync(new URL('./fixtures/varshaphal_pyjhora.json', import.meta.url), 'utf8')) as { cases: Case[] };
const ad = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);
/** PyJHora's sign-based reading of "C lies between B and A" (saham.py). */
const pyBetween = (a: number, b: number, c: number) => {
  const ar = Math.floor(a / 30), br = Math.floor(b / 30), cr = Math.floor(c / 30);
  for (let n = br; n < br + 11; n++) { const nx = (n + 1) % 12; if (nx === cr) return true; if (nx === ar) return false; }
  return false;
};
const FIRST_LORD_DIFFERS = new Set(['newyork-1962/20', 'newyork-1962/64']);

describe.each(fx.cases.map((c) => [`${c.name} age ${c.age}`, c] as const))('%s', (_label, c) => {
  const d = varshaphal({ date: c.date, time: c.time, lat: c.lat, lon: c.lon, tz: c.tz, age: c.age });

  // PyJHora's default node is the true node; its planets differ from ours (and Swiss Ephemeris' apparent geocentric
  // positions, which ours match to under 1") by up to a minute of arc, its Sun by a constant ~20", which cancels in the
  // return instant.
  const trueNode = varshaphal({ date: c.date, time: c.time, lat: c.lat, lon: c.lon, tz: c.tz, age: c.age, node: 'true' });
  it('return instant within 2 s, ascendant within 0.01°, grahas within 90", true nodes within 30"', () => {
    const mine = Date.parse(d.solar_return.local_datetime);
    const theirs = Date.parse(`${c.return_local.date}T${c.return_local.time}${d.solar_return.local_datetime.slice(19)}`);
    expect(Math.abs(mine - theirs)).toBeLessThanOrEqual(2000);
    expect(ad(d.chart.ascendant.longitude, c.ascendant)).toBeLessThan(0.01);
    for (const p of d.chart.planets.slice(0, 7)) expect(ad(p.longitude, c.planets[p.planet]) * 3600).toBeLessThan(90);
    for (const p of trueNode.chart.planets.slice(7)) expect(ad(p.longitude, c.planets[p.planet]) * 3600).toBeLessThan(30);
  });

  it('the 21 sahams agree to 0.03°, or differ by 30° exactly where the sign and longitude readings of the +30° rule differ', () => {
    const theirs = d.solar_return.day_return ? c.sahams_day : c.sahams_night;
    const differs = new Set<string>();
    for (const s of d.sahams.sahams) {
      const diff = ad(s.longitude, theirs[s.name]);
      if (diff < 0.03) continue;
      differs.add(s.name);
      expect(Math.abs(diff - 30)).toBeLessThan(0.03);
      // PyJHora's house points (H2, H8, H9) are Asc + 30°·(n − 1) without reduction below 360°, which its sign test reads as is.
      const [A, B] = s.formula.split(/ [−+] /);
      const h = (x: string, v: number) => (/^H\d+$/.test(x) ? d.chart.ascendant.longitude + 30 * (Number(x.slice(1)) - 1) : v);
      const cascade = differs.has(A) || differs.has(B); // built on a saham that already differs (Punya in Yasas, Mitra, Mahatmya)
      if (!cascade) expect(pyBetween(h(A, s.a), h(B, s.b), s.c)).toBe(s.plus_30); // PyJHora's reading says the opposite of ours here
    }
  });

  it('Mudda dasha first lord', () => {
    const key = `${c.name}/${c.age}`;
    if (FIRST_LORD_DIFFERS.has(key)) expect(d.mudda_dasha.periods[0].planet).not.toBe(c.mudda_first_lord);
    else expect(d.mudda_dasha.periods[0].planet).toBe(c.mudda_first_lord);
  });
});
