/** Entry point of the astrology chat (README.md beside this file): the responder the app installs. */
import type { AstrologyResponder } from '../../providers/builtin/astrology';
import type { ChatProvider } from '../../providers/types';
import type { ModelRegistry } from '../../models/registry';
import { createAstroChatResponder } from './responder';
import { reasoningModelsOf, upstreamReasoning } from './reasoning';

export { createAstroChatResponder } from './responder';
export { CORPUS, CORPUS_BY_ID } from './corpus/entries';

/**
 * The responder for an app: the built-in composer, and graha-astro-pro's reasoning layer when models.yaml names one
 * (`reasoning_model` on the astro-pro line) whose provider is enabled.
 */
export function astroChatResponderFor(registry: ModelRegistry, providers: Record<string, ChatProvider>, modelsYaml: string): AstrologyResponder {
  const reasoningModel = reasoningModelsOf(modelsYaml).get('astro-pro');
  return createAstroChatResponder({ reasoning: reasoningModel ? upstreamReasoning(registry, providers, reasoningModel) : null });
}
