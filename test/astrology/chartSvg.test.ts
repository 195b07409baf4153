import { describe, it, expect } from 'vitest';
import { chartSvg, kundali } from '../../src/astrology/index';

const k = kundali({ date: '1990-05-15', time: '14:30', lat: 28.6139, lon: 77.209 }, Date.UTC(2026, 0, 1));

describe('chartSvg', () => {
  it('north: 12 house groups, each planet drawn in its house', () => {
    const svg = chartSvg(k, 'north');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg.match(/data-house="/g)).toHaveLength(12);
    for (const p of k.planets) {
      const group = svg.split(`data-house="${p.house}">`)[1].split('</g>')[0];
      expect(group).toContain(p.name.slice(0, 2));
    }
  });
  it('south: fixed signs, planets in their sign boxes, lagna marked', () => {
    const svg = chartSvg(k, 'south');
    expect(svg.match(/data-sign="/g)).toHaveLength(12);
    const asc = svg.split(`data-sign="${k.ascendant.sign}">`)[1].split('</g>')[0];
    expect(asc).toContain('Asc');
    const moon = k.planets[1];
    expect(svg.split(`data-sign="${moon.sign}">`)[1].split('</g>')[0]).toContain('Mo');
  });
  it('western wheel draws every planet including outer ones', () => {
    const w = kundali({ date: '1990-05-15', time: '14:30', lat: 28.6139, lon: 77.209, system: 'western' }, Date.UTC(2026, 0, 1));
    const svg = chartSvg(w, 'western');
    for (const p of w.planets) expect(svg).toContain(`data-planet="${p.name}"`);
  });
  it('accepts a birth input and rejects unknown styles', () => {
    expect(chartSvg({ date: '2000-01-01', time: '12:00', lat: 0, lon: 0 }, 'south')).toContain('<svg');
    expect(() => chartSvg(k, 'east' as never)).toThrow(expect.objectContaining({ param: 'style' }));
  });
});
