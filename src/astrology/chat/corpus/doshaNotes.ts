/** Classical notes for the dosha sections (rule kinds in rules.ts; applies.ts decides when each may be cited). */
import type { CorpusEntry } from './rules';

export const DOSHA_NOTES: readonly CorpusEntry[] = [];
