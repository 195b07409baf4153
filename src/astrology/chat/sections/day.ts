/** Questions that need no birth: muhurta, panchang, festival (work in progress in this session). */
import type { Part } from '../asked';
import { section, type Section, type SectionContext } from './types';

export function muhurtaSection(part: Part, _ctx: SectionContext): Section { return section(part, 'muhurta'); }
export function panchangSection(part: Part, _ctx: SectionContext): Section { return section(part, 'panchang'); }
export function festivalSection(part: Extract<Part, { topic: 'festival' }>, _ctx: SectionContext): Section { return section(part, `festival ${part.name}`); }
