/**
 * POST /v1/audio/transcriptions: route (an stt model) -> decode the upload to 16 kHz mono PCM (400 naming the part
 * when it is empty, not audio or silent) -> admit its seconds (rounded up; rate limits, wallet) -> recognize ->
 * settle the seconds; released (nothing charged) when recognition fails -> the body in `response_format`.
 */
import { errors } from '../../errors';
import type { UsageHandle } from '../../metering/types';
import type { UploadedFile } from '../../http/handler';
import type { TranscribeResult } from '../../providers/types';
import { decodeToPcm } from '../../media/audio/decode';
import { toSrt, toVtt } from '../../media/transcription/captions';
import type { components } from '../../../generated/api';
import type { GatewayDeps } from '../state';
import { resolveMediaRoute } from './route';

type Transcription = components['schemas']['Transcription'];
type VerboseTranscription = components['schemas']['VerboseTranscription'];

export type TranscriptionAnswer = { kind: 'json'; body: Transcription | VerboseTranscription } | { kind: 'text'; text: string };

export interface TranscribeInput {
  accountId: string;
  model: string;
  /** The multipart part holding the audio, and that part's name (for the errors). */
  file: UploadedFile | undefined;
  part: string;
  language?: string;
  prompt?: string;
  usage: UsageHandle;
  signal: AbortSignal;
  endpointType?: string;
}

/** Finds the audio part: 400 naming `part` when it is missing (another part name, or a field instead of a file). */
export function audioPart(files: UploadedFile[], part: string): UploadedFile {
  const file = files.find((f) => f.fieldName === part);
  if (!file) {
    const got = files.map((f) => f.fieldName).join(', ');
    throw errors.invalidRequest(`${part}: send the audio as a file part named "${part}"${got ? ` (got ${got})` : ''}.`, part);
  }
  return file;
}

/** Decodes, admits, recognizes and settles; the result as the engine gave it. */
export async function transcribe(app: GatewayDeps, call: TranscribeInput): Promise<TranscribeResult & { billedSeconds: number }> {
  const file = call.file ?? audioPart([], call.part);
  const route = await resolveMediaRoute(app, call.accountId, call.model, 'stt');
  const decoded = await decodeToPcm(app.gateway.processPool, call.signal, file.data, call.part);
  const billedSeconds = Math.max(1, Math.ceil(decoded.durationSeconds));
  await call.usage.admit({ price: { kind: 'audio-seconds', model: route.model.id }, model: route.model.id, endpointType: call.endpointType ?? 'stt', maxUnits: { audioSeconds: billedSeconds } });
  let result: TranscribeResult;
  try {
    result = await route.call({
      audio: file.data, filename: file.filename, mimeType: file.mimeType, language: call.language, prompt: call.prompt,
      pcm16k: decoded.pcm, target: route.target, signal: call.signal,
    });
  } catch (err) {
    await call.usage.release();
    throw err;
  }
  await call.usage.settle({ audioSeconds: billedSeconds });
  return { ...result, durationSeconds: result.durationSeconds || decoded.durationSeconds, billedSeconds };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export async function createTranscription(
  app: GatewayDeps, call: Omit<TranscribeInput, 'part'> & { responseFormat: string },
): Promise<TranscriptionAnswer> {
  const result = await transcribe(app, { ...call, part: 'file' });
  switch (call.responseFormat) {
    case 'text': return { kind: 'text', text: `${result.text}\n` };
    case 'srt': return { kind: 'text', text: toSrt(result.segments) };
    case 'vtt': return { kind: 'text', text: toVtt(result.segments) };
    case 'verbose_json':
      return {
        kind: 'json',
        body: {
          task: 'transcribe', language: result.language ?? call.language ?? 'en', duration: round2(result.durationSeconds), text: result.text,
          segments: result.segments.map((s, id) => ({ id, start: round2(s.start), end: round2(s.end), text: s.text })),
        },
      };
    default: return { kind: 'json', body: { text: result.text } };
  }
}
