/**
 * One section of an answer per asked part (asked.ts). A section builder takes the computed context and returns the
 * direct answer first, then the facts, the reasons and (pro) the detail; compose.ts lays the sections out in the
 * order asked and adds the citations and follow-ups.
 */
import type { BirthInput, Chart } from '../../chart';
import type { Language } from '../lexicon';
import type { Understood } from '../conversation';
import type { ChartFacts } from '../facts';
import type { CorpusEntry, Intent, Rule } from '../corpus/rules';
import type { MatchResult } from '../../match';
import type { Part, Topic } from '../asked';

export type Tier = 'fast' | 'standard' | 'pro';

/** A birth the engine can compute, with how the answer names its place. */
export interface ResolvedBirth { birth: BirthInput; label: string }

/** A place for a question that needs no birth (panchang, muhurta, festival): coordinates and how to name it. */
export interface DayPlace { lat: number; lon: number; tz?: number; label: string; /** where it came from */ source: 'question' | 'birth' | 'default' }

export interface SectionContext {
  tier: Tier;
  lang: Language;
  u: Understood;
  nowMs: number;
  /** The user's chart (absent when no asked part needs a birth). */
  facts?: ChartFacts;
  me?: ResolvedBirth;
  /** The partner's birth, when the conversation gives one. */
  partner?: ResolvedBirth;
  /** For ashtakoota: the user is the groom (true), the bride (false), or not said (null). */
  userIsBoy?: boolean | null;
  /** The place a day question is about (the question's place, else the birth place); null when none is known. */
  dayPlace: DayPlace | null;
}

export interface Section {
  /** The part answered. */
  part: Part;
  /** The direct answer: its first sentence answers the part (yes/no, the sign, the dates, the score). */
  answer: string;
  /** Computed facts that support the answer (every tier). */
  facts: string[];
  /** The reasons: the rules that decided, in words (standard and pro). */
  reasons: string[];
  /** Detail for the pro model: vargas, month-by-month transits, every timing window. */
  pro: string[];
  /** The computed facts as data, equal to what the structured endpoint returns (the pro reasoning layer gets them). */
  data: Record<string, unknown>;
  /** The corpus topic whose applicable notes ground this section (null: none). */
  noteTopic: Intent | null;
  /** Notes the section cites itself: rules it applied that no chart decides (muhurta, a festival's kala). */
  notes?: CorpusEntry[];
  /** Only the notes whose rule passes are cited (e.g. the asked dosha's); absent: every applicable note of noteTopic. */
  noteRule?: (rule: Rule) => boolean;
  /** A match computed for this section, so koot notes can apply. */
  match?: MatchResult;
  /** Set when the section could not be answered and asks the user for something instead. */
  asks?: boolean;
}

export type SectionBuilder<P extends Part = Part> = (part: P, ctx: SectionContext) => Section;

/** A section with empty lists, to fill in. */
export function section(part: Part, answer: string, rest: Partial<Omit<Section, 'part' | 'answer'>> = {}): Section {
  return { part, answer, facts: [], reasons: [], pro: [], data: {}, noteTopic: null, ...rest };
}

export type { Part, Topic, Chart };
