/**
 * POST /v1/audio/speech: route (a tts model) -> admit the input's characters (rate limits, wallet) -> synthesize ->
 * stream the audio as it is produced -> settle the characters once the last byte left; released (nothing charged)
 * when synthesis fails or the client leaves before the end.
 */
import { errors } from '../../errors';
import type { UsageHandle } from '../../metering/types';
import type { components } from '../../../generated/api';
import type { GatewayDeps } from '../state';
import { resolveMediaRoute } from './route';

type SpeechRequest = components['schemas']['SpeechCreateRequest'];

/** The most characters one call may speak (OpenAI's limit; also the contract's maxLength). */
export const MAX_SPEECH_CHARACTERS = 4096;

export interface SpeechAnswer {
  contentType: string;
  audio: AsyncIterable<Buffer>;
  /** Settles (completed) or releases (cut off) the call's charge. */
  onClose: (completed: boolean) => Promise<void>;
}

/** Characters as a person counts them (code points), which is how the price per character is stated. */
export function characterCount(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

export async function createSpeech(
  app: GatewayDeps, call: { accountId: string; body: SpeechRequest; usage: UsageHandle; signal: AbortSignal; endpointType?: string },
): Promise<SpeechAnswer> {
  const { body } = call;
  const input = body.input;
  if (input.trim() === '') throw errors.invalidRequest('input is empty: give the text to speak.', 'input');
  const characters = characterCount(input);
  if (characters > MAX_SPEECH_CHARACTERS) {
    throw errors.invalidRequest(`input has ${characters} characters; at most ${MAX_SPEECH_CHARACTERS} are spoken in one call.`, 'input');
  }
  const route = await resolveMediaRoute(app, call.accountId, body.model, 'tts');
  await call.usage.admit({ price: { kind: 'characters', model: route.model.id }, model: route.model.id, endpointType: call.endpointType ?? 'tts', maxUnits: { characters } });
  let result;
  try {
    result = await route.call({ input, voice: body.voice, format: body.response_format ?? 'mp3', speed: body.speed ?? 1, target: route.target, signal: call.signal });
  } catch (err) {
    await call.usage.release();
    throw err;
  }
  return {
    contentType: result.contentType,
    audio: result.audio,
    onClose: async (completed) => {
      if (completed) await call.usage.settle({ characters });
      else await call.usage.release();
    },
  };
}
