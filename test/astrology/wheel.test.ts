/**
 * GET /v1/astrology/wheel through the real app: every kind in SVG and PNG. The drawing is checked against the
 * positions the JSON operations of the same engine return (aspects, transits, synastry): each point's tick and aspect
 * anchor lie at the angle its longitude gives (ascendant on the left, longitude counter-clockwise), each aspect line
 * joins the two points' angles in its type's colour (solid major, dashed minor), glyphs of one ring never overlap.
 * The PNGs are kept under test-artifacts/wheel/ for a person to look at.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PNG } from 'pngjs';
import { startTestApp, type TestApp } from '../helpers/app';
import { ASPECT_COLORS, WHEEL_RADII, spreadLongitudes } from '../../src/astrology/western/wheel';

let app: TestApp;
let key: string;
beforeAll(async () => {
  app = await startTestApp();
  key = (await app.createAccount({ creditCents: 10_000 })).apiKey;
}, 60_000);
afterAll(async () => { await app?.close(); });

const ARTIFACTS = new URL('../../test-artifacts/wheel/', import.meta.url);
const CENTRE = { x: 500, y: 500 };
const BIRTH = 'date=1990-05-15&time=14:30&lat=28.6139&lon=77.209';
const AT = '2026-06-01T00:00:00Z';
const P2 = 'p2_date=1992-11-03&p2_time=06:10&p2_lat=19.076&p2_lon=72.8777';
const QUERY = { natal: BIRTH, transit: `${BIRTH}&kind=transit&at=${AT}`, synastry: `${BIRTH}&kind=synastry&${P2}` } as const;
type Kind = keyof typeof QUERY;

/** The Unicode code points of the astrological symbols (Unicode 15, Miscellaneous Symbols). */
const GLYPH: Record<string, string> = {
  Sun: '\u2609', Moon: '\u263D', Mercury: '\u263F', Venus: '\u2640', Mars: '\u2642', Jupiter: '\u2643', Saturn: '\u2644',
  Uranus: '\u2645', Neptune: '\u2646', Pluto: '\u2647', 'North Node': '\u260A', 'South Node': '\u260B', Lilith: '\u26B8',
  'True Lilith': '\u26B8', Chiron: '\u26B7', Ceres: '\u26B3', Pallas: '\u26B4', Juno: '\u26B5', Vesta: '\u26B6',
  'Part of Fortune': '\u2297', Ascendant: 'AC', MC: 'MC',
};
const MINOR = ['quincunx', 'semi_sextile', 'semi_square', 'sesquiquadrate', 'quintile', 'bi_quintile'];

async function get(path: string): Promise<{ status: number; type: string; bytes: Buffer }> {
  const res = await fetch(app.url + path, { headers: { authorization: `Bearer ${key}` } });
  return { status: res.status, type: res.headers.get('content-type') ?? '', bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Screen angle (degrees counter-clockwise from 3 o'clock) of an SVG point. */
const screenAngle = (x: number, y: number) => ((Math.atan2(-(y - CENTRE.y), x - CENTRE.x) / Math.PI) * 180 + 360) % 360;
const radius = (x: number, y: number) => Math.hypot(x - CENTRE.x, y - CENTRE.y);
const arcDiff = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);
/** Where a longitude must be drawn: the ascendant at 180° (9 o'clock), longitudes counter-clockwise. */
const expectedAngle = (lon: number, asc: number) => (((180 + lon - asc) % 360) + 360) % 360;
const num = (s: string, attr: string) => Number(new RegExp(`\\b${attr}="([^"]+)"`).exec(s)![1]);

interface DrawnPoint { ring: string; name: string; tick: [number, number]; glyph: { ch: string; x: number; y: number }; anchor: [number, number] }
function parseSvg(svg: string) {
  const points: DrawnPoint[] = [];
  for (const m of svg.matchAll(/<g class="point" data-ring="(\w+)" data-name="([^"]+)" data-longitude="[^"]+">(.*?)<\/g>/g)) {
    const body = m[3];
    const tick = /<line [^>]*class="tick"[^>]*\/>/.exec(body)![0];
    const glyph = /<text ([^>]*class="glyph"[^>]*)>([^<]+)<\/text>/.exec(body)!;
    const anchor = /<circle class="anchor"[^>]*\/>/.exec(body)![0];
    const size = num(glyph[1], 'font-size');
    points.push({
      ring: m[1], name: m[2], tick: [num(tick, 'x1'), num(tick, 'y1')],
      glyph: { ch: glyph[2], x: num(glyph[1], 'x'), y: num(glyph[1], 'y') - 0.35 * size }, anchor: [num(anchor, 'cx'), num(anchor, 'cy')],
    });
  }
  const lines = [...svg.matchAll(/<line ([^>]*class="aspect"[^>]*)\/>/g)].map(([, a]) => ({
    aspect: /data-aspect="(\w+)"/.exec(a)![1], p1: /data-p1="([^"]+)"/.exec(a)![1], p2: /data-p2="([^"]+)"/.exec(a)![1],
    stroke: /stroke="([^"]+)"/.exec(a)![1], dashed: /stroke-dasharray/.test(a),
    from: [num(a, 'x1'), num(a, 'y1')] as [number, number], to: [num(a, 'x2'), num(a, 'y2')] as [number, number],
  }));
  const cusps = [...svg.matchAll(/<line ([^>]*class="cusp"[^>]*)\/>/g)].map(([, a]) => ({ house: num(a, 'data-house'), x: num(a, 'x1'), y: num(a, 'y1') }));
  return { points, lines, cusps };
}

type Pt = { name: string; longitude: number };
/** The engine's positions and aspects for a kind, from the JSON operations (not from the wheel). */
async function reference(kind: Kind) {
  const lonOf = (pts: Pt[]) => Object.fromEntries(pts.map((p) => [p.name, p.longitude]));
  if (kind === 'natal') {
    const r = (await app.request('GET', `/v1/astrology/aspects?${BIRTH}`, { key })).body;
    return { natal: r, inner: lonOf(r.points), outer: {} as Record<string, number>,
      aspects: r.aspects.map((a: any) => ({ aspect: a.aspect, p1: `inner:${a.point1}`, p2: `inner:${a.point2}` })) };
  }
  if (kind === 'transit') {
    const r = (await app.request('GET', `/v1/astrology/transits?${BIRTH}&at=${AT}&aspect_set=all`, { key })).body;
    return { natal: r.natal, inner: lonOf(r.natal.points), outer: lonOf(r.transits),
      aspects: r.aspects.map((a: any) => ({ aspect: a.aspect, p1: `outer:${a.point1.slice(8)}`, p2: `inner:${a.point2.slice(6)}` })) };
  }
  const r = (await app.request('GET', `/v1/astrology/synastry?${BIRTH.replace(/(^|&)/g, '$1p1_')}&${P2}`, { key })).body;
  return { natal: r.person1, inner: lonOf(r.person1.points), outer: lonOf(r.person2.points),
    aspects: r.aspects.map((a: any) => ({ aspect: a.aspect, p1: `outer:${a.point2.slice(3)}`, p2: `inner:${a.point1.slice(3)}` })) };
}

describe('GET /v1/astrology/wheel, SVG', () => {
  it.each(['natal', 'transit', 'synastry'] as Kind[])('%s: points, cusps and aspect lines where the engine puts them', async (kind) => {
    const res = await get(`/v1/astrology/wheel?${QUERY[kind]}`);
    expect(res.status).toBe(200);
    expect(res.type).toBe('image/svg+xml; charset=utf-8');
    const svg = res.bytes.toString('utf8');
    expect(svg).toMatch(/^<svg [^>]*font-family="'Noto Sans'[^>]*>[\s\S]*<\/svg>$/);
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(new URL(`${kind}.svg`, ARTIFACTS), svg);
    const ref = await reference(kind);
    const asc = ref.inner.Ascendant;
    const { points, lines, cusps } = parseSvg(svg);

    // Every point of each ring, once: the natal ring without the angles (drawn as axes), the outer ring complete.
    const expectedInner = Object.keys(ref.inner).filter((n) => n !== 'Ascendant' && n !== 'MC').sort();
    expect(points.filter((p) => p.ring === 'inner').map((p) => p.name).sort()).toEqual(expectedInner);
    expect(points.filter((p) => p.ring === 'outer').map((p) => p.name).sort()).toEqual(Object.keys(ref.outer).sort());
    const outerEdge = { inner: kind === 'natal' ? WHEEL_RADII.zodiacInner : WHEEL_RADII.biWheelSplit, outer: WHEEL_RADII.zodiacInner };
    for (const p of points) {
      const lon = (p.ring === 'inner' ? ref.inner : ref.outer)[p.name];
      const want = expectedAngle(lon, asc);
      expect(arcDiff(screenAngle(...p.tick), want), `${p.ring} ${p.name} tick`).toBeLessThan(0.01);
      expect(radius(...p.tick)).toBeCloseTo(outerEdge[p.ring as 'inner' | 'outer'], 1);
      expect(arcDiff(screenAngle(...p.anchor), want), `${p.ring} ${p.name} anchor`).toBeLessThan(0.01);
      expect(radius(...p.anchor)).toBeCloseTo(WHEEL_RADII.aspectCircle, 1);
      expect(p.glyph.ch).toBe(GLYPH[p.name]);
      // The glyph may be pushed aside to make room, never far.
      expect(arcDiff(screenAngle(p.glyph.x, p.glyph.y), want), `${p.ring} ${p.name} glyph`).toBeLessThan(15);
    }
    // Mean and true Lilith share ⚸; the true one carries a small "t" under it, the mean one nothing.
    for (const ring of ['inner', 'outer']) {
      const group = (name: string) => svg.match(new RegExp(`<g class="point" data-ring="${ring}" data-name="${name}"[\\s\\S]*?</g>`))?.[0];
      if (!group('Lilith')) continue;
      expect(group('True Lilith')).toMatch(/class="glyph-mark"[^>]*>t<\/text>/);
      expect(group('Lilith')).not.toMatch(/glyph-mark/);
    }
    // No two glyphs of a ring overlap (22 px symbols, centres at least 20 px apart).
    for (const ring of ['inner', 'outer']) {
      const gs = points.filter((p) => p.ring === ring).map((p) => p.glyph);
      for (let i = 0; i < gs.length; i++) for (let j = i + 1; j < gs.length; j++) {
        expect(Math.hypot(gs[i].x - gs[j].x, gs[i].y - gs[j].y), `${ring} ${gs[i].ch} ${gs[j].ch}`).toBeGreaterThan(20);
      }
    }

    // House cusps at the engine's cusps; house 1 on the ascendant, at 9 o'clock.
    expect(cusps.map((c) => c.house)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const c of cusps) expect(arcDiff(screenAngle(c.x, c.y), expectedAngle(ref.natal.houses[c.house - 1].cusp, asc))).toBeLessThan(0.01);
    expect(arcDiff(screenAngle(cusps[0].x, cusps[0].y), 180)).toBeLessThan(0.01);

    // One line per aspect the JSON operation lists, conjunctions excepted, joining the two points' angles.
    const key3 = (a: { aspect: string; p1: string; p2: string }) => `${a.p1}|${a.p2}|${a.aspect}`;
    const wanted = ref.aspects.filter((a: { aspect: string }) => a.aspect !== 'conjunction').map(key3).sort();
    expect(wanted.length).toBeGreaterThan(5);
    expect(lines.map(key3).sort()).toEqual(wanted);
    const lonRef = (id: string) => { const [ring, name] = id.split(':'); return (ring === 'inner' ? ref.inner : ref.outer)[name]; };
    for (const l of lines) {
      expect(arcDiff(screenAngle(...l.from), expectedAngle(lonRef(l.p1), asc))).toBeLessThan(0.01);
      expect(arcDiff(screenAngle(...l.to), expectedAngle(lonRef(l.p2), asc))).toBeLessThan(0.01);
      expect(radius(...l.from)).toBeCloseTo(WHEEL_RADII.aspectCircle, 1);
      expect(l.stroke).toBe(ASPECT_COLORS[l.aspect as keyof typeof ASPECT_COLORS]);
      expect(l.dashed).toBe(MINOR.includes(l.aspect));
    }
  });

  it('aspect colours are distinct per type, hard aspects red/orange, soft ones blue', () => {
    const colours = Object.values(ASPECT_COLORS);
    expect(new Set(colours).size).toBe(colours.length);
    const hue = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
      const max = Math.max(r, g, b), min = Math.min(r, g, b), d = max - min;
      const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
      return (h * 60 + 360) % 360;
    };
    for (const a of ['opposition', 'square'] as const) expect(hue(ASPECT_COLORS[a]) < 40 || hue(ASPECT_COLORS[a]) > 340).toBe(true);
    for (const a of ['trine', 'sextile'] as const) expect(hue(ASPECT_COLORS[a])).toBeGreaterThan(180);
    for (const a of ['trine', 'sextile'] as const) expect(hue(ASPECT_COLORS[a])).toBeLessThan(240);
  });
});

describe('GET /v1/astrology/wheel, PNG', () => {
  it.each(['natal', 'transit', 'synastry'] as Kind[])('%s: a 1000 x 1110 PNG with the drawing on it', async (kind) => {
    const res = await get(`/v1/astrology/wheel?${QUERY[kind]}&format=png`);
    expect(res.status).toBe(200);
    expect(res.type).toBe('image/png');
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(new URL(`${kind}.png`, ARTIFACTS), res.bytes);
    const png = PNG.sync.read(res.bytes);
    expect([png.width, png.height]).toEqual([1000, 1110]);
    let inked = 0;
    const seen = new Set<string>();
    for (let i = 0; i < png.data.length; i += 4) {
      const [r, g, b] = [png.data[i], png.data[i + 1], png.data[i + 2]];
      if (r < 240 || g < 240 || b < 240) inked++;
      seen.add(`${r >> 4},${g >> 4},${b >> 4}`);
    }
    expect(inked / (png.width * png.height)).toBeGreaterThan(0.05); // rings, glyphs and lines, not a blank page
    // The trine colour and the opposition colour are on the picture (anti-aliasing aside, their exact pixels exist).
    const has = (hex: string) => seen.has([1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) >> 4).join(','));
    expect(has(ASPECT_COLORS.trine)).toBe(true);
    expect(has(ASPECT_COLORS.square)).toBe(true);
  });
});

describe('GET /v1/astrology/wheel, bad input', () => {
  it.each([
    ['kind=solar', 'kind'], ['format=jpg', 'format'], ['kind=synastry', 'p2_date'],
    [`kind=synastry&${P2.replace(/&p2_lat=[^&]+/, '')}`, 'p2_lat'], [`kind=synastry&${P2}&p2_time=25:00`, 'p2_time'],
    [`kind=synastry&${P2}&p2_date=1992-02-30`, 'p2_date'], ['p2_date=1992-11-03', 'p2_date'], [`at=${AT}`, 'at'],
    ['kind=synastry&at=2026-01-01', 'at'], ['kind=transit&at=3001-01-01', 'at'], ['kind=transit&at=yesterday', 'at'],
    ['orb_trine=20', 'orb_trine'], ['house_system=koch&lat=70', 'house_system'], ['time=24:00', 'time'],
  ])('%s is a 400 naming %s', async (q, param) => {
    const params = new URLSearchParams(BIRTH);
    for (const [k, v] of new URLSearchParams(q)) params.set(k, v);
    const res = await app.request('GET', `/v1/astrology/wheel?${params}`, { key });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe(param);
  });
});

describe('spreadLongitudes', () => {
  const circ = (a: number, b: number) => arcDiff(a, b);
  it('keeps points already apart where they are', () => {
    expect(spreadLongitudes([10, 50, 200, 359], 5)).toEqual([10, 50, 200, 359]);
  });
  it('spreads a cluster evenly around its mean, across 0° Aries too', () => {
    const out = spreadLongitudes([358, 359, 1], 4);
    expect(circ(out[0], out[1])).toBeCloseTo(4, 9);
    expect(circ(out[1], out[2])).toBeCloseTo(4, 9);
    expect(circ(out[1], 359.333333)).toBeLessThan(1e-5); // the cluster's mean stays put
  });
  it('any set that fits: every pair at least the separation apart, circular order kept', () => {
    fc.assert(fc.property(fc.array(fc.double({ min: 0, max: 359.999, noNaN: true }), { minLength: 1, maxLength: 20 }),
      fc.double({ min: 1, max: 18, noNaN: true }), (lons, sep) => {
        fc.pre(lons.length * sep <= 360);
        const out = spreadLongitudes(lons, sep);
        for (let i = 0; i < out.length; i++) for (let j = i + 1; j < out.length; j++) expect(circ(out[i], out[j])).toBeGreaterThan(sep - 1e-6);
        // Circular order kept: walking the inputs in order of longitude, the outputs go round the circle exactly once.
        const order = lons.map((l, i) => i).sort((a, b) => lons[a] - lons[b]);
        const turn = order.reduce((sum, i, k) => sum + ((out[order[(k + 1) % order.length]] - out[i] + 360) % 360), 0);
        if (lons.length > 1) expect(turn).toBeCloseTo(360, 6);
        // Displacement is bounded by the cluster's half-width.
        out.forEach((o, i) => expect(circ(o, lons[i])).toBeLessThanOrEqual((lons.length * sep) / 2 + 1e-6));
      }), { numRuns: 300 });
  });
});
