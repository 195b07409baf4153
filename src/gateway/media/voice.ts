/**
 * POST /v1/voice/binary: audio in -> transcription (graha-stt-en) -> chat through the chat gateway (runChat: its
 * routing, limits and billing) -> speech out (tts-1), streamed. Billed as the sum of its parts, each part its own
 * metered call and usage row under this operation (endpoint types stt, chat, tts): the chat part is the request's
 * own usage handle (it carries the key's token limits), the two audio parts get handles of their own from the
 * app's metering. A part that fails is not charged and the parts after it do not run.
 *
 * The transcript and the reply travel in the X-Transcript and X-Response-Text headers as encodeURIComponent of
 * their UTF-8 text: only A-Z a-z 0-9 - _ . ! ~ * ' ( ) stay as they are, so no CR, LF or non-Latin-1 byte can reach
 * a header (the rule is stated in openapi.yaml).
 */
import { errors } from '../../errors';
import type { AuthContext } from '../../auth/authenticate';
import type { Metering } from '../../metering/call';
import type { UsageHandle } from '../../metering/types';
import type { UploadedFile } from '../../http/handler';
import { runChat } from '../chat/runChat';
import { lookupModel } from '../chat/route';
import type { ChatRequestBody } from '../../providers/types';
import type { GatewayDeps } from '../state';
import { transcribe } from './transcription';
import { createSpeech, MAX_SPEECH_CHARACTERS } from './speech';

/** The models of the two audio parts. */
export const VOICE_STT_MODEL = 'graha-stt-en';
export const VOICE_TTS_MODEL = 'tts-1';
/** The astrology model that answers when birth details are given and no model is named. */
export const VOICE_ASTROLOGY_MODEL = 'graha-astro-standard';
/** A spoken reply is short: the chat part's output cap. */
const REPLY_MAX_TOKENS = 600;

export interface VoiceFields {
  model?: string;
  context?: string;
  birth_details?: string;
  language?: string;
  voice?: 'alloy' | 'echo' | 'fable' | 'onyx' | 'nova' | 'shimmer';
  response_format?: 'mp3' | 'wav' | 'opus';
}

export interface VoiceCall {
  auth: AuthContext;
  fields: VoiceFields;
  audio: UploadedFile;
  requestId: string;
  signal: AbortSignal;
  /** The request's usage handle: the chat part. */
  usage: UsageHandle;
  defaultChatModel: string;
}

export interface VoiceAnswer {
  contentType: string;
  audio: AsyncIterable<Buffer>;
  headers: Record<string, string>;
  onClose: (completed: boolean) => Promise<void>;
}

/** The header value of a text: encodeURIComponent of its UTF-8 (lone surrogates replaced first, as they have none). */
export function headerText(text: string): string {
  return encodeURIComponent(text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
}

export interface BirthDetails { date: string; time?: string; place?: string; lat?: number; lon?: number; tz?: string }

/** Parses the `birth_details` field (a JSON string in the form): 400 naming it when it is not what the contract says. */
export function parseBirthDetails(raw: string): BirthDetails {
  const bad = (why: string) => errors.invalidRequest(`birth_details ${why}; send JSON like {"date": "1990-08-15", "time": "14:30", "place": "Pune, India"}.`, 'birth_details');
  let value: unknown;
  try { value = JSON.parse(raw); } catch { throw bad('is not JSON'); }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw bad('is not a JSON object');
  const v = value as Record<string, unknown>;
  const known = new Set(['date', 'time', 'place', 'lat', 'lon', 'tz']);
  const unknown = Object.keys(v).find((k) => !known.has(k));
  if (unknown) throw bad(`has an unknown field "${unknown}"`);
  if (typeof v.date !== 'string' || !/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(v.date)) throw bad('needs "date" as YYYY-MM-DD');
  if (v.time !== undefined && (typeof v.time !== 'string' || !/^([01]\d|2[0-3]):[0-5]\d$/.test(v.time))) throw bad('has a "time" that is not HH:MM');
  if (v.place !== undefined && (typeof v.place !== 'string' || v.place.trim() === '' || v.place.length > 200)) throw bad('has a "place" that is not 1-200 characters');
  if (v.lat !== undefined && (typeof v.lat !== 'number' || Math.abs(v.lat) > 90)) throw bad('has a "lat" outside -90..90');
  if (v.lon !== undefined && (typeof v.lon !== 'number' || Math.abs(v.lon) > 180)) throw bad('has a "lon" outside -180..180');
  if ((v.lat === undefined) !== (v.lon === undefined)) throw bad('needs both "lat" and "lon", or neither');
  if (v.tz !== undefined && (typeof v.tz !== 'string' || v.tz.length > 64)) throw bad('has a "tz" that is not a time zone name');
  return v as unknown as BirthDetails;
}

/** The first `max` characters of a reply, cut at the last sentence end when there is one (what is spoken). */
function speakable(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max).join('');
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('। '), cut.lastIndexOf('? '), cut.lastIndexOf('! '));
  return end > max / 2 ? cut.slice(0, end + 1) : cut;
}

/** The chat part's messages: `context` as the system prompt, birth details as the agreed structured system message. */
export function voiceMessages(transcript: string, fields: VoiceFields, birth: BirthDetails | null): ChatRequestBody['messages'] {
  const messages: ChatRequestBody['messages'] = [];
  if (fields.context?.trim()) messages.push({ role: 'system', content: fields.context });
  if (birth) messages.push({ role: 'system', content: JSON.stringify({ birth_details: birth, language: fields.language ?? 'en' }) });
  messages.push({ role: 'user', content: transcript });
  return messages;
}

export async function createVoiceResponse(app: GatewayDeps & { metering: Metering }, call: VoiceCall): Promise<VoiceAnswer> {
  const { fields, auth } = call;
  const birth = fields.birth_details !== undefined ? parseBirthDetails(fields.birth_details) : null;
  const chatModel = fields.model ?? (birth ? VOICE_ASTROLOGY_MODEL : call.defaultChatModel);
  // The chat model is checked before anything runs, so that a doomed call charges no transcription.
  const model = await lookupModel(app, auth.account.id, chatModel);
  if (!model.capabilities.has('chat')) {
    throw errors.invalidRequest(`The model ${chatModel} cannot chat (its capabilities: ${[...model.capabilities].join(', ') || 'none'}).`, 'model', 'model_not_supported');
  }
  const part = () => app.metering.call({ accountId: auth.account.id, apiKeyId: auth.key.id, operationId: 'createVoiceResponse', requestId: call.requestId });

  // 1. Speech to text (its own usage row, endpoint type stt).
  const heard = await transcribe(app, {
    accountId: auth.account.id, model: VOICE_STT_MODEL, file: call.audio, part: 'audio', language: fields.language,
    usage: part(), signal: call.signal, endpointType: 'stt',
  });
  const transcript = heard.text.trim();
  if (transcript === '') throw errors.invalidRequest('audio: no words were recognized in the recording.', 'audio', 'no_speech');

  // 2. The reply, through the chat gateway (the request's own handle: token limits, wallet, usage row).
  const chat = await runChat({
    app, auth, endpointId: undefined, requestId: call.requestId, signal: call.signal, usage: call.usage,
    // What a client would send: the fields with contract defaults are left out, as the validator leaves them
    // (generated/api.ts marks defaulted fields as present).
    body: { model: chatModel, messages: voiceMessages(transcript, fields, birth), max_tokens: REPLY_MAX_TOKENS, stream: false } as ChatRequestBody,
  });
  if (chat.kind !== 'json') throw new Error('a non-streamed chat call answered with a stream');
  const reply = (chat.body.choices[0]?.message?.content ?? '').trim();
  if (reply === '') throw errors.unavailable(`The chat model ${chatModel} gave an empty reply; the speech part was not run or charged.`, 1000, 'empty_reply');

  // 3. Text to speech (its own usage row, endpoint type tts), streamed.
  const spoken = await createSpeech(app, {
    accountId: auth.account.id, usage: part(), signal: call.signal, endpointType: 'tts',
    body: { model: VOICE_TTS_MODEL, input: speakable(reply, MAX_SPEECH_CHARACTERS), voice: fields.voice ?? 'nova', response_format: fields.response_format ?? 'mp3', speed: 1 },
  });
  return {
    contentType: spoken.contentType, audio: spoken.audio, onClose: spoken.onClose,
    headers: { 'X-Transcript': headerText(transcript), 'X-Response-Text': headerText(reply) },
  };
}
