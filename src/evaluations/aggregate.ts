/**
 * Aggregate metrics of an evaluation from its finished cases (spec 4.19). Pure.
 *   scoring:        mean_score and score_std_dev (population standard deviation) over the scored cases;
 *   classification: label_counts, every offered label listed (0 when never chosen);
 *   comparison:     win_counts and win_rates per output position, ties and tie_rate (a tie is a case whose two
 *                   orders disagreed), rates over the judged cases.
 * `errors` counts cases recorded as errors (a judge that never gave a well-formed verdict); they are in no metric.
 */
import type { EvaluationType } from './judge';

export interface CaseVerdict { label?: string; score?: number; winner?: number | null; tie?: boolean }

export interface Aggregate {
  mean_score: number | null;
  score_std_dev?: number | null;
  label_counts?: Record<string, number>;
  win_counts?: number[];
  win_rates?: number[];
  ties?: number;
  tie_rate?: number | null;
  errors: number;
}

export function aggregate(type: EvaluationType, verdicts: CaseVerdict[], errors: number, shape: { labels: string[]; outputs: number }): Aggregate {
  switch (type) {
    case 'scoring': {
      const scores = verdicts.map((v) => v.score).filter((s): s is number => typeof s === 'number');
      if (scores.length === 0) return { mean_score: null, score_std_dev: null, errors };
      const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
      const variance = scores.reduce((a, s) => a + (s - mean) ** 2, 0) / scores.length;
      return { mean_score: mean, score_std_dev: Math.sqrt(variance), errors };
    }
    case 'classification': {
      const counts: Record<string, number> = Object.fromEntries(shape.labels.map((l) => [l, 0]));
      for (const v of verdicts) if (v.label !== undefined) counts[v.label] = (counts[v.label] ?? 0) + 1;
      return { mean_score: null, label_counts: counts, errors };
    }
    case 'comparison': {
      const wins = new Array<number>(Math.max(2, shape.outputs)).fill(0);
      let ties = 0;
      for (const v of verdicts) {
        if (v.tie) ties++;
        else if (typeof v.winner === 'number') wins[v.winner]++;
      }
      const judged = verdicts.length;
      return {
        mean_score: null, win_counts: wins, win_rates: wins.map((w) => (judged ? w / judged : 0)), ties,
        tie_rate: judged ? ties / judged : null, errors,
      };
    }
  }
}
