import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { audioPart, createTranscription as transcribe } from '../src/gateway/media/transcription';

/**
 * POST /v1/audio/transcriptions: OpenAI-compatible speech-to-text (src/gateway/media/transcription.ts), billed per
 * second of audio; json and verbose_json as JSON, text, srt and vtt as text/plain.
 */
const createTranscription: Handler<'createTranscription'> = async (input) => {
  const answer = await transcribe(input.app, {
    accountId: callerOf(input).account.id, model: input.body.model, file: audioPart(input.files, 'file'),
    language: input.body.language, prompt: input.body.prompt, responseFormat: input.body.response_format ?? 'json',
    usage: input.usage, signal: input.signal,
  });
  if (answer.kind === 'text') return { status: 200, binary: Buffer.from(answer.text, 'utf8'), contentType: 'text/plain; charset=utf-8' };
  return { status: 200, body: answer.body };
};
export default createTranscription;
