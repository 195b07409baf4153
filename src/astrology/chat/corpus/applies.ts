/** Whether a corpus rule holds for the computed chart (and, for koots, the computed match). */
import { EXALTATION_SIGN, debilitationSign, type Graha } from '../../constants';
import type { MatchResult } from '../../match';
import type { ChartFacts } from '../facts';
import { CORPUS } from './entries';
import type { CorpusEntry, Rule } from './rules';

const OWN_SIGNS: Partial<Record<Graha, number[]>> = {
  Sun: [4], Moon: [3], Mars: [0, 7], Mercury: [2, 5], Jupiter: [8, 11], Venus: [1, 6], Saturn: [9, 10],
};

export function dignityOf(g: Graha, sign: number): 'exalted' | 'debilitated' | 'own' | null {
  if (EXALTATION_SIGN[g] === sign) return 'exalted';
  if (debilitationSign(g) === sign) return 'debilitated';
  if (OWN_SIGNS[g]?.includes(sign)) return 'own';
  return null;
}

/** A graha is afflicted for remedies when debilitated or in a dusthana (6, 8, 12) from the lagna. */
export const afflicted = (f: ChartFacts, g: Graha): boolean => dignityOf(g, f.sign[g]) === 'debilitated' || [6, 8, 12].includes(f.house[g]);

export function applies(rule: Rule, f: ChartFacts, match?: MatchResult): boolean {
  switch (rule.kind) {
    case 'sign_of': return (rule.point === 'lagna' ? f.lagnaSign : f.moonSign) === rule.sign;
    case 'planet_in_sign': return f.sign[rule.planet] === rule.sign;
    case 'dignity': return f.sign[rule.planet] === rule.sign && dignityOf(rule.planet, rule.sign) === rule.dignity;
    case 'planet_in_house': return f.house[rule.planet] === rule.house;
    case 'lord_in_house': return f.lordHouse[rule.lordOf - 1] === rule.house;
    case 'yoga': return f.yogas.includes(rule.yoga);
    case 'nakshatra': return f.moonNakshatra === rule.nakshatra;
    case 'mahadasha': return (f.dashaAsked ?? f.dashaNow).maha === rule.planet || f.dashaNow.maha === rule.planet;
    case 'antardasha': {
      const hit = (d: { maha: Graha; antar: Graha }) => d.maha === rule.maha && d.antar === rule.antar;
      return hit(f.dashaNow) || (f.dashaAsked ? hit(f.dashaAsked) : false);
    }
    case 'gochara': return (f.transits ?? []).some((s) => s.planets.some((p) => p.planet === rule.planet && p.houseFromMoon === rule.houseFromMoon));
    case 'vargottama': return f.d9 !== undefined && f.d9.sign[rule.planet] === f.sign[rule.planet];
    case 'varga_use': return rule.chart === 'D9' ? f.d9 !== undefined : f.d10 !== undefined;
    case 'remedy': {
      const running = [f.dashaNow.maha, f.dashaNow.antar, f.dashaAsked?.maha, f.dashaAsked?.antar];
      return afflicted(f, rule.planet) || running.includes(rule.planet);
    }
    case 'koot': {
      const k = match?.koots.find((x) => x.name === rule.koot);
      return k !== undefined && (rule.outcome === 'full' ? k.score === k.max : k.score === 0);
    }
    // Muhurta rules judge a day, not a birth chart: the agents check them against the panchang themselves.
    case 'muhurta': return false;
    case 'dosha': return f.doshaReport?.doshas.some((d) => d.name === rule.dosha && d.present) ?? false;
    case 'saturn_cycle': {
      const at = f.doshaAtMs;
      const cycles = rule.cycle === 'sade_sati' ? f.doshaReport?.sade_sati : f.doshaReport?.dhaiya;
      return at !== undefined && (cycles ?? []).some((c) => Date.parse(c.start) <= at && at < Date.parse(c.end));
    }
    case 'timing_rule': return f.events?.includes(rule.event) ?? false;
  }
}

export function applicableEntries(f: ChartFacts, match?: MatchResult): CorpusEntry[] {
  return CORPUS.filter((e) => applies(e.rule, f, match));
}
