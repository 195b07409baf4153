/**
 * Any audio ffmpeg reads -> 16 kHz mono signed 16-bit PCM, the input of the recognizer and the measure of what an
 * upload is billed (its seconds). The upload goes through a temporary file because MP4/M4A keep their index (moov)
 * at the end, which ffmpeg cannot reach on a pipe; the file lives in a private directory that is removed when the
 * call ends, whatever happens (tested: nothing is left behind).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { errors } from '../../errors';
import { output, type ProcessPool } from '../processes';

export const PCM_RATE = 16000;
const BYTES_PER_SECOND = PCM_RATE * 2;

/** Peak below which a recording counts as silent: -54 dBFS (64 of 32767), under any microphone's noise floor. */
const SILENCE_PEAK = 64;

export interface DecodedAudio { pcm: Buffer; durationSeconds: number }

/** Runs `work` with `data` in a file of a private directory, removed when `work` ends, whatever happens. */
export async function withScratchFile<T>(data: Buffer, name: string, work: (file: string) => Promise<T>): Promise<T> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'graha-audio-'));
  try {
    const file = path.join(dir, name);
    await fs.writeFile(file, data);
    return await work(file);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** Largest absolute sample of s16le PCM. */
export function peakOf(pcm: Buffer): number {
  let peak = 0;
  for (let i = 0; i + 1 < pcm.length; i += 2) {
    const v = Math.abs(pcm.readInt16LE(i));
    if (v > peak) peak = v;
  }
  return peak;
}

/**
 * Decodes `data`; `param` names the multipart part in the errors: 400 when it is empty, is not audio ffmpeg can
 * decode, or holds no sound (silence). 503 when the pool is full.
 */
export async function decodeToPcm(pool: ProcessPool, signal: AbortSignal, data: Buffer, param: string): Promise<DecodedAudio> {
  if (data.length === 0) throw errors.invalidRequest(`${param} is empty: send an audio file.`, param, 'invalid_audio');
  let pcm: Buffer;
  try {
    pcm = await withScratchFile(data, 'upload', (input) => pool.run(signal, (start) => output(start({
      command: 'ffmpeg',
      args: ['-hide_banner', '-nostdin', '-loglevel', 'error', '-i', input, '-vn', '-f', 's16le', '-acodec', 'pcm_s16le', '-ac', '1', '-ar', String(PCM_RATE), 'pipe:1'],
    }), 'ffmpeg')));
  } catch (err) {
    if (err instanceof Error && 'status' in err) throw err; // overloaded, shutting down
    if (signal.aborted) throw err;
    throw errors.invalidRequest(`${param} could not be decoded as audio (accepted: mp3, mp4, mpeg, mpga, m4a, wav, webm, ogg).`, param, 'invalid_audio');
  }
  if (pcm.length < BYTES_PER_SECOND / 10) throw errors.invalidRequest(`${param} holds no audio (less than a tenth of a second decoded).`, param, 'invalid_audio');
  if (peakOf(pcm) < SILENCE_PEAK) throw errors.invalidRequest(`${param} is silent: there is no speech to transcribe.`, param, 'silent_audio');
  return { pcm, durationSeconds: pcm.length / BYTES_PER_SECOND };
}
