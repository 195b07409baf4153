/** puja-planner's day scoring at the domain level, on panchangs the engine computes. */
import { describe, expect, it } from 'vitest';
import { pujaProfile, scoreDay } from '../../src/agents/pujaPlanner';
import { panchang } from '../../src/astrology/panchang';

const CHENNAI = { lat: 13.0827, lon: 80.2707 };

describe('paksha', () => {
  it('Purnima (tithi 15) is Shukla paksha and counts as such; Krishna Pratipada (16) does not', () => {
    // 5 November 2025: Kartika Purnima at sunrise in Chennai (the published full moon of 5 Nov 2025, 13:19 UT).
    const purnima = panchang({ date: '2025-11-05', ...CHENNAI });
    expect(purnima.tithi).toMatchObject({ number: 15, paksha: 'Shukla' });
    expect(scoreDay(purnima, pujaProfile('a puja')).reasons).toContain('Shukla paksha (waxing Moon), preferred');
    const next = panchang({ date: '2025-11-06', ...CHENNAI });
    expect(next.tithi.paksha).toBe('Krishna');
    expect(scoreDay(next, pujaProfile('a puja')).reasons).not.toContain('Shukla paksha (waxing Moon), preferred');
  });
});
