import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { audioPart } from '../src/gateway/media/transcription';
import { createVoiceResponse as converse } from '../src/gateway/media/voice';

/**
 * POST /v1/voice/binary: audio in, transcription, a chat reply, speech out (src/gateway/media/voice.ts); billed as
 * the sum of its parts; the transcript and reply in X-Transcript / X-Response-Text (encodeURIComponent).
 */
const createVoiceResponse: Handler<'createVoiceResponse'> = async (input) => {
  const answer = await converse(input.app, {
    auth: callerOf(input), fields: input.body, audio: audioPart(input.files, 'audio'), requestId: input.requestId,
    signal: input.signal, usage: input.usage, defaultChatModel: input.app.config.voiceChatModel,
  });
  return { status: 200, stream: answer.audio, contentType: answer.contentType, headers: answer.headers, onClose: answer.onClose };
};
export default createVoiceResponse;
