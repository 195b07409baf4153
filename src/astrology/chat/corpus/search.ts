/**
 * Retrieval: the corpus entries whose rule applies to the computed chart (applies.ts), restricted to the asked
 * intent, ranked by how directly the rule speaks to the intent (the houses and planets that signify it) and then by
 * MiniSearch's BM25 score of the question and the intent's words against the notes (all three languages indexed).
 */
import MiniSearch from 'minisearch';
import type { MatchResult } from '../../match';
import type { ChartFacts } from '../facts';
import { applicableEntries } from './applies';
import { CORPUS } from './entries';
import type { CorpusEntry, Intent } from './rules';

const INDEX = (() => {
  const ms = new MiniSearch<{ id: string; en: string; hi: string; ta: string }>({
    fields: ['en', 'hi', 'ta'], storeFields: [],
    searchOptions: { prefix: true, fuzzy: 0.15, combineWith: 'OR' },
  });
  ms.addAll(CORPUS.map((e) => ({ id: e.id, en: e.text.en, hi: e.text.hi, ta: e.text.ta })));
  return ms;
})();

/** Words of each intent as they appear in the notes, so the search leans to the notes about it. */
const INTENT_WORDS: Record<Intent, string> = {
  personality: 'lagna nature mind self body temperament',
  career: 'career status deeds power position dasamsa 10th',
  marriage: 'marriage spouse partnerships navamsa 7th Venus',
  health: 'body vitality illness longevity obstacles',
  finance: 'wealth gains income dhana 2nd 11th',
  dasha: 'mahadasha antardasha period',
  timing: 'transit natal Moon period mahadasha antardasha',
  compatibility: 'koot points charts agree',
  remedies: 'propitiation japa worship charity remedy',
  children: 'children progeny 5th Jupiter putra',
  education: 'learning intelligence education 4th 5th Mercury',
  property: 'home property land vehicles comforts 4th',
  travel: 'foreign lands journeys 9th 12th Rahu',
  disputes: 'rivals debts disputes enemies 6th',
  spirituality: 'dharma release moksha 9th 12th Ketu',
  dosha: 'dosha affliction Mars Saturn Rahu Ketu',
  strengths: 'strength exalted own sign yoga',
};

const FOCUS_HOUSES: Partial<Record<Intent, number[]>> = {
  personality: [1], career: [10, 6, 11], marriage: [7], health: [1, 6, 8], finance: [2, 11, 9],
  children: [5, 9], education: [4, 5, 2], property: [4, 11], travel: [12, 9, 3], disputes: [6, 8], spirituality: [9, 12, 5],
};
const SLOW = ['Saturn', 'Jupiter', 'Rahu', 'Ketu'];

/** How directly a rule speaks to the intent (higher first). */
function relevance(e: CorpusEntry, intent: Intent, f: ChartFacts): number {
  const r = e.rule;
  const focus = FOCUS_HOUSES[intent] ?? [];
  switch (r.kind) {
    case 'sign_of': return intent === 'personality' ? 5 : 1;
    case 'planet_in_house': return focus[0] === r.house ? 4 : focus.includes(r.house) ? 3 : 1;
    case 'lord_in_house': return focus[0] === r.lordOf ? 4.5 : focus.includes(r.lordOf) ? 3 : 1;
    case 'yoga': return 2.5;
    case 'dignity': return 2;
    case 'planet_in_sign': return intent === 'personality' ? 2.5 : 2;
    case 'nakshatra': return intent === 'dasha' ? 3 : 1.5;
    case 'mahadasha': return (intent === 'dasha' || intent === 'timing') && r.planet === (f.dashaAsked ?? f.dashaNow).maha ? 5 : 1;
    case 'antardasha': return intent === 'dasha' || intent === 'timing' ? 4.5 : 1;
    case 'gochara': return SLOW.includes(r.planet) ? 4 : 1;
    case 'varga_use': return 3.5;
    case 'vargottama': return 2;
    case 'remedy': {
      const running = [f.dashaNow.maha, f.dashaNow.antar];
      return running.includes(r.planet) ? 5 : 3;
    }
    case 'koot': return r.outcome === 'none' ? 5 : 3;
    case 'muhurta': return 0; // never applies to a chart (applies.ts)
    case 'dosha': return intent === 'dosha' ? 5 : 2;
    case 'saturn_cycle': return intent === 'dosha' || intent === 'timing' ? 5 : 2;
    case 'timing_rule': return intent === 'timing' ? 5 : 1;
  }
}

export interface RetrieveInput { facts: ChartFacts; intent: Intent; question: string; limit: number; match?: MatchResult }

export function retrieve({ facts, intent, question, limit, match }: RetrieveInput): CorpusEntry[] {
  if (limit <= 0) return [];
  const candidates = applicableEntries(facts, match).filter((e) => e.topics.includes(intent));
  if (candidates.length === 0) return [];
  const ids = new Set(candidates.map((e) => e.id));
  const scores = new Map<string, number>();
  for (const hit of INDEX.search(`${question} ${INTENT_WORDS[intent]}`, { filter: (r) => ids.has(r.id) })) scores.set(hit.id, hit.score);
  const top = Math.max(1, ...scores.values());
  const ranked = candidates
    .map((e) => ({ e, score: relevance(e, intent, facts) + (scores.get(e.id) ?? 0) / top }))
    .sort((a, b) => b.score - a.score || a.e.id.localeCompare(b.e.id));
  return ranked.slice(0, limit).map((r) => r.e);
}
