/**
 * GET /v1/astrology/chart through the real app: every Indian style x (D1, D9) x (en, hi, ta) x (svg, png).
 * Placements are checked against the kundali and divisional operations (independently tested engines); the PNGs
 * are decoded and kept under test-artifacts/charts/ for a person to look at.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { PNG } from 'pngjs';
import { startTestApp, type TestApp } from '../helpers/app';

let app: TestApp;
let key: string;
beforeAll(async () => {
  app = await startTestApp();
  // About 120 calls: the scale plan's request window holds them.
  key = (await app.createAccount({ plan: 'scale', creditCents: 10_000 })).apiKey;
}, 60_000);
afterAll(async () => { await app?.close(); });

const ARTIFACTS = 'test-artifacts/charts';
mkdirSync(ARTIFACTS, { recursive: true });
const delhi = 'date=1990-05-15&time=14:30&lat=28.6139&lon=77.2090';
// 5 February 1962: seven grahas and Ketu in Capricorn, most of them combust (the eight-planet conjunction).
const conjunction = 'date=1962-02-05&time=06:00&lat=28.6139&lon=77.2090';

const ABBR: Record<string, Record<string, string>> = {
  en: { Sun: 'Su', Moon: 'Mo', Mars: 'Ma', Mercury: 'Me', Jupiter: 'Ju', Venus: 'Ve', Saturn: 'Sa', Rahu: 'Ra', Ketu: 'Ke' },
  hi: { Sun: 'सू', Moon: 'चं', Mars: 'मं', Mercury: 'बु', Jupiter: 'गु', Venus: 'शु', Saturn: 'श', Rahu: 'रा', Ketu: 'के' },
  ta: { Sun: 'சூரி', Moon: 'சந்', Mars: 'செவ்', Mercury: 'புத', Jupiter: 'குரு', Venus: 'சுக்', Saturn: 'சனி', Rahu: 'ராகு', Ketu: 'கேது' },
};
const RETRO: Record<string, string> = { en: 'R', hi: 'व', ta: 'வ' };
const COMBUST: Record<string, string> = { en: 'C', hi: 'अ', ta: 'அ' };

async function raw(query: string): Promise<{ status: number; type: string; bytes: Buffer }> {
  const res = await fetch(`${app.url}/v1/astrology/chart?${query}`, { headers: { authorization: `Bearer ${key}` } });
  return { status: res.status, type: res.headers.get('content-type') ?? '', bytes: Buffer.from(await res.arrayBuffer()) };
}

interface Label { planet?: string; lagna: boolean; text: string }
interface Cell { house?: number; sign: string; labels: Label[] }
/** The chart's cells (north: houses; south, east: signs) with the labels drawn in each, read from the SVG. */
function cells(svg: string): Cell[] {
  const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => name === 'g' }).parse(svg);
  const out: Cell[] = [];
  const walk = (g: Record<string, unknown>) => {
    if (g['data-sign'] !== undefined && g['data-text'] === undefined) {
      const labels = ((g.g as Record<string, string>[] | undefined) ?? []).filter((l) => l['data-planet'] || l['data-lagna'])
        .map((l) => ({ planet: l['data-planet'], lagna: l['data-lagna'] === 'true', text: l['data-text'] }));
      out.push({ house: g['data-house'] === undefined ? undefined : Number(g['data-house']), sign: g['data-sign'] as string, labels });
    }
    for (const child of (g.g as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  walk(doc.svg);
  return out;
}

function expectPicture(bytes: Buffer, widthPx: number, heightPx: number) {
  const png = PNG.sync.read(bytes);
  expect([png.width, png.height]).toEqual([widthPx, heightPx]);
  let ink = 0, dark = 0, red = 0;
  for (let i = 0; i < png.data.length; i += 4) {
    const [r, g, b] = [png.data[i], png.data[i + 1], png.data[i + 2]];
    if (r + g + b < 600) ink++; // anything drawn on the cream page
    if (r + g + b < 200) dark++; // the labels
    if (r > 150 && g < 60 && b < 80) red++; // the lagna mark
  }
  const area = png.width * png.height;
  expect(ink / area).toBeGreaterThan(0.02);
  expect(dark / area).toBeGreaterThan(0.002);
  expect(red).toBeGreaterThan(20);
}

interface Planet { name: string; sign: string; house: number; retrograde?: boolean }
const expected = new Map<string, { asc: string; planets: Planet[] }>();
async function reference(birth: string, varga: string) {
  const id = `${birth}|${varga}`;
  if (!expected.has(id)) {
    if (varga === 'D1') {
      const k = (await app.request('GET', `/v1/astrology/kundali?${birth}`, { key })).body;
      expected.set(id, { asc: k.ascendant.sign, planets: k.planets });
    } else {
      const d = (await app.request('GET', `/v1/astrology/divisional?${birth}&chart=${varga}`, { key })).body.charts[0];
      expected.set(id, { asc: d.ascendant.sign, planets: d.planets });
    }
  }
  return expected.get(id)!;
}

describe('GET /v1/astrology/chart: Indian styles, vargas, languages, SVG and PNG', () => {
  const cases = ['north', 'south', 'east'].flatMap((style) => ['D1', 'D9'].flatMap((varga) => ['en', 'hi', 'ta'].map((lang) => [style, varga, lang])));
  it.each(cases)('%s %s %s: SVG places every graha and the lagna; PNG decodes at 600 x 699 and is drawn', async (style, varga, lang) => {
    const q = `${delhi}&style=${style}&varga=${varga.toLowerCase()}&language=${lang}`;
    const svg = await raw(q);
    expect(svg.status).toBe(200);
    expect(svg.type).toMatch(/^image\/svg\+xml/);
    const text = svg.bytes.toString('utf8');
    expect(XMLValidator.validate(text)).toBe(true);
    expect(text).toMatch(new RegExp(`^<svg [^>]*data-varga="${varga}" data-language="${lang}"`));
    const ref = await reference(delhi, varga);
    const drawn = cells(text);
    expect(drawn).toHaveLength(12);
    for (const p of ref.planets) {
      const cell = drawn.find((c) => c.labels.some((l) => l.planet === p.name));
      expect(cell, p.name).toBeDefined();
      expect(cell!.sign, `${p.name}'s sign`).toBe(p.sign);
      if (style === 'north') expect(cell!.house, `${p.name}'s house`).toBe(p.house);
      const label = cell!.labels.find((l) => l.planet === p.name)!.text;
      expect(label.startsWith(ABBR[lang][p.name]), label).toBe(true);
      if (varga === 'D1') expect(label).toMatch(/ \d{1,2}°$/); // degrees on the rasi chart only
      else expect(label).not.toMatch(/°/);
    }
    const lagnaCell = drawn.find((c) => c.labels.some((l) => l.lagna))!;
    expect(lagnaCell.sign).toBe(ref.asc);
    if (style === 'north') expect(lagnaCell.house).toBe(1);

    const png = await raw(`${q}&format=png`);
    expect(png.status).toBe(200);
    expect(png.type).toBe('image/png');
    expectPicture(png.bytes, 600, 699);
    writeFileSync(`${ARTIFACTS}/${style}-${varga}-${lang}.png`, png.bytes);
  });

  it.each(['en', 'hi', 'ta'])('retrograde and combust marks (%s), against the kundali and the Surya Siddhanta orbs', async (lang) => {
    const k = (await app.request('GET', `/v1/astrology/kundali?${conjunction}`, { key })).body;
    const sun = k.planets.find((p: Planet) => p.name === 'Sun').longitude;
    const orb: Record<string, [number, number]> = { Moon: [12, 12], Mars: [17, 17], Mercury: [14, 12], Jupiter: [11, 11], Venus: [10, 8], Saturn: [15, 15] };
    const res = await raw(`${conjunction}&style=east&language=${lang}`);
    const labels = cells(res.bytes.toString('utf8')).flatMap((c) => c.labels);
    let combustCount = 0;
    for (const p of k.planets as (Planet & { longitude: number; degree: number; retrograde: boolean })[]) {
      const sep = Math.min(Math.abs(p.longitude - sun), 360 - Math.abs(p.longitude - sun));
      const combust = orb[p.name] !== undefined && sep < orb[p.name][p.retrograde ? 1 : 0];
      const retro = p.retrograde && !['Rahu', 'Ketu'].includes(p.name);
      combustCount += combust ? 1 : 0;
      const marks = [retro ? RETRO[lang] : '', combust ? COMBUST[lang] : ''].filter(Boolean).join(',');
      const label = labels.find((l) => l.planet === p.name)!.text;
      expect(label, p.name).toBe(`${ABBR[lang][p.name]}${marks ? `(${marks})` : ''} ${Math.floor(p.degree)}°`);
    }
    expect(combustCount).toBeGreaterThanOrEqual(4);
    const png = await raw(`${conjunction}&style=north&language=${lang}&format=png&width=800`);
    expectPicture(png.bytes, 800, 932);
    writeFileSync(`${ARTIFACTS}/north-D1-${lang}-conjunction.png`, png.bytes);
    writeFileSync(`${ARTIFACTS}/east-D1-${lang}-conjunction.svg`, res.bytes);
  });

  it('every varga draws (D2 ... D60), with the D2/D3/D30 conventions', async () => {
    for (const v of ['D2', 'D3', 'D4', 'D7', 'D10', 'D12', 'D16', 'D20', 'D24', 'D27', 'D30', 'D40', 'D45', 'D60']) {
      const res = await raw(`${delhi}&style=south&varga=${v}&hora=parivritti&drekkana=parivritti&trimsamsa=parivritti`);
      expect(res.status, v).toBe(200);
      const ref = (await app.request('GET', `/v1/astrology/divisional?${delhi}&chart=${v}&hora=parivritti&drekkana=parivritti&trimsamsa=parivritti`, { key })).body.charts[0];
      const drawn = cells(res.bytes.toString('utf8'));
      for (const p of ref.planets) expect(drawn.find((c) => c.labels.some((l) => l.planet === p.name))!.sign, `${v} ${p.name}`).toBe(p.sign);
    }
  });

  it('style=western draws the Western wheel of /v1/astrology/wheel, as SVG and PNG; with a sidereal system it is a 400', async () => {
    const svg = await raw(`${delhi}&system=western&style=western`);
    expect(svg.status).toBe(200);
    const wheel = await app.request('GET', `/v1/astrology/wheel?${delhi}`, { key });
    // The same drawing, only the root's size differs.
    expect(svg.bytes.toString('utf8').replace(/width="\d+" height="\d+" /, '')).toBe(wheel.text.replace(/width="\d+" height="\d+" /, ''));
    expect(svg.bytes.toString('utf8')).toContain('data-name="Pluto"');
    const png = await raw(`${delhi}&system=western&style=western&format=png&width=400`);
    expect(png.type).toBe('image/png');
    expect(PNG.sync.read(png.bytes).width).toBe(400);
    expect(PNG.sync.read(png.bytes).height).toBe(444);
    const implied = await raw(`${delhi}&style=western`); // no system: the wheel's own (western)
    expect(implied.bytes.equals(svg.bytes)).toBe(true);
    const sidereal = await raw(`${delhi}&system=vedic&style=western`);
    expect(sidereal.status).toBe(400);
    expect(JSON.parse(sidereal.bytes.toString('utf8')).error.param).toBe('style');
    writeFileSync(`${ARTIFACTS}/western-D1-en.png`, png.bytes);
  });

  it.each([
    ['style=bengali', 'style'], ['varga=D11', 'varga'], ['varga=9', 'varga'], ['format=jpg', 'format'], ['width=50', 'width'],
    ['width=600.5', 'width'], ['style=western&varga=D9', 'varga'], ['style=western&hora=parivritti', 'hora'],
    ['system=western&varga=D9', 'varga'], ['varga=D2&hora=kashinath', 'hora'],
  ])('%s is 400 naming %s', async (q, param) => {
    const res = await app.request('GET', `/v1/astrology/chart?${delhi}&${q}`, { key });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe(param);
  });
});
