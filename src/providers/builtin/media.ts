/**
 * The built-in media engines as a provider (the `builtin` kind of config/models.yaml): embeddings from the lexical
 * model (src/media/embeddings/lexical.ts), images from the abstract renderer (src/media/images/renderer.ts). Each capability is an engine of src/media/; the provider only maps calls.
 */
import { errors } from '../../errors';
import type { EmbedCall, EmbedResult, ImageCall, ImageResult, MediaProvider } from '../types';
import { renderImage } from '../../media/images/renderer';
import { embedLexical, LEXICAL_DIMENSIONS, truncateVector } from '../../media/embeddings/lexical';

export function createBuiltinMediaProvider(): MediaProvider {
  return {
    async embed(call: EmbedCall): Promise<EmbedResult> {
      if (call.dimensions !== undefined && call.dimensions > LEXICAL_DIMENSIONS) {
        throw errors.invalidRequest(`dimensions: ${call.target.upstreamModel} vectors have ${LEXICAL_DIMENSIONS} dimensions; ask for at most that many.`, 'dimensions');
      }
      const vectors = call.input.map((text) => {
        const v = embedLexical(text, LEXICAL_DIMENSIONS);
        return Array.from(call.dimensions !== undefined && call.dimensions < LEXICAL_DIMENSIONS ? truncateVector(v, call.dimensions) : v);
      });
      return { vectors, promptTokens: null };
    },
    async generateImage(call: ImageCall): Promise<ImageResult> {
      const [width, height] = call.size.split('x').map(Number);
      // Image i of a request uses seed + i: n different pictures, each reproducible with its own seed.
      const images = Array.from({ length: call.n }, (_, i) => renderImage({ prompt: call.prompt, width, height, seed: (call.seed ?? 0) + i }));
      return { images };
    },
  };
}
