/**
 * The ten poruthams against the published tables (Rajju groups and Vedha pairs as Tamil panchangs print them) and
 * hand-worked pairs; Ashtakoota with and without pariharas.
 */
import { describe, expect, it } from 'vitest';
import { NAKSHATRAS, NAKSHATRA_SPAN_DEG } from '../../src/astrology/constants';
import { RAJJU_NAMES, isVedha, porutham, rajjuOf } from '../../src/astrology/porutham';
import { ashtakoota } from '../../src/astrology/match';

const mid = (star: string) => (NAKSHATRAS.indexOf(star as (typeof NAKSHATRAS)[number]) + 0.5) * NAKSHATRA_SPAN_DEG;
const byName = (r: ReturnType<typeof porutham>) => Object.fromEntries(r.poruthams.map((p) => [p.name, p.present]));

describe('porutham tables', () => {
  it('rajju groups as printed: feet, waist, navel, neck, head', () => {
    const group = (g: string) => NAKSHATRAS.filter((_, i) => RAJJU_NAMES[rajjuOf(i)] === g);
    expect(group('Pada')).toEqual(['Ashwini', 'Ashlesha', 'Magha', 'Jyeshtha', 'Mula', 'Revati']);
    expect(group('Kati')).toEqual(['Bharani', 'Pushya', 'Purva Phalguni', 'Anuradha', 'Purva Ashadha', 'Uttara Bhadrapada']);
    expect(group('Nabhi')).toEqual(['Krittika', 'Punarvasu', 'Uttara Phalguni', 'Vishakha', 'Uttara Ashadha', 'Purva Bhadrapada']);
    expect(group('Kantha')).toEqual(['Rohini', 'Ardra', 'Hasta', 'Swati', 'Shravana', 'Shatabhisha']);
    expect(group('Siro')).toEqual(['Mrigashira', 'Chitra', 'Dhanishta']);
  });
  it('vedha pairs as printed, symmetric, every star in one', () => {
    const n = (s: string) => NAKSHATRAS.indexOf(s as (typeof NAKSHATRAS)[number]);
    for (const [a, b] of [['Ashwini', 'Jyeshtha'], ['Bharani', 'Anuradha'], ['Krittika', 'Vishakha'], ['Rohini', 'Swati'],
      ['Ardra', 'Shravana'], ['Punarvasu', 'Uttara Ashadha'], ['Pushya', 'Purva Ashadha'], ['Ashlesha', 'Mula'],
      ['Magha', 'Revati'], ['Purva Phalguni', 'Uttara Bhadrapada'], ['Uttara Phalguni', 'Purva Bhadrapada'],
      ['Hasta', 'Shatabhisha'], ['Mrigashira', 'Chitra'], ['Chitra', 'Dhanishta'], ['Mrigashira', 'Dhanishta']]) {
      expect(isVedha(n(a), n(b))).toBe(true);
      expect(isVedha(n(b), n(a))).toBe(true);
    }
    expect(isVedha(n('Ashwini'), n('Bharani'))).toBe(false);
    for (let i = 0; i < 27; i++) expect(NAKSHATRAS.some((_, j) => isVedha(i, j))).toBe(true);
  });
});

describe('poruthams, hand-worked pairs', () => {
  it('girl Ashwini, boy Bharani (both Aries): 7 of 10, compatible', () => {
    const r = porutham(mid('Bharani'), mid('Ashwini'));
    expect(byName(r)).toEqual({
      Dina: true, // count 2
      Gana: true, // Deva (girl) and Manushya (boy)
      Mahendra: false, // count 2 is not 4, 7, 10, ...
      'Stree Deergha': false, // count 2, not beyond the 7th
      Yoni: true, // horse and elephant are not enemies
      Rasi: true, // same sign, different stars
      'Rasi Adhipathi': true, // both Mars
      Vasya: false, // Aries is not vasya to Aries (Aries: Leo, Scorpio)
      Rajju: true, // Pada and Kati
      Vedha: true,
    });
    expect(r.total).toBe(7);
    expect(r.verdict).toBe('compatible');
  });
  it('girl Krittika, boy Uttara Ashadha: count 19 (Mahendra, Stree Deergha), but both Nabhi rajju: rejected', () => {
    const r = porutham(mid('Uttara Ashadha'), mid('Krittika'));
    const p = byName(r);
    expect(p.Dina).toBe(false);
    expect(p.Mahendra).toBe(true);
    expect(p['Stree Deergha']).toBe(true);
    expect(p.Rajju).toBe(false);
    expect(r.essential_present).toBe(false);
    expect(r.verdict).toBe('not_compatible');
  });
  it('girl Rohini, boy Swati is a vedha pair; girl Aries, boy Leo is vasya; girl Aries, boy Gemini fails Rasi (3rd)', () => {
    expect(byName(porutham(mid('Swati'), mid('Rohini'))).Vedha).toBe(false);
    expect(byName(porutham(125, 5)).Vasya).toBe(true);
    expect(byName(porutham(65, 5)).Rasi).toBe(false);
  });
  it('gana: Rakshasa with Deva or Manushya does not agree', () => {
    expect(byName(porutham(mid('Krittika'), mid('Ashwini'))).Gana).toBe(false); // Rakshasa boy, Deva girl
  });
});

describe('ashtakoota pariharas', () => {
  it('Aries and Scorpio Moons (6/8, both ruled by Mars): Bhakoot 7 with pariharas, 0 raw', () => {
    const boy = 5, girl = 215; // Ashwini in Aries; Anuradha in Scorpio
    const applied = ashtakoota(boy, girl, true).find((k) => k.name === 'Bhakoot')!;
    const raw = ashtakoota(boy, girl, false).find((k) => k.name === 'Bhakoot')!;
    expect(applied.score).toBe(7);
    expect(raw.score).toBe(0);
    expect(raw.reason).toMatch(/raw table score/);
    expect(raw.reason).toMatch(/Mars/);
  });
  it('same nadi, same sign, different nakshatras: Nadi 8 with pariharas, 0 raw', () => {
    const boy = mid('Rohini'), girl = 35; // Rohini and Krittika (pada 3), both Antya nadi, both in Taurus
    expect(ashtakoota(boy, girl, true).find((k) => k.name === 'Nadi')!.score).toBe(8);
    expect(ashtakoota(boy, girl, false).find((k) => k.name === 'Nadi')!.score).toBe(0);
  });
});
