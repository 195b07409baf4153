/**
 * "Graha in a sign" notes (Brihat Jataka ch. 18): 72 placements, each with its own text in en/hi/ta, cited only when
 * the graha stands in that sign. Reference placements: Swiss Ephemeris (Lahiri) for five births, two of them M. K.
 * Gandhi's and J. Nehru's as B. V. Raman's Notable Horoscopes dates and places them (local mean time); with Lahiri's
 * ayanamsa Nehru's Sun is 0.3 deg into Scorpio (Raman's own ayanamsa leaves it at the end of Libra).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CORPUS } from '../../src/astrology/chat/corpus/entries';
import { applicableEntries } from '../../src/astrology/chat/corpus/applies';
import { retrieve } from '../../src/astrology/chat/corpus/search';
import { computeFacts } from '../../src/astrology/chat/facts';
import { kundali } from '../../src/astrology/index';
import { SIGNS } from '../../src/astrology/constants';
import type { Intent } from '../../src/astrology/chat/corpus/rules';

const PLANETS = ['Sun', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const;
const notes = CORPUS.filter((e) => e.rule.kind === 'planet_in_sign');
const idOf = (planet: string, sign: string) => `bj-18-${planet.toLowerCase()}-in-${sign.toLowerCase()}`;
const nowMs = Date.UTC(2026, 10, 25);

describe('graha-in-sign notes', () => {
  it('are 72: six grahas in twelve signs, each once, cited to Brihat Jataka ch. 18', () => {
    expect(notes.length).toBe(72);
    const keys = new Set(notes.map((e) => e.rule.kind === 'planet_in_sign' ? `${e.rule.planet}|${e.rule.sign}` : ''));
    for (const g of PLANETS) for (let s = 0; s < 12; s++) expect(keys, `${g} in ${SIGNS[s]}`).toContain(`${g}|${s}`);
    for (const e of notes) {
      expect([e.work, e.chapter, e.verse]).toEqual(['Brihat Jataka', '18', null]);
      expect(e.topics).toContain('personality');
    }
  });

  it('have a text specific to the placement in every language (not one sentence with names swapped)', () => {
    for (const lang of ['en', 'hi', 'ta'] as const) {
      expect(new Set(notes.map((e) => e.text[lang])).size, lang).toBe(72);
      // What follows the "<planet> in <sign>:" lead differs for every placement too.
      const bodies = notes.map((e) => e.text[lang].slice(e.text[lang].indexOf(':') + 1).trim());
      expect(new Set(bodies).size, lang).toBe(72);
    }
    for (const e of notes) {
      expect(e.text.hi).toMatch(/[\u0900-\u097f]/);
      expect(e.text.ta).toMatch(/[\u0b80-\u0bff]/);
    }
    const sunAries = notes.find((e) => e.id === 'bj-18-sun-in-aries')!;
    expect(sunAries.text.en).toBe('Sun in Aries: the native is famous and clever, fond of travel, bears arms, but has little wealth.');
    expect(sunAries.text.hi.startsWith('मेष में सूर्य:')).toBe(true);
    expect(sunAries.text.ta.startsWith('சூரியன் மேஷம் ராசியில்:')).toBe(true);
  });
});

/** Sidereal (Lahiri) signs of the six grahas from Swiss Ephemeris (test/astrology/fixtures/generate_planet_signs.py). */
const BIRTHS: { name: string; date: string; time: string; lat: number; lon: number; tz: number; signs: Record<string, string> }[] =
  JSON.parse(readFileSync(new URL('../astrology/fixtures/swisseph-planet-signs.json', import.meta.url), 'utf8'));

describe('retrieval gives exactly the chart\'s graha-in-sign notes', () => {
  for (const { name, date, time, lat, lon, tz, signs } of BIRTHS) {
    it(name, () => {
      const birth = { date, time, lat, lon, tz };
      // The engine's kundali puts the grahas where Swiss Ephemeris does; the notes must follow those placements.
      const k = kundali(birth, nowMs);
      expect(Object.fromEntries(PLANETS.map((g) => [g, k.planets.find((p) => p.name === g)!.sign]))).toEqual(signs);
      const expected = PLANETS.map((g) => idOf(g, signs[g]));
      const facts = computeFacts(birth, { nowMs, vargas: false, transits: false });
      const pis = (xs: { id: string; rule: { kind: string } }[]) => xs.filter((e) => e.rule.kind === 'planet_in_sign').map((e) => e.id).sort();
      expect(pis(applicableEntries(facts))).toEqual([...expected].sort());
      // Each intent retrieves (with room for every applicable note) exactly the placements of the grahas that speak to it.
      for (const intent of ['personality', 'career', 'marriage', 'health', 'finance'] as Intent[]) {
        const got = pis(retrieve({ facts, intent, question: 'what does my chart say', limit: 1000 }));
        const want = notes.filter((e) => expected.includes(e.id) && e.topics.includes(intent)).map((e) => e.id).sort();
        expect(got, intent).toEqual(want);
        expect(got.length, intent).toBeGreaterThan(0);
      }
    });
  }
});
