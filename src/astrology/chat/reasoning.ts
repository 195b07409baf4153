/**
 * The optional reasoning layer of graha-astro-pro: an upstream chat model (configured in config/models.yaml with
 * `reasoning_model: <model id>` on the astrology model's line) that rephrases the answer from the computed facts and
 * the retrieved passages only. The built-in composer's text is what it is given; when no model is configured, its
 * provider is disabled, or the call fails or returns nothing, the composer's text is the answer.
 */
import YAML from 'yaml';
import type { ChatProvider, ChatRequestBody, UpstreamTarget } from '../../providers/types';
import type { ModelRegistry } from '../../models/registry';
import type { Language } from './lexicon';
import type { Part } from './asked';

export interface ReasoningInput {
  question: string;
  language: Language;
  /** The composer's answer (every asked part, in order). */
  composed: string;
  /** The computed facts of every asked part, as data (the same values as the structured endpoints). */
  facts: { part: Part; data: Record<string, unknown> }[];
  passages: string[];
  signal: AbortSignal;
}
export type ReasoningLayer = (input: ReasoningInput) => Promise<string | null>;

/** `reasoning_model` of each astrology model's upstream name (astro-pro -> gpt-4o-mini), from models.yaml's text. */
export function reasoningModelsOf(modelsYaml: string): Map<string, string> {
  const out = new Map<string, string>();
  const doc = YAML.parse(modelsYaml) ?? {};
  for (const m of doc.models ?? []) {
    if (m?.kind === 'astrology' && typeof m.reasoning_model === 'string') out.set(m.upstream ?? m.id, m.reasoning_model);
  }
  return out;
}

const LANGUAGE_NAME: Record<Language, string> = { en: 'English', hi: 'Hindi', ta: 'Tamil' };

const INSTRUCTIONS = (lang: Language) => [
  'You phrase an astrology answer for a user. Use ONLY the computed facts (the composed answer and the JSON of each asked',
  'part) and the numbered classical passages below; do not add placements, periods, predictions or sources that are not in',
  'them. Answer every asked part in the order asked, each with its direct answer first (yes or no, the sign, the dates, the',
  'score). Keep every planet, sign, house, dasha and date exactly as given, keep the bracketed passage numbers [n] when you',
  'rely on a passage, and answer in',
  `${LANGUAGE_NAME[lang]} in at most 300 words.`,
].join(' ');

/** A layer calling `modelId` of the registry through the app's chat providers; null when it cannot be used. */
export function upstreamReasoning(registry: ModelRegistry, providers: Record<string, ChatProvider>, modelId: string): ReasoningLayer | null {
  const model = registry.models.get(modelId);
  const provider = model ? registry.providers.get(model.provider) : undefined;
  if (!model || !provider || !provider.enabled || provider.kind === 'builtin' || !model.capabilities.has('chat')) return null;
  const target: UpstreamTarget = {
    providerName: provider.name, baseUrl: provider.baseUrl, apiKey: provider.apiKey, upstreamModel: model.upstream,
    timeoutMs: provider.timeoutMs, maxRetries: provider.maxRetries, maxConnections: provider.maxConnections,
    defaultMaxTokens: model.maxOutputTokens ?? 1024,
  };
  const chat = providers[provider.kind];
  return async ({ question, language, composed, facts, passages, signal }) => {
    const done = await chat.complete({
      target, signal,
      body: {
        model: model.id, max_tokens: 700, temperature: 0.2,
        messages: [
          { role: 'system', content: INSTRUCTIONS(language) },
          { role: 'user', content: `Question: ${question}\n\nComposed answer:\n${composed}\n\nComputed facts of each asked part (JSON):\n${JSON.stringify(facts)}\n\nPassages:\n${passages.map((p, i) => `[${i + 1}] ${p}`).join('\n')}` },
        ],
      } as ChatRequestBody,
    });
    const text = done.content?.trim();
    return text ? text : null;
  };
}
