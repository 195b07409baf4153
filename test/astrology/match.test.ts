import { describe, it, expect } from 'vitest';
import {
  YONI_POINTS, ashtakoota, grahaMaitriPoints, mangalDosha, match, nadiOf, taraRemainder, vashyaOf,
} from '../../src/astrology/match';

const KOOTS = ['Varna', 'Vashya', 'Tara', 'Yoni', 'Graha Maitri', 'Gana', 'Bhakoot', 'Nadi'];
const MAX = [1, 2, 3, 4, 5, 6, 7, 8];
const score = (k: ReturnType<typeof ashtakoota>, name: string) => k.find((x) => x.name === name)!.score;

describe('Ashtakoota, hand-worked cases', () => {
  it('both Moons at 5° Aries (Ashwini pada 2): everything agrees except Nadi (same Adi nadi, not cancelled) = 28', () => {
    const k = ashtakoota(5, 5);
    expect(k.map((x) => x.name)).toEqual(KOOTS);
    expect(k.map((x) => x.max)).toEqual(MAX);
    // Varna same 1; Vashya same 2; Tara count 1 -> remainder 1 (Janma) both ways 3; Yoni horse-horse 4;
    // Graha Maitri same lord Mars 5; Gana Deva-Deva 6; Bhakoot 1/1 7; Nadi same, and same nakshatra and pada: the
    // dosha stands, 0.
    expect(k.map((x) => x.score)).toEqual([1, 2, 3, 4, 5, 6, 7, 0]);
    expect(k[7].reason).toMatch(/not cancelled: same nakshatra \(Ashwini\) and same pada \(2\)/);
  });
  it('boy Moon 5° Aries (Ashwini), girl Moon 5° Leo (Magha) = 27.5 (Bhakoot dosha cancelled)', () => {
    const k = ashtakoota(5, 125);
    // Varna: Aries and Leo are both Kshatriya -> 1.
    expect(score(k, 'Varna')).toBe(1);
    // Vashya: Chatushpada (boy) vs Vanachara (girl, Leo) -> 0.5 in the vashya table.
    expect(score(k, 'Vashya')).toBe(0.5);
    // Tara: Magha(10th)->Ashwini(1st) counts 19, 19 mod 9 = 1; Ashwini->Magha counts 10, mod 9 = 1; both auspicious -> 3.
    expect(score(k, 'Tara')).toBe(3);
    // Yoni: horse vs rat -> 2.
    expect(score(k, 'Yoni')).toBe(2);
    // Graha Maitri: Mars and Sun are mutual natural friends -> 5.
    expect(score(k, 'Graha Maitri')).toBe(5);
    // Gana: Deva boy, Rakshasa girl -> 1.
    expect(score(k, 'Gana')).toBe(1);
    // Bhakoot: Leo->Aries is 9th, Aries->Leo 5th: 5/9 dosha, but the lords Mars and Sun are mutual natural friends
    // (parihara) -> cancelled, 7.
    expect(score(k, 'Bhakoot')).toBe(7);
    expect(k[6].reason).toMatch(/5\/9 .*Bhakoot dosha.*cancelled because the Moon-sign lords Mars and Sun are mutual natural friends/);
    // Nadi: Ashwini Adi, Magha Antya -> 8.
    expect(score(k, 'Nadi')).toBe(8);
    expect(k.reduce((s, x) => s + x.score, 0)).toBe(27.5);
    for (const x of k) expect(x.reason.length).toBeGreaterThan(10);
  });
  it('Bhakoot 6/8 and 2/12 score 0 when not cancelled; 3/11 and 4/10 score 7', () => {
    expect(score(ashtakoota(5, 5 + 150), 'Bhakoot')).toBe(0); // Aries-Virgo: 6/8, Mars counts Mercury an enemy
    expect(score(ashtakoota(5, 35), 'Bhakoot')).toBe(0); // Aries-Taurus: 2/12, Mars is neutral to Venus
    expect(ashtakoota(5, 35)[6].reason).toMatch(/not cancelled: the Moon-sign lords Mars and Venus are neither the same planet nor mutual friends/);
    expect(score(ashtakoota(5, 65), 'Bhakoot')).toBe(7); // Aries-Gemini: 3/11
    expect(score(ashtakoota(5, 95), 'Bhakoot')).toBe(7); // Aries-Cancer: 4/10
  });
  it('Bhakoot parihara: same Moon-sign lord, or mutual natural friends (one-sided friendship is not enough)', () => {
    // Aries (Mars) - Scorpio (Mars): Scorpio is 8th from Aries, Aries 6th from Scorpio: 6/8, same lord -> cancelled.
    const aS = ashtakoota(5, 215)[6];
    expect(aS.score).toBe(7);
    expect(aS.reason).toMatch(/6\/8 .*cancelled because both Moon signs are ruled by Mars/);
    // Taurus (Venus) - Libra (Venus): 6/8, same lord -> 7. Capricorn - Aquarius (Saturn): 2/12, same lord -> 7.
    expect(score(ashtakoota(35, 185), 'Bhakoot')).toBe(7);
    expect(score(ashtakoota(275, 305), 'Bhakoot')).toBe(7);
    // Cancer (Moon) - Leo (Sun): 2/12; Sun and Moon count each other friends -> cancelled.
    expect(score(ashtakoota(95, 125), 'Bhakoot')).toBe(7);
    // Cancer (Moon) - Sagittarius (Jupiter): 6/8; Jupiter counts the Moon a friend but the Moon is neutral to Jupiter
    // (Graha Maitri 4, not 5) -> the dosha stands.
    expect(score(ashtakoota(95, 245), 'Bhakoot')).toBe(0);
    expect(score(ashtakoota(95, 245), 'Graha Maitri')).toBe(4);
    // Leo (Sun) - Capricorn (Saturn): 6/8, mutual enemies -> 0.
    expect(score(ashtakoota(125, 275), 'Bhakoot')).toBe(0);
  });
  it('Nadi parihara: same sign with different nakshatras, or same nakshatra with different signs or padas', () => {
    // 1° and 5° Aries: both Ashwini (Adi), padas 1 and 2 -> cancelled, 8; nothing else differs: 36.
    const k = ashtakoota(1, 5);
    expect(score(k, 'Nadi')).toBe(8);
    expect(k[7].reason).toMatch(/Adi nadi \(Nadi dosha\), cancelled because of the same nakshatra \(Ashwini\) in different padas \(1, 2\)/);
    expect(k.reduce((s, x) => s + x.score, 0)).toBe(36);
    // 35° and 45°: Taurus for both, Krittika (26°40'-40°) and Rohini (40°-53°20'), both Antya -> cancelled.
    const t = ashtakoota(35, 45)[7];
    expect([t.boy, t.girl, t.score]).toEqual(['Antya', 'Antya', 8]);
    expect(t.reason).toMatch(/the same Moon sign \(Taurus\) with different nakshatras \(Krittika, Rohini\)/);
    // 28° (Aries) and 32° (Taurus): both Krittika (padas 1 and 2), Moon signs differ -> cancelled.
    expect(ashtakoota(28, 32)[7].reason).toMatch(/the same nakshatra \(Krittika\) in different Moon signs \(Aries, Taurus\)/);
    expect(score(ashtakoota(28, 32), 'Nadi')).toBe(8);
    // 5° Aries (Ashwini, Adi) and 70° Gemini (Ardra, Adi): different nakshatras in different signs -> dosha stands.
    const a = ashtakoota(5, 70)[7];
    expect([a.boy, a.girl, a.score]).toEqual(['Adi', 'Adi', 0]);
    expect(a.reason).toMatch(/not cancelled: different nakshatras in different Moon signs/);
  });
  it('Tara gives 1.5 when only one direction is auspicious', () => {
    // Ashwini (0) -> Krittika (2): counts 3 (Vipat, bad); Krittika -> Ashwini counts 26, 26 mod 9 = 8 (good).
    expect(taraRemainder(0, 2)).toBe(3);
    expect(taraRemainder(2, 0)).toBe(8);
    expect(score(ashtakoota(1, 27), 'Tara')).toBe(1.5);
  });
});

describe('tables', () => {
  it('Yoni table is symmetric, 4 on the diagonal, 0 exactly for the 7 enemy pairs', () => {
    let zeros = 0;
    for (let i = 0; i < 14; i++) {
      expect(YONI_POINTS[i][i]).toBe(4);
      for (let j = 0; j < 14; j++) {
        expect(YONI_POINTS[i][j]).toBe(YONI_POINTS[j][i]);
        if (YONI_POINTS[i][j] === 0) zeros++;
      }
    }
    expect(zeros).toBe(14);
  });
  it('Graha Maitri points by natural relationship (BPHS)', () => {
    expect(grahaMaitriPoints('Sun', 'Moon')).toBe(5); // mutual friends
    expect(grahaMaitriPoints('Sun', 'Mercury')).toBe(4); // Sun neutral to Mercury, Mercury friend of Sun
    expect(grahaMaitriPoints('Jupiter', 'Saturn')).toBe(3); // mutual neutral
    expect(grahaMaitriPoints('Sun', 'Venus')).toBe(0); // mutual enemies
    expect(grahaMaitriPoints('Moon', 'Mercury')).toBe(1); // Moon friend, Mercury enemy
    expect(grahaMaitriPoints('Mars', 'Mercury')).toBe(0.5); // Mars enemy, Mercury neutral
  });
  it('Nadi pattern Adi-Madhya-Antya-Antya-Madhya-Adi and vashya halves of Sagittarius/Capricorn', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 26].map(nadiOf)).toEqual([0, 1, 2, 2, 1, 0, 0, 2]);
    expect(vashyaOf(245)).toBe(1); // Sagittarius first half: Manava
    expect(vashyaOf(255)).toBe(0); // second half: Chatushpada
    expect(vashyaOf(275)).toBe(0); // Capricorn first half: Chatushpada
    expect(vashyaOf(285)).toBe(2); // second half: Jalachara
  });
});

describe('Mangal dosha', () => {
  it('Mars in the 7th from the lagna is dosha; own sign cancels it', () => {
    // Lagna Libra (6), Mars Aries (0): 7th from lagna, but Mars in own sign -> cancelled.
    const d = mangalDosha(6, 0, 3, 3, 3);
    expect(d.from_lagna).toBe(7);
    expect(d.dosha_from).toContain('lagna');
    expect(d.cancelled).toBe(true);
    // Lagna Aries, Mars Cancer (4th), Jupiter in Aquarius: no cancellation.
    const e = mangalDosha(0, 3, 5, 5, 10);
    expect(e.dosha_from).toEqual(['lagna']);
    expect(e.cancelled).toBe(false);
    // Jupiter in Capricorn aspects Cancer by its 7th aspect -> cancelled.
    expect(mangalDosha(0, 3, 5, 5, 9).cancellations).toContain('Mars aspected by Jupiter');
  });
});

describe('match()', () => {
  it('returns 8 koots in spec order and a total out of 36', () => {
    const r = match({ boy: { date: '1990-05-15', time: '14:30', lat: 28.6139, lon: 77.209 }, girl: { date: '1992-11-03', time: '06:10', lat: 19.076, lon: 72.8777 } });
    expect(r.max_score).toBe(36);
    expect(r.koots.map((k) => k.name)).toEqual(KOOTS);
    expect(r.total_score).toBeCloseTo(r.koots.reduce((s, k) => s + k.score, 0), 6);
    expect(typeof r.mangal_dosha.boy).toBe('boolean');
    expect(typeof r.mangal_dosha.girl).toBe('boolean');
  });
  it('names the partner parameter on bad input', () => {
    expect(() => match({ boy: { date: '1990-05-15', time: '14:30', lat: 28.6, lon: 77.2 }, girl: { date: '1992-02-30', time: '06:10', lat: 19, lon: 72 } }))
      .toThrow(expect.objectContaining({ param: 'girl_date' }));
    expect(() => match({ boy: { date: '1990-05-15', time: '14:30', lat: 95, lon: 77.2 }, girl: { date: '1992-02-03', time: '06:10', lat: 19, lon: 72 } }))
      .toThrow(expect.objectContaining({ param: 'boy_lat' }));
  });
});
