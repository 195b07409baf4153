/**
 * Doshas of a birth chart (Lahiri sidereal, whole signs). Each entry says whether it is present, the rule applied,
 * the cancellations considered and, on request, the remedies commonly prescribed. Rules where no single classical
 * source governs (kaal sarp, pitra, kalathra, shrapit, guru-chandal, grahan) follow the definitions most widely
 * printed in North and South Indian practice; README "Doshas" states each one.
 *
 * Sade sati and dhaiya come from Saturn's transits: the intervals, to the minute (UTC), during which sidereal Saturn
 * is in the 12th, 1st or 2nd sign from the natal Moon (sade sati, three phases) or in the 4th or 8th (dhaiya, also
 * kantaka / ashtama shani), from birth until 100 years after it (at most to the end of MAX_YEAR, 2999, the engine's range).
 */
import { NAKSHATRAS, SIGNS, SIGN_LORDS, nakshatraIndexOf, signIndexOf, type Graha, type SignName } from './constants';
import { planetsAt, signHouseFrom, type Chart } from './chart';
import { mangalDosha } from './match';
import { normDeg } from './frames';
import { ttFromUtcMs } from './time';
import { MAX_YEAR } from './validate';

const DOSHA_LOCAL: Record<'hi' | 'ta', Record<Dosha['name'], string>> = {
  hi: { Mangal: 'मंगल दोष', 'Kaal Sarp': 'काल सर्प दोष', Pitra: 'पितृ दोष', Kemadruma: 'केमद्रुम दोष', Grahan: 'ग्रहण दोष',
    'Guru Chandal': 'गुरु चांडाल दोष', 'Ganda Moola': 'गंड मूल दोष', Kalathra: 'कलत्र दोष', Shrapit: 'श्रापित दोष' },
  ta: { Mangal: 'செவ்வாய் தோஷம்', 'Kaal Sarp': 'கால சர்ப்ப தோஷம்', Pitra: 'பித்ரு தோஷம்', Kemadruma: 'கேமத்ரும தோஷம்',
    Grahan: 'கிரகண தோஷம்', 'Guru Chandal': 'குரு சண்டாள தோஷம்', 'Ganda Moola': 'கண்ட மூல தோஷம்', Kalathra: 'களத்திர தோஷம்',
    Shrapit: 'சாபித தோஷம்' },
};

export interface Dosha {
  name_local?: string;
  name: 'Mangal' | 'Kaal Sarp' | 'Pitra' | 'Kemadruma' | 'Grahan' | 'Guru Chandal' | 'Ganda Moola' | 'Kalathra' | 'Shrapit';
  present: boolean;
  /** After the cancellations listed (a present dosha with a cancellation is reported present and cancelled). */
  cancelled: boolean;
  rule: string;
  /** What made it present (empty when absent). */
  found: string[];
  cancellations: string[];
  remedies?: string[];
  /** Kaal sarp only. */
  type?: (typeof KAAL_SARP_TYPES)[number];
  extent?: 'full' | 'partial';
  /** Mangal only: the two conventions users compare. */
  from_lagna?: { house: number; present: boolean };
  from_moon?: { house: number; present: boolean };
}

export interface SaturnPeriod { start: string; end: string; sign: SignName; house_from_moon: number; phase: string }
export interface SaturnCycle { start: string; end: string; phases: SaturnPeriod[] }
export interface DoshaReport {
  moon_sign: SignName;
  doshas: Dosha[];
  sade_sati: SaturnCycle[];
  dhaiya: SaturnCycle[];
  /** Transit window searched: birth to 100 years later (capped at the end of MAX_YEAR). */
  window: { start: string; end: string };
}

const KAAL_SARP_TYPES = ['Anant', 'Kulik', 'Vasuki', 'Shankhpal', 'Padma', 'Mahapadma', 'Takshak', 'Karkotak',
  'Shankhachud', 'Ghatak', 'Vishdhar', 'Sheshnag'] as const;
const GANDA_MOOLA = [0, 8, 9, 17, 18, 26]; // Ashwini, Ashlesha, Magha, Jyeshtha, Mula, Revati
const SEVEN: Graha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];

const REMEDIES: Record<Dosha['name'], string[]> = {
  Mangal: ['Mangal (Kuja) shanti; Hanuman worship on Tuesdays', 'marriage with a partner who has the same dosha (the doshas cancel)'],
  'Kaal Sarp': ['Kaal sarp (Naga) shanti puja, e.g. at Trimbakeshwar', 'Rahu-Ketu shanti; worship of Shiva and the Naga devatas'],
  Pitra: ['Shraddha and tarpana for the ancestors, especially in Pitru paksha', 'Narayan bali / Tripindi shraddha'],
  Kemadruma: ['Worship of the Moon (Chandra) and Shiva on Mondays', 'wearing a pearl or silver on Monday'],
  Grahan: ['Grahan dosha shanti; Surya or Chandra and Rahu-Ketu shanti', 'charity during eclipses'],
  'Guru Chandal': ['Guru (Jupiter) and Rahu shanti', 'worship of Vishnu on Thursdays; respect for teachers'],
  'Ganda Moola': ['Ganda moola (Moola) shanti on the 27th day after birth, when the Moon returns to the birth nakshatra'],
  Kalathra: ['Kalathra dosha parihara before marriage: worship of Venus (Shukra) and the 7th-house lord', 'matching with a partner with a similar dosha'],
  Shrapit: ['Shrapit dosha nivaran puja; Shani and Rahu shanti', 'Saturday charity and Hanuman worship'],
};

const iso = (ms: number) => new Date(Math.round(ms / 60000) * 60000).toISOString().replace(/\.000Z$/, 'Z');

/** Sidereal (Lahiri) longitude and speed (°/day) of Saturn at a UTC instant. */
function saturnAt(utcMs: number): { lon: number; speed: number } {
  const { jdTt } = ttFromUtcMs(utcMs);
  const p = planetsAt(jdTt, 'vedic', 'mean', ['Saturn']).planets[0];
  return { lon: p.siderealDeg, speed: p.speedDegPerDay };
}

/** Bounds on Saturn's geocentric motion: speed <= 0.135°/day, |acceleration| <= 0.0025°/day² (margins included). */
const V_MAX = 0.15, A_MAX = 0.003;
const DAY_MS = 86400000;

/**
 * Longest time (days) in which Saturn, at `lon` in its sign with speed v, certainly reaches neither sign boundary:
 * the boundary ahead needs |v|t + a t²/2 >= distance; the one behind needs the motion to reverse first,
 * -|v|t + a t²/2 >= distance. Either time is also bounded below by distance / V_MAX.
 */
function safeDays(inSignDeg: number, v: number): number {
  const ahead = v >= 0 ? 30 - inSignDeg : inSignDeg, behind = v >= 0 ? inSignDeg : 30 - inSignDeg;
  const w = Math.abs(v);
  const tAhead = Math.max(ahead / V_MAX, (-w + Math.sqrt(w * w + 2 * A_MAX * ahead)) / A_MAX);
  const tBehind = Math.max(behind / V_MAX, (w + Math.sqrt(w * w + 2 * A_MAX * behind)) / A_MAX);
  return Math.max(0.25, Math.min(tAhead, tBehind) * 0.98);
}

/**
 * Saturn's sign changes in [startMs, endMs] to the minute. Steps never let Saturn reach a sign boundary unseen (so a
 * retrograde back-and-forth is not missed); a crossing inside a step is solved by Newton steps on the longitude,
 * kept inside the bracket (bisection when a step leaves it).
 */
export function saturnIngresses(startMs: number, endMs: number): { atMs: number; sign: number }[] {
  let st = saturnAt(startMs);
  const out: { atMs: number; sign: number }[] = [{ atMs: startMs, sign: signIndexOf(st.lon) }];
  let t = startMs, s = out[0].sign;
  while (t < endMs) {
    const t2 = Math.min(endMs, t + safeDays(st.lon - s * 30, st.speed) * DAY_MS);
    const st2 = saturnAt(t2);
    const s2 = signIndexOf(st2.lon);
    if (s2 !== s) {
      // The boundary crossed: the end of sign s going forward, its start going backward.
      const boundary = s2 === (s + 1) % 12 ? ((s + 1) % 12) * 30 : s * 30;
      const f = (lon: number) => ((lon - boundary + 540) % 360) - 180; // signed distance past the boundary
      let lo = t, hi = t2, x = t2, fx = f(st2.lon), vx = st2.speed;
      const forward = f(st.lon) < 0;
      for (let i = 0; i < 40 && hi - lo > 30000; i++) {
        let next = x - (fx / vx) * DAY_MS;
        if (!(next > lo && next < hi)) next = (lo + hi) / 2;
        const sn = saturnAt(next);
        fx = f(sn.lon); vx = sn.speed; x = next;
        if ((fx < 0) === forward) lo = next; else hi = next;
        if (Math.abs(fx) < 1e-6) { lo = hi = next; }
      }
      out.push({ atMs: hi, sign: s2 });
      s = s2;
    }
    t = t2;
    st = st2;
  }
  return out;
}

/** Maximal intervals in which Saturn's sign is `houses` from the Moon sign (back-and-forth crossings merged). */
function cycles(ingresses: { atMs: number; sign: number }[], endMs: number, moonSign: number, houses: number[][],
  phaseName: (h: number) => string): SaturnCycle[] {
  const out: SaturnCycle[] = [];
  let cur: SaturnCycle | undefined;
  const all = houses.flat();
  ingresses.forEach((ing, i) => {
    const stop = i + 1 < ingresses.length ? ingresses[i + 1].atMs : endMs;
    const h = signHouseFrom(moonSign, ing.sign);
    if (all.includes(h)) {
      // A new cycle starts unless this continues one (adjacent signs of one group, e.g. 12 -> 1 -> 2, or a retrograde
      // return); the 4th and 8th are separate dhaiyas.
      const group = houses.find((g) => g.includes(h))!;
      const prev = cur?.phases[cur.phases.length - 1];
      const continues = cur && prev && prev.end === iso(ing.atMs) && group.includes(prev.house_from_moon);
      if (!continues) { cur = { start: iso(ing.atMs), end: iso(stop), phases: [] }; out.push(cur); }
      cur!.phases.push({ start: iso(ing.atMs), end: iso(stop), sign: SIGNS[ing.sign], house_from_moon: h, phase: phaseName(h) });
      cur!.end = iso(stop);
    } else cur = undefined;
  });
  return out;
}

export function doshaReport(chart: Chart, withRemedies = false, horizonYears = 100): DoshaReport {
  const sid = Object.fromEntries(chart.planets.map((p) => [p.name, normDeg(p.siderealDeg)])) as Record<Graha, number>;
  const sign = Object.fromEntries(Object.entries(sid).map(([k, v]) => [k, signIndexOf(v)])) as Record<Graha, number>;
  const lagna = signIndexOf(chart.ascendantSiderealDeg);
  const house = (g: Graha) => signHouseFrom(lagna, sign[g]);
  const doshas: Dosha[] = [];
  const add = (d: Omit<Dosha, 'cancelled'> & { cancelled?: boolean }) => {
    const full: Dosha = { ...d, cancelled: d.cancelled ?? (d.present && d.cancellations.length > 0) };
    if (chart.language !== 'en') full.name_local = DOSHA_LOCAL[chart.language][d.name];
    if (withRemedies && full.present) full.remedies = REMEDIES[d.name];
    doshas.push(full);
  };

  // Mangal: Mars in 1, 2, 4, 7, 8, 12 from the lagna and from the Moon; cancellations as match.ts (B.V. Raman).
  const m = mangalDosha(lagna, sign.Mars, sign.Moon, sign.Venus, sign.Jupiter);
  const fromLagna = m.dosha_from.includes('lagna'), fromMoon = m.dosha_from.includes('moon');
  add({
    name: 'Mangal', present: fromLagna || fromMoon,
    rule: 'Mars in the 1st, 2nd, 4th, 7th, 8th or 12th sign from the lagna or from the Moon; cancelled by Mars in its own sign or exaltation, or joined or aspected by Jupiter (B.V. Raman).',
    found: [...(fromLagna ? [`Mars in house ${m.from_lagna} from the lagna`] : []), ...(fromMoon ? [`Mars in house ${m.from_moon} from the Moon`] : [])],
    cancellations: fromLagna || fromMoon ? m.cancellations : [],
    from_lagna: { house: m.from_lagna, present: fromLagna }, from_moon: { house: m.from_moon, present: fromMoon },
  });

  // Kaal sarp: the seven grahas on one side of the Rahu-Ketu axis. Full: all seven; partial: all but one.
  const rahu = sid.Rahu;
  const side = (g: Graha) => normDeg(sid[g] - rahu) < 180; // true: in the arc from Rahu forward to Ketu
  const forward = SEVEN.filter(side).length;
  const outside = Math.min(forward, 7 - forward);
  const rahuHouse = house('Rahu');
  const ksType = KAAL_SARP_TYPES[rahuHouse - 1];
  const ksPresent = outside <= 1;
  add({
    name: 'Kaal Sarp', present: ksPresent,
    rule: 'All seven grahas within the arc from Rahu to Ketu on one side (full), or all but one (partial); the type is named from Rahu\'s house (Anant: Rahu in the 1st ... Sheshnag: in the 12th). Grahas hemmed from Ketu to Rahu are counted too (some call that Kaal Amrit).',
    found: ksPresent ? [`${7 - outside} of 7 grahas on one side of the nodal axis; Rahu in house ${rahuHouse}`] : [],
    cancellations: [],
    ...(ksPresent ? { type: ksType, extent: outside === 0 ? 'full' as const : 'partial' as const } : {}),
  });

  // Pitra: the Sun joined with Rahu, Ketu or Saturn, or Rahu/Ketu in the 9th house (popular definition).
  const pitraFound: string[] = [];
  for (const g of ['Rahu', 'Ketu', 'Saturn'] as Graha[]) if (sign[g] === sign.Sun) pitraFound.push(`Sun conjunct ${g}`);
  for (const g of ['Rahu', 'Ketu'] as Graha[]) if (house(g) === 9) pitraFound.push(`${g} in the 9th house`);
  add({ name: 'Pitra', present: pitraFound.length > 0, found: pitraFound, cancellations: [],
    rule: 'The Sun in the same sign as Rahu, Ketu or Saturn, or Rahu or Ketu in the 9th house (the popular definition; no single classical source).' });

  // Kemadruma (as yogas.ts): no graha (Sun, nodes excluded) in the 2nd or 12th from the Moon; a graha in a kendra
  // from the Moon cancels (Phaladeepika ch. 6).
  const others: Graha[] = ['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
  const flanked = others.filter((g) => [2, 12].includes(signHouseFrom(sign.Moon, sign[g])));
  const kendraFromMoon = others.filter((g) => [1, 4, 7, 10].includes(signHouseFrom(sign.Moon, sign[g])));
  add({ name: 'Kemadruma', present: flanked.length === 0, found: flanked.length === 0 ? ['no graha in the 2nd or 12th from the Moon'] : [],
    cancellations: flanked.length === 0 ? kendraFromMoon.map((g) => `${g} in a kendra from the Moon`) : [],
    rule: 'No graha other than the Sun, Rahu and Ketu in the 2nd or 12th sign from the Moon (BPHS, lunar yogas; Phaladeepika ch. 6); a graha in a kendra from the Moon cancels it.' });

  // Grahan: a luminary with a node.
  const grahan: string[] = [];
  for (const l of ['Sun', 'Moon'] as Graha[]) for (const n of ['Rahu', 'Ketu'] as Graha[]) if (sign[l] === sign[n]) grahan.push(`${l} conjunct ${n}`);
  add({ name: 'Grahan', present: grahan.length > 0, found: grahan, cancellations: [],
    rule: 'The Sun or the Moon in the same sign as Rahu or Ketu.' });

  // Guru chandal.
  const gc = (['Rahu', 'Ketu'] as Graha[]).filter((n) => sign[n] === sign.Jupiter).map((n) => `Jupiter conjunct ${n}`);
  add({ name: 'Guru Chandal', present: gc.length > 0, found: gc, cancellations: [],
    rule: 'Jupiter in the same sign as Rahu or Ketu.' });

  // Ganda moola: the Moon in a junction nakshatra.
  const mn = nakshatraIndexOf(sid.Moon);
  add({ name: 'Ganda Moola', present: GANDA_MOOLA.includes(mn), found: GANDA_MOOLA.includes(mn) ? [`Moon in ${NAKSHATRAS[mn]}`] : [],
    cancellations: [], rule: 'The Moon in Ashwini, Ashlesha, Magha, Jyeshtha, Mula or Revati, the nakshatras at the junctions of water and fire signs (gandanta).' });

  // Kalathra: a malefic in the 7th from the lagna, the Moon or Venus (South Indian practice).
  const kal: string[] = [];
  for (const [ref, refSign] of [['lagna', lagna], ['Moon', sign.Moon], ['Venus', sign.Venus]] as [string, number][]) {
    for (const g of ['Mars', 'Saturn', 'Rahu', 'Ketu', 'Sun'] as Graha[]) if (signHouseFrom(refSign, sign[g]) === 7) kal.push(`${g} in the 7th from the ${ref}`);
  }
  const seventhLord = SIGN_LORDS[(lagna + 6) % 12];
  const seventh = (lagna + 6) % 12;
  const jupiterOn7th = [1, 5, 7, 9].includes(signHouseFrom(sign.Jupiter, seventh)); // conjunction or 5th/7th/9th aspect
  const lordWell = [1, 4, 7, 10, 5, 9].includes(signHouseFrom(lagna, sign[SIGN_LORDS[seventh]]));
  const kalCancel = kal.length && jupiterOn7th && lordWell ? ['Jupiter joins or aspects the 7th house and its lord is in a kendra or trikona'] : [];
  add({ name: 'Kalathra', present: kal.length > 0, found: kal, cancellations: kalCancel,
    rule: 'Mars, Saturn, Rahu, Ketu or the Sun in the 7th sign from the lagna, the Moon or Venus (South Indian practice); cancelled when Jupiter joins or aspects the 7th house and the 7th lord is in a kendra or trikona.' });

  // Shrapit.
  const sh = sign.Saturn === sign.Rahu;
  add({ name: 'Shrapit', present: sh, found: sh ? [`Saturn conjunct Rahu in ${SIGNS[sign.Saturn]}`] : [], cancellations: [],
    rule: 'Saturn in the same sign as Rahu.' });

  // Saturn transits.
  const birthMs = Date.parse(chart.time.utc_datetime);
  const endMs = Math.min(birthMs + horizonYears * 365.25 * 86400000, Date.UTC(MAX_YEAR, 11, 31, 23, 59));
  const ing = saturnIngresses(birthMs, endMs);
  const moonSign = sign.Moon;
  const sadeSati = cycles(ing, endMs, moonSign, [[12, 1, 2]], (h) => (h === 12 ? 'rising (12th from the Moon)' : h === 1 ? 'peak (over the Moon)' : 'setting (2nd from the Moon)'));
  const dhaiya = cycles(ing, endMs, moonSign, [[4], [8]], (h) => (h === 4 ? 'kantaka shani (4th from the Moon)' : 'ashtama shani (8th from the Moon)'));
  return { moon_sign: SIGNS[moonSign], doshas, sade_sati: sadeSati, dhaiya, window: { start: iso(birthMs), end: iso(endMs) } };
}
