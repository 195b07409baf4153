import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { KP_TABLE, kpLords } from '../../src/astrology/kp';

describe('KP 249 sub table', () => {
  it('has 249 contiguous divisions covering the zodiac', () => {
    expect(KP_TABLE.length).toBe(249);
    expect(KP_TABLE[0].startDeg).toBe(0);
    expect(KP_TABLE[248].endDeg).toBeCloseTo(360, 9);
    for (let i = 1; i < KP_TABLE.length; i++) expect(KP_TABLE[i].startDeg).toBeCloseTo(KP_TABLE[i - 1].endDeg, 9);
  });
  it('first sub of Ashwini is Ketu/Ketu, 0°00\' to 0°46\'40" (7/120 of 13°20\')', () => {
    expect(KP_TABLE[0]).toMatchObject({ starLord: 'Ketu', subLord: 'Ketu', sign: 'Aries' });
    expect(KP_TABLE[0].endDeg * 3600).toBeCloseTo(46 * 60 + 40, 6);
    // Second sub: Venus, 20/120 of 13°20' = 2°13'20", ending exactly at 3°00'.
    expect(KP_TABLE[1]).toMatchObject({ starLord: 'Ketu', subLord: 'Venus' });
    expect(KP_TABLE[1].endDeg).toBeCloseTo(3, 9);
  });
  it('splits subs at sign boundaries (Krittika: Sun star, Aries/Taurus cusp at 30°)', () => {
    const at30 = KP_TABLE.filter((d) => Math.abs(d.startDeg - 30) < 1e-9 || Math.abs(d.endDeg - 30) < 1e-9);
    expect(at30.length).toBe(2);
    expect(at30[0].subLord).toBe(at30[1].subLord);
    expect(at30.map((d) => d.sign)).toEqual(['Aries', 'Taurus']);
  });
  it('looks up star lord = Vimshottari lord of the nakshatra', () => {
    const lords = ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury'];
    fc.assert(fc.property(fc.double({ min: 0, max: 359.999999, noNaN: true }), (lon) => {
      const { star_lord } = kpLords(lon);
      expect(star_lord).toBe(lords[Math.floor(lon / (360 / 27)) % 9]);
    }));
    expect(kpLords(359.9999)).toEqual({ star_lord: 'Mercury', sub_lord: 'Saturn' });
  });
});
