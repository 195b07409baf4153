/** Event timing and periods (work in progress in this session). */
import type { Part } from '../asked';
import { section, type Section, type SectionContext } from './types';

export function eventSection(part: Extract<Part, { topic: 'event' }>, _ctx: SectionContext): Section {
  return section(part, `event ${part.event}`);
}
export function periodSection(part: Part, _ctx: SectionContext): Section {
  return section(part, 'period');
}
