import { describe, it, expect } from 'vitest';
import { horoscope } from '../../src/astrology/index';
import { SIGNS, SIGN_SLUGS } from '../../src/astrology/constants';

const NUMBER: Record<string, number> = { Sun: 1, Moon: 2, Jupiter: 3, Rahu: 4, Mercury: 5, Venus: 6, Ketu: 7, Saturn: 8, Mars: 9 };
const LORD = ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury'];
const NAKS = ['Ashwini', 'Bharani', 'Krittika', 'Rohini', 'Mrigashira', 'Ardra', 'Punarvasu', 'Pushya', 'Ashlesha', 'Magha',
  'Purva Phalguni', 'Uttara Phalguni', 'Hasta', 'Chitra', 'Swati', 'Vishakha', 'Anuradha', 'Jyeshtha', 'Mula', 'Purva Ashadha',
  'Uttara Ashadha', 'Shravana', 'Dhanishta', 'Shatabhisha', 'Purva Bhadrapada', 'Uttara Bhadrapada', 'Revati'];

describe('horoscope', () => {
  it('is deterministic and driven by transits', () => {
    const a = horoscope({ sign: 'aries', date: '2024-03-10' });
    const b = horoscope({ sign: 'aries', date: '2024-03-10' });
    expect(a).toEqual(b);
    expect(a).toMatchObject({ sign: 'aries', date: '2024-03-10', type: 'daily' });
    // Transit houses are counted in whole signs from the requested sign.
    for (const t of a.transits) expect(t.house).toBe(((SIGNS.indexOf(t.sign as never) - 0 + 12) % 12) + 1);
    const c = horoscope({ sign: 'libra', date: '2024-03-10' });
    expect(c.transits.find((t) => t.planet === 'Sun')!.house).toBe(((a.transits.find((t) => t.planet === 'Sun')!.house - 1 - 6 + 12) % 12) + 1);
  });
  it('lucky number is the numerology number of the Moon nakshatra lord; mood and colour are set', () => {
    for (const sign of SIGN_SLUGS) {
      const h = horoscope({ sign, date: '2025-07-04', type: 'weekly' });
      expect(h.lucky_number).toBe(NUMBER[LORD[NAKS.indexOf(h.moon.nakshatra) % 9]]);
      expect(['excellent', 'positive', 'balanced', 'cautious', 'challenging']).toContain(h.mood);
      expect(h.lucky_color).toMatch(/^[a-z]+$/);
      expect(h.period).toEqual({ start: '2025-07-04', end: '2025-07-10' });
    }
  });
  it('the Moon moves about 13° a day, so daily horoscopes change with the date', () => {
    const d1 = horoscope({ sign: 'taurus', date: '2024-01-01' });
    const d2 = horoscope({ sign: 'taurus', date: '2024-01-04' });
    expect(d1.moon.sign).not.toBe(d2.moon.sign);
  });
  it('monthly covers the calendar month; texts in hi and ta', () => {
    expect(horoscope({ sign: 'leo', date: '2024-02-10', type: 'monthly' }).period).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(horoscope({ sign: 'leo', date: '2024-02-10', language: 'hi' }).prediction).toMatch(/[\u0900-\u097F]/);
    expect(horoscope({ sign: 'leo', date: '2024-02-10', language: 'ta' }).prediction).toMatch(/[\u0B80-\u0BFF]/);
    expect(horoscope({ sign: 'leo', date: '2024-02-10' }).prediction).toMatch(/^The Moon moves through/);
  });
  it('defaults the date to today (UTC) and validates', () => {
    expect(horoscope({ sign: 'virgo' }, Date.UTC(2030, 4, 6, 10)).date).toBe('2030-05-06');
    expect(() => horoscope({ sign: 'ophiuchus' })).toThrow(expect.objectContaining({ param: 'sign' }));
    expect(() => horoscope({ sign: 'Aries' })).toThrow(expect.objectContaining({ param: 'sign' }));
    expect(() => horoscope({ sign: 'aries', type: 'yearly' as never })).toThrow(expect.objectContaining({ param: 'type' }));
    expect(() => horoscope({ sign: 'aries', language: 'de' as never })).toThrow(expect.objectContaining({ param: 'language' }));
    expect(() => horoscope({ sign: 'aries', date: '2024-02-30' })).toThrow(expect.objectContaining({ param: 'date' }));
  });
});
