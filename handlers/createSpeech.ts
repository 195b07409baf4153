import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { createSpeech as speak } from '../src/gateway/media/speech';

/**
 * POST /v1/audio/speech: OpenAI-compatible text-to-speech (src/gateway/media/speech.ts), billed per character; the
 * audio streams with chunked transfer as it is synthesized.
 */
const createSpeech: Handler<'createSpeech'> = async (input) => {
  const answer = await speak(input.app, { accountId: callerOf(input).account.id, body: input.body, usage: input.usage, signal: input.signal });
  return { status: 200, stream: answer.audio, contentType: answer.contentType, onClose: answer.onClose };
};
export default createSpeech;
