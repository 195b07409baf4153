/**
 * POST /v1/voice/binary: audio in -> transcription (graha-stt-en) -> chat through the chat gateway (runChat: its
 * routing, limits and billing) -> speech out (tts-1), streamed. Billed as the sum of its parts, each part its own
 * metered call and usage row under this operation (endpoint types stt, chat, tts): the chat part is the request's
 * own usage handle (it carries the key's token limits), the two audio parts get handles of their own from the
 * app's metering. A part that fails is not charged and the parts after it do not run.
 *
 * The transcript and the reply travel in the X-Transcript and X-Response-Text headers as encodeURIComponent of
 * their UTF-8 text: only A-Z a-z 0-9 - _ . ! ~ * ' ( ) stay as they are, so no CR, LF or non-Latin-1 byte can reach
 * a header (the rule is stated in openapi.yaml). Each is cut at MAX_HEADER_TEXT_BYTES encoded bytes, at a character
 * boundary, with X-Transcript-Truncated / X-Response-Text-Truncated: true when cut (proxies refuse answers whose
 * headers pass 4-8 KB; a Devanagari letter takes 9 encoded bytes).
 *
 * `language` is the language of the conversation's answer: the chat reply (astrology models read it from the
 * structured system message, other models get a one-line instruction) and so the spoken reply (the speech engine
 * picks its voice from the reply's script). The recognizer gets it only when it recognizes that language
 * (graha-stt-en: English only), so a Hindi or Tamil answer is asked for in English speech.
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
/** The languages a reply can be asked for in (`language`): what the astrology models write and tts-1 speaks. */
export const VOICE_LANGUAGES = ['en', 'hi', 'ta'] as const;
/** The languages the recognizer (VOICE_STT_MODEL) is given `language` for: the ones it recognizes. */
export const VOICE_STT_LANGUAGES: readonly string[] = ['en'];
const LANGUAGE_NAMES: Record<(typeof VOICE_LANGUAGES)[number], string> = { en: 'English', hi: 'Hindi', ta: 'Tamil' };
/** The most encoded bytes X-Transcript and X-Response-Text carry each. */
export const MAX_HEADER_TEXT_BYTES = 2048;

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

/**
 * The header value of a text: encodeURIComponent of its UTF-8 (lone surrogates replaced first, as they have none),
 * cut before the first character whose escapes would pass `maxBytes`, so the value always decodes.
 */
export function headerText(text: string, maxBytes = MAX_HEADER_TEXT_BYTES): { value: string; truncated: boolean } {
  const clean = text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
  const whole = encodeURIComponent(clean);
  if (whole.length <= maxBytes) return { value: whole, truncated: false };
  let value = '';
  for (const ch of clean) {
    const piece = encodeURIComponent(ch);
    if (value.length + piece.length > maxBytes) break;
    value += piece;
  }
  return { value, truncated: true };
}

/** Both text headers, with their truncation flags. */
function textHeaders(transcript: string, reply: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, text] of [['X-Transcript', transcript], ['X-Response-Text', reply]] as const) {
    const { value, truncated } = headerText(text);
    headers[name] = value;
    if (truncated) headers[`${name}-Truncated`] = 'true';
  }
  return headers;
}

/** `language`: one of VOICE_LANGUAGES, or a 400 naming it that lists them. */
export function voiceLanguage(raw: string | undefined): (typeof VOICE_LANGUAGES)[number] | undefined {
  if (raw === undefined) return undefined;
  if (!(VOICE_LANGUAGES as readonly string[]).includes(raw)) {
    throw errors.invalidRequest(
      `language: a voice reply can be in ${VOICE_LANGUAGES.map((l) => `${l} (${LANGUAGE_NAMES[l]})`).join(', ')}; got ${raw}. `
      + `The recognizer ${VOICE_STT_MODEL} hears ${VOICE_STT_LANGUAGES.join(', ')} only.`, 'language', 'unsupported_language');
  }
  return raw as (typeof VOICE_LANGUAGES)[number];
}

export interface BirthDetails { date: string; time?: string; place?: string; lat?: number; lon?: number; tz?: string | number }

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
  if (v.tz !== undefined && !validTz(v.tz)) throw bad('has a "tz" that is neither an IANA time zone name (e.g. "Asia/Kolkata") nor a UTC offset in hours from -14 to 14');
  return v as unknown as BirthDetails;
}

/** An IANA zone name Intl knows, or a number of hours from -14 to 14. */
function validTz(tz: unknown): boolean {
  if (typeof tz === 'number') return Number.isFinite(tz) && Math.abs(tz) <= 14;
  if (typeof tz !== 'string' || tz.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(tz)) return false;
  try { new Intl.DateTimeFormat('en', { timeZone: tz }); return true; } catch { return false; }
}

/** The first `max` characters of a reply, cut at the last sentence end when there is one (what is spoken). */
function speakable(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max).join('');
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('। '), cut.lastIndexOf('? '), cut.lastIndexOf('! '));
  return end > max / 2 ? cut.slice(0, end + 1) : cut;
}

/**
 * The chat part's messages: `context` as the system prompt; birth details and the reply language as the agreed
 * structured system message for astrology models (and, with birth details, for any model, as before); a model that
 * is not an astrology model gets the language as a one-line instruction.
 */
export function voiceMessages(transcript: string, fields: VoiceFields, birth: BirthDetails | null, astrologyModel = false): ChatRequestBody['messages'] {
  const messages: ChatRequestBody['messages'] = [];
  const language = fields.language as (typeof VOICE_LANGUAGES)[number] | undefined;
  if (fields.context?.trim()) messages.push({ role: 'system', content: fields.context });
  if (birth || (astrologyModel && language)) {
    messages.push({ role: 'system', content: JSON.stringify({ ...(birth ? { birth_details: birth } : {}), language: language ?? 'en' }) });
  }
  if (!astrologyModel && language && language !== 'en') messages.push({ role: 'system', content: `Reply in ${LANGUAGE_NAMES[language]}.` });
  messages.push({ role: 'user', content: transcript });
  return messages;
}

export async function createVoiceResponse(app: GatewayDeps & { metering: Metering }, call: VoiceCall): Promise<VoiceAnswer> {
  const { fields, auth } = call;
  const language = voiceLanguage(fields.language);
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
    accountId: auth.account.id, model: VOICE_STT_MODEL, file: call.audio, part: 'audio',
    language: language !== undefined && VOICE_STT_LANGUAGES.includes(language) ? language : undefined,
    usage: part(), signal: call.signal, endpointType: 'stt',
  });
  const transcript = heard.text.trim();
  if (transcript === '') throw errors.invalidRequest('audio: no words were recognized in the recording.', 'audio', 'no_speech');

  // 2. The reply, through the chat gateway (the request's own handle: token limits, wallet, usage row).
  const chat = await runChat({
    app, auth, endpointId: undefined, requestId: call.requestId, signal: call.signal, usage: call.usage,
    // What a client would send: the fields with contract defaults are left out, as the validator leaves them
    // (generated/api.ts marks defaulted fields as present).
    body: { model: chatModel, messages: voiceMessages(transcript, fields, birth, model.kind === 'astrology'), max_tokens: REPLY_MAX_TOKENS, stream: false } as ChatRequestBody,
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
    headers: textHeaders(transcript, reply),
  };
}
