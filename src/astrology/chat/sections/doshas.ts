/** Doshas (work in progress in this session: replaced by the dosha section). */
import type { Part } from '../asked';
import { section, type Section, type SectionContext } from './types';

export function doshaSection(part: Extract<Part, { topic: 'dosha' }>, _ctx: SectionContext): Section {
  return section(part, `dosha ${part.dosha}`);
}
