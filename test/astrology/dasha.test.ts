import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { dashaTimeline, mahadashas, YEAR_DAYS } from '../../src/astrology/dasha';
import { dasha } from '../../src/astrology/index';

const YEAR_MS = YEAR_DAYS * 86400000;
const birth = Date.UTC(2000, 0, 1, 0, 0);

describe('Vimshottari balance (BPHS: balance = lord years x untraversed fraction of the nakshatra)', () => {
  it('Moon at 0° Ashwini: full 7 years of Ketu remain', () => {
    const t = dashaTimeline(0, birth, 0, birth);
    expect(t.birth.lord).toBe('Ketu');
    expect(t.birth.balance_years).toBeCloseTo(7, 9);
    expect(t.mahadasha[0]).toMatchObject({ planet: 'Ketu', start: '2000-01-01', years: 7 });
  });
  it('Moon in the middle of Bharani (20°): half of Venus 20 years = 10 remain', () => {
    const t = dashaTimeline(20, birth, 0, birth);
    expect(t.birth.lord).toBe('Venus');
    expect(t.birth.balance_years).toBeCloseTo(10, 9);
    expect(t.mahadasha.map((m) => m.planet)).toEqual(['Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury', 'Ketu']);
    // The Venus period began 10 Julian years before birth.
    expect(t.mahadasha[0].start).toBe(new Date(birth - 10 * YEAR_MS).toISOString().slice(0, 10));
    expect(t.current).toEqual({ mahadasha: 'Venus', antardasha: 'Rahu', pratyantardasha: expect.any(String) });
  });
});

describe('period structure (property)', () => {
  it('mahadashas are contiguous and sum to 120 years; each has 9 antardashas in order', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 359.9999, noNaN: true }), (moon) => {
      const { periods } = mahadashas(moon, birth);
      expect(periods.reduce((s, p) => s + p.years, 0)).toBe(120);
      for (let i = 1; i < 9; i++) expect(periods[i].startMs).toBeCloseTo(periods[i - 1].endMs, 3);
      expect(periods[8].endMs - periods[0].startMs).toBeCloseTo(120 * YEAR_MS, 0);
      expect(periods[0].startMs).toBeLessThanOrEqual(birth);
      expect(periods[0].endMs).toBeGreaterThan(birth);
      const t = dashaTimeline(moon, birth, 5.5, birth + 30 * YEAR_MS);
      expect(t.antardasha.length).toBe(81);
      expect(t.pratyantardasha.length).toBe(81);
      for (const m of t.mahadasha) {
        const subs = t.antardasha.filter((a) => a.mahadasha === m.planet);
        expect(subs[0].planet).toBe(m.planet);
        expect(subs.reduce((s, a) => s + a.years, 0)).toBeCloseTo(m.years, 5);
        expect(subs[0].start).toBe(m.start);
        expect(subs[8].end).toBe(m.end);
      }
    }), { numRuns: 40 });
  });
});

describe('dasha() entry point', () => {
  it('evaluates current periods at `at` and rejects bad input', () => {
    const t = dasha({ date: '1990-05-15', time: '14:30', lat: 28.6139, lon: 77.209, at: '2026-01-01' });
    const m = t.mahadasha.find((p) => p.start <= '2026-01-01' && p.end > '2026-01-01')!;
    expect(t.current.mahadasha).toBe(m.planet);
    const a = t.antardasha.find((p) => p.start <= '2026-01-01' && p.end > '2026-01-01')!;
    expect(t.current.antardasha).toBe(a.planet);
    expect(() => dasha({ date: '1990-05-15', time: '14:30', lat: 28.6, lon: 77.2, at: 'yesterday' })).toThrow(/at must/);
    expect(() => dasha({ date: '1990-05-15', time: '14:30', lat: 28.6, lon: 77.2, at: '1980-01-01' })).toThrow(/before the birth/);
  });
});
