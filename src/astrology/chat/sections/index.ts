/** Which builder answers each asked part (asked.ts `Part`). */
import type { Part } from '../asked';
import { basicsSection, dashaSection, personalitySection, strengthsSection } from './chart';
import { lifeSection } from './life';
import { remediesSection } from './remedies';
import { compatibilitySection } from './compatibility';
import { doshaSection } from './doshas';
import { eventSection, periodSection } from './timing';
import { festivalSection, muhurtaSection, panchangSection } from './day';
import { westernSection } from './western';
import { planetSection } from './planet';
import { horoscopeSection } from './horoscope';
import { balamSection, chandrashtamaSection, periodsSection } from './daytools';
import { varshaphalSection } from './varshaphal';
import { jaiminiSection } from './jaimini';
import { kpSection } from './kp';
import type { Section, SectionContext } from './types';

export function sectionFor(part: Part, ctx: SectionContext): Section {
  switch (part.topic) {
    case 'basics': return basicsSection(part, ctx);
    case 'personality': return personalitySection(part, ctx);
    case 'dasha': return dashaSection(part, ctx);
    case 'strengths': return strengthsSection(part, ctx);
    case 'life': return lifeSection(part, ctx);
    case 'remedies': return remediesSection(part, ctx);
    case 'compatibility': return compatibilitySection(part, ctx);
    case 'dosha': return doshaSection(part, ctx);
    case 'event': return eventSection(part, ctx);
    case 'period': return periodSection(part, ctx);
    case 'muhurta': return muhurtaSection(part, ctx);
    case 'panchang': return panchangSection(part, ctx);
    case 'festival': return festivalSection(part, ctx);
    case 'western': return westernSection(part, ctx);
    case 'planet': return planetSection(part, ctx);
    case 'horoscope': return horoscopeSection(part, ctx);
    case 'periods': return periodsSection(part, ctx);
    case 'chandrashtama': return chandrashtamaSection(part, ctx);
    case 'balam': return balamSection(part, ctx);
    case 'varshaphal': return varshaphalSection(part, ctx);
    case 'jaimini': return jaiminiSection(part, ctx);
    case 'kp': return kpSection(part, ctx);
  }
}
