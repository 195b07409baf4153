/** Classical notes for the timing sections (rule kinds in rules.ts; applies.ts decides when each may be cited). */
import type { CorpusEntry } from './rules';

export const TIMING_NOTES: readonly CorpusEntry[] = [];
