/**
 * What a corpus entry is about, as a key the computed chart can be checked against. An entry may be cited only when
 * its rule applies to the chart (applies.ts); full-text search ranks only among those.
 */
import type { Graha } from '../../constants';
import type { KootName } from '../../match';
import type { Dosha } from '../../doshas';
import type { EventKind } from '../asked';
import type { Localized } from '../lexicon';

export type Rule =
  /** The lagna (ascendant) or the Moon (rashi) in a sign; sign index 0 = Aries. */
  | { kind: 'sign_of'; point: 'lagna' | 'moon'; sign: number }
  /** A graha (Sun, Mars, Mercury, Jupiter, Venus, Saturn) in a sign of the rasi chart (D1, sidereal); 0 = Aries. */
  | { kind: 'planet_in_sign'; planet: Graha; sign: number }
  /** A graha in its exaltation, debilitation or own sign (D1, sidereal). */
  | { kind: 'dignity'; planet: Graha; dignity: 'exalted' | 'debilitated' | 'own'; sign: number }
  /** A graha in a house counted from the lagna (whole signs). */
  | { kind: 'planet_in_house'; planet: Graha; house: number }
  /** The lord of house `lordOf` placed in house `house`. */
  | { kind: 'lord_in_house'; lordOf: number; house: number }
  /** A yoga the engine found in the chart (kundali.yogas; a name, so yogas the engine adds later need no change here). */
  | { kind: 'yoga'; yoga: string }
  /** The Moon's nakshatra at birth (index 0 = Ashwini). */
  | { kind: 'nakshatra'; nakshatra: number }
  /** The Vimshottari mahadasha running at the asked instant. */
  | { kind: 'mahadasha'; planet: Graha }
  /** The antardasha `antar` inside mahadasha `maha` running at the asked instant. */
  | { kind: 'antardasha'; maha: Graha; antar: Graha }
  /** A transiting graha in a house counted from the natal Moon sign at the asked period. */
  | { kind: 'gochara'; planet: Graha; houseFromMoon: number }
  /** A graha in the same sign in D1 and D9 (vargottama). */
  | { kind: 'vargottama'; planet: Graha }
  /** How a divisional chart is read; applies whenever that chart is computed (pro). */
  | { kind: 'varga_use'; chart: 'D9' | 'D10' }
  /** Remedy for a graha that is debilitated, in 6/8/12 from the lagna, or lord of the running mahadasha/antardasha. */
  | { kind: 'remedy'; planet: Graha }
  /** An ashtakoota koot that scored its full points ('full') or none ('none') in a match. */
  | { kind: 'koot'; koot: KootName; outcome: 'full' | 'none' }
  /** A muhurta (electional) rule the puja-planner and temple-assistant agents apply to a day; never holds for a chart. */
  | { kind: 'muhurta'; rule: MuhurtaRule }
  /** A dosha the engine finds present in the chart (GET /v1/astrology/doshas `doshas[].present`), cancelled or not. */
  | { kind: 'dosha'; dosha: Dosha['name'] }
  /** Saturn's sade sati or dhaiya running at the asked instant (GET /v1/astrology/doshas `sade_sati` / `dhaiya`). */
  | { kind: 'saturn_cycle'; cycle: 'sade_sati' | 'dhaiya' }
  /** A rule for timing an event, applied when that event's timing was asked and computed. */
  | { kind: 'timing_rule'; event: EventKind };

/** The muhurta rules the computing agents apply (src/agents/pujaPlanner.ts, templeAssistant.ts). */
export type MuhurtaRule =
  | 'rikta_tithi' | 'amavasya' | 'vyatipata_vaidhriti' | 'vishti_karana' | 'shubha_nakshatra' | 'shukla_paksha'
  | 'tithi_classes' | 'tithi_at_kala';

/** The topics a note helps answer (a section asks for the notes of one topic; sections/types.ts `noteTopic`). */
export type Intent =
  | 'personality' | 'career' | 'marriage' | 'health' | 'finance' | 'dasha' | 'timing' | 'compatibility' | 'remedies'
  | 'children' | 'education' | 'property' | 'travel' | 'disputes' | 'spirituality' | 'dosha' | 'strengths';

export interface CorpusEntry {
  id: string;
  rule: Rule;
  /** The intents the note helps answer (retrieval keeps only these for the asked intent). */
  topics: Intent[];
  work: string;
  /** Chapter as numbered in the translation named in README (R. Santhanam's BPHS, V. Subrahmanya Sastri's Phaladeepika). */
  chapter: string;
  /** Verse(s) only where checked; null = the note cites the chapter as a whole. */
  verse: string | null;
  text: Localized;
}

export const BPHS = 'Brihat Parashara Hora Shastra';
export const PHALADEEPIKA = 'Phaladeepika';
export const MUHURTA_CHINTAMANI = 'Muhurta Chintamani';
export const NIRNAYA_SINDHU = 'Nirnaya Sindhu';
export const BRIHAT_JATAKA = 'Brihat Jataka';
