/** Shapes shared by the agents, from the contract (generated/api.ts). */
import type { components } from '../../generated/api';

export type AgentRunRequest = components['schemas']['AgentRunRequest'];
export type AgentContext = NonNullable<AgentRunRequest['context']>;
export type AgentResult = components['schemas']['AgentResult'];
export type AgentStreamEvent = components['schemas']['AgentStreamEvent'];
export type AgentStep = NonNullable<AgentResult['steps']>[number];

export type AgentCitation = NonNullable<AgentResult['citations']>[number];

/**
 * What a computing agent (no language model) produced: the text, the tool calls behind it and the corpus notes of
 * exactly the rules that decided it.
 */
export interface ComposedAnswer { output: string; steps: AgentStep[]; citations: AgentCitation[] }
