/** Chart drawings without HTTP: combustion orbs, the figure's placements, labels, the cell layout. */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { chartSvg, divisional, kundali } from '../../src/astrology/index';
import { combustionOrbDeg, isCombust, separationDeg } from '../../src/astrology/combustion';
import { planetLabel } from '../../src/astrology/charts/figure';
import { fitTexts, intervalAt, textBox, type Point } from '../../src/astrology/charts/layout';
import { textWidth } from '../../src/render/textPaths';

describe('combustion (Surya Siddhanta orbs)', () => {
  it('orbs: Moon 12, Mars 17, Mercury 14 (12 retrograde), Jupiter 11, Venus 10 (8 retrograde), Saturn 15; never the Sun or nodes', () => {
    expect([combustionOrbDeg('Moon', false), combustionOrbDeg('Mars', false), combustionOrbDeg('Mercury', false), combustionOrbDeg('Mercury', true),
      combustionOrbDeg('Jupiter', false), combustionOrbDeg('Venus', false), combustionOrbDeg('Venus', true), combustionOrbDeg('Saturn', false)])
      .toEqual([12, 17, 14, 12, 11, 10, 8, 15]);
    for (const p of ['Sun', 'Rahu', 'Ketu', 'Uranus'] as const) expect(combustionOrbDeg(p, false)).toBeUndefined();
    expect(isCombust('Mercury', 13, 0, false)).toBe(true);
    expect(isCombust('Mercury', 13, 0, true)).toBe(false);
    expect(isCombust('Venus', 359, 5, true)).toBe(true); // 6° across 0° Aries
    expect(separationDeg(359, 5)).toBeCloseTo(6, 9);
  });

  it('Mercury at its superior conjunction of 2024-09-30 and Venus at its inferior conjunction of 2023-08-13 are combust', () => {
    // Dates of the conjunctions as published (e.g. USNO / in-the-sky.org almanacs); at a conjunction the separation is ~0.
    for (const [date, planet] of [['2024-09-30', 'Mercury'], ['2023-08-13', 'Venus']] as const) {
      const k = kundali({ date, time: '12:00', lat: 0, lon: 0, tz: 0 });
      const svg = chartSvg({ date, time: '12:00', lat: 0, lon: 0, tz: 0, style: 'south' });
      const p = k.planets.find((q) => q.name === planet)!;
      expect(separationDeg(p.longitude, k.planets[0].longitude)).toBeLessThan(5);
      // Mercury moves direct at a superior conjunction, Venus retrograde at an inferior one.
      expect(svg).toMatch(new RegExp(`data-text="${planet === 'Mercury' ? 'Me\\(C\\)' : 'Ve\\(R,C\\)'} \\d+°" data-planet="${planet}"`));
    }
  });
});

describe('labels', () => {
  it('customary abbreviations with the retrograde and combust marks per language', () => {
    expect(planetLabel('en', 'Mercury', true, true, 14.7)).toBe('Me(R,C) 14°');
    expect(planetLabel('hi', 'Saturn', true, false)).toBe('श(व)');
    expect(planetLabel('ta', 'Venus', false, true, 3.2)).toBe('சுக்(அ) 3°');
    expect(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'].map((n) => planetLabel('hi', n as never, false, false)))
      .toEqual(['सू', 'चं', 'मं', 'बु', 'गु', 'शु', 'श', 'रा', 'के']);
    expect(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'].map((n) => planetLabel('ta', n as never, false, false)))
      .toEqual(['சூரி', 'சந்', 'செவ்', 'புத', 'குரு', 'சுக்', 'சனி', 'ராகு', 'கேது']);
  });

  it('text is shaped, not counted in characters: a Tamil cluster is one advance, a conjunct narrower than its letters', () => {
    // ரா is two glyphs side by side; கே puts its vowel sign before the consonant: both wider than the bare consonant.
    expect(textWidth('ரா', 10)).toBeGreaterThan(textWidth('ர', 10) * 1.5);
    expect(textWidth('क्र', 10)).toBeLessThan(textWidth('क', 10) + textWidth('र', 10));
  });
});

describe('the figure places each graha where the engine puts it', () => {
  const birth = { date: '1990-05-15', time: '14:30', lat: 28.6139, lon: 77.209 };
  const k = kundali(birth, Date.UTC(2026, 0, 1));
  const d9 = divisional({ ...birth, chart: 'D9' }).charts[0];
  /** The SVG of one cell: from its <g data-house|data-sign> to the next cell's (label groups start with data-text). */
  const groupOf = (svg: string, attr: string, value: string) => {
    const start = svg.indexOf(`<g ${attr}="${value}"`);
    expect(start, `${attr}=${value}`).toBeGreaterThan(-1);
    const next = /<g data-(house|sign)="/g;
    next.lastIndex = start + 5;
    return svg.slice(start, next.exec(svg)?.index);
  };
  it.each(['D1', 'D9'])('south %s: each graha in its sign box, the lagna in the ascendant box', (varga) => {
    const svg = chartSvg({ ...birth, style: 'south', varga });
    const signs = varga === 'D1' ? k.planets.map((p) => [p.name, p.sign]) : d9.planets.map((p) => [p.name, p.sign]);
    for (const [name, sign] of signs) expect(groupOf(svg, 'data-sign', sign)).toContain(`data-planet="${name}"`);
    expect(groupOf(svg, 'data-sign', varga === 'D1' ? k.ascendant.sign : d9.ascendant.sign)).toContain('data-lagna="true"');
  });
  it.each(['D1', 'D9'])('north %s: each graha in its house from the varga lagna', (varga) => {
    const svg = chartSvg({ ...birth, style: 'north', varga });
    const houses = varga === 'D1' ? k.planets.map((p) => [p.name, p.house]) : d9.planets.map((p) => [p.name, p.house]);
    for (const [name, house] of houses) expect(groupOf(svg, 'data-house', String(house))).toContain(`data-planet="${name}"`);
  });
});

describe('cell layout', () => {
  const TRIANGLE: Point[] = [[0, 0], [194, 0], [97, 97]];
  const SIDE: Point[] = [[0, 0], [97, 97], [0, 194]];
  const DIAMOND: Point[] = [[97, 97], [194, 0], [291, 97], [194, 194]];
  const SQUARE: Point[] = [[0, 0], [97, 0], [97, 97], [0, 97]];
  const inside = (poly: Point[], x0: number, x1: number, y: number) => {
    const iv = intervalAt(poly, y);
    return iv !== null && x0 >= iv[0] - 0.5 && x1 <= iv[1] + 0.5;
  };
  const LABELS = ['Su 0°', 'Me(R,C) 14°', 'श(व)', 'சுக்(வ,அ) 29°', 'Asc 1°', 'गु 15°', 'கேது 17°', 'Ra 17°', 'சந்(அ) 9°'];
  it('labels that fit stay inside the cell, off the sign mark and off each other', () => {
    fc.assert(fc.property(fc.constantFrom(TRIANGLE, SIDE, DIAMOND, SQUARE), fc.subarray(LABELS, { minLength: 1 }), (poly, texts) => {
      const mark = textBox('12', poly[1][0] - 10, poly[1][1] + 12, 11, 'middle');
      const placed = fitTexts(poly, texts, { maxFont: 12, minFont: 7, obstacles: [mark] });
      if (placed[0].fontSize <= 7) return; // the fallback at the floor size is allowed to crowd
      const boxes = placed.map((p) => { const w = textWidth(p.text, p.fontSize); return { x0: p.x - w / 2, x1: p.x + w / 2, y0: p.y - p.fontSize * 0.9, y1: p.y + p.fontSize * 0.3 }; });
      boxes.forEach((b, i) => {
        expect(inside(poly, b.x0, b.x1, b.y0) && inside(poly, b.x0, b.x1, b.y1), `${texts[i]} inside`).toBe(true);
        expect(b.x1 <= mark.x0 || b.x0 >= mark.x1 || b.y1 <= mark.y0 || b.y0 >= mark.y1, `${texts[i]} clear of the mark`).toBe(true);
        boxes.slice(i + 1).forEach((o) => expect(b.x1 <= o.x0 + 0.5 || o.x1 <= b.x0 + 0.5 || b.y1 <= o.y0 + 0.5 || o.y1 <= b.y0 + 0.5).toBe(true));
      });
    }), { numRuns: 200 });
  });
});
