/**
 * The pre-built agents (spec 4.12; the list and their shapes are our decision, documented in openapi.yaml): what each
 * does, the tools it uses, the `context` fields of a run it reads, and the chat model it reasons with (null: it
 * composes its answer from computed panchang data without a language model).
 */
import type { components } from '../../generated/api';

export type AgentInfo = components['schemas']['AgentList']['data'][number];
export type AgentId = AgentInfo['id'];

/** kundali-reader's model when the run names none. */
export const DEFAULT_AGENT_CHAT_MODEL = 'graha-astro-standard';

/** Price-table models of the agents that use no language model (per input and output token, config/prices.yaml). */
export const AGENT_PRICE_MODEL: Record<Exclude<AgentId, 'kundali-reader'>, string> = {
  'puja-planner': 'graha-agent-puja-planner',
  'temple-assistant': 'graha-agent-temple-assistant',
};

export const AGENTS: readonly AgentInfo[] = [
  {
    id: 'kundali-reader',
    name: 'Kundali reader',
    description: 'Reads the birth chart from context.birth_details and answers the question in `input` through an astrology chat model, with classical citations.',
    tools: ['astrology_chat'],
    context_fields: ['birth_details', 'language'],
    model: DEFAULT_AGENT_CHAT_MODEL,
  },
  {
    id: 'puja-planner',
    name: 'Puja planner',
    description: 'Finds auspicious days and time windows for the named puja in a date range from the panchang, with the reasons.',
    tools: ['get_panchang', 'find_muhurta'],
    context_fields: ['location', 'preferences.start_date', 'preferences.end_date', 'preferences.duration_minutes', 'language'],
    model: null,
  },
  {
    id: 'temple-assistant',
    name: 'Temple assistant',
    description: 'Festival dates, observance timings and ritual guidance for a place and date.',
    tools: ['get_panchang', 'get_festivals'],
    context_fields: ['location', 'preferences.date', 'language'],
    model: null,
  },
];

export function isAgentId(id: string): id is AgentId {
  return AGENTS.some((a) => a.id === id);
}
