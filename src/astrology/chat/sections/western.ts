/** Western (tropical) questions (work in progress in this session). */
import type { Part } from '../asked';
import { section, type Section, type SectionContext } from './types';

export function westernSection(part: Extract<Part, { topic: 'western' }>, _ctx: SectionContext): Section { return section(part, `western ${part.ask}`); }
