/**
 * Built-in text-to-speech: espeak-ng (formant synthesis, Debian) speaks, ffmpeg encodes. The six OpenAI voice names
 * are six espeak voices that differ audibly (pitch, timbre variant, accent); the language follows the text's script
 * (Devanagari -> Hindi, Tamil script -> Tamil, else English). `speed` changes the tempo with ffmpeg's atempo, so the
 * duration is the normal duration divided by speed. tts-1: 22.05 kHz mono at a modest bitrate; tts-1-hd: 44.1 kHz,
 * a higher bitrate and loudness normalisation (EBU R128). (Opus: 24 and 48 kHz, the rates it takes.) The audio streams: the first bytes leave while espeak-ng
 * is still speaking.
 */
import type { ChildProcess } from 'node:child_process';

export const VOICES = ['alloy', 'echo', 'fable', 'onyx', 'nova', 'shimmer'] as const;
export type Voice = (typeof VOICES)[number];
export const FORMATS = ['mp3', 'opus', 'aac', 'flac', 'wav'] as const;
export type AudioFormat = (typeof FORMATS)[number];

/** espeak-ng variant and pitch (0-99) of each voice; fable speaks British English. */
const VOICE_STYLE: Record<Voice, { variant: string; pitch: number; english: string }> = {
  alloy: { variant: 'm3', pitch: 50, english: 'en-us' },
  echo: { variant: 'm1', pitch: 35, english: 'en-us' },
  fable: { variant: 'm4', pitch: 55, english: 'en-gb' },
  onyx: { variant: 'm7', pitch: 20, english: 'en-us' },
  nova: { variant: 'f3', pitch: 65, english: 'en-us' },
  shimmer: { variant: 'f4', pitch: 85, english: 'en-us' },
};

export const CONTENT_TYPES: Record<AudioFormat, string> = {
  mp3: 'audio/mpeg', opus: 'audio/ogg', aac: 'audio/aac', flac: 'audio/flac', wav: 'audio/wav',
};

/** The language espeak-ng speaks a text in, by its script. */
export function languageOf(text: string, englishVariant = 'en-us'): string {
  if (/\p{Script=Devanagari}/u.test(text)) return 'hi';
  if (/\p{Script=Tamil}/u.test(text)) return 'ta';
  return englishVariant;
}

/** atempo filters whose product is `speed` (each factor kept within 0.5..2, where atempo sounds best). */
export function tempoFilters(speed: number): string[] {
  const out: string[] = [];
  let rest = speed;
  while (rest < 0.5) { out.push('atempo=0.5'); rest /= 0.5; }
  while (rest > 2) { out.push('atempo=2.0'); rest /= 2; }
  if (Math.abs(rest - 1) > 1e-9) out.push(`atempo=${rest.toFixed(6)}`);
  return out;
}

const CODEC: Record<AudioFormat, string[]> = {
  mp3: ['-c:a', 'libmp3lame', '-f', 'mp3'],
  opus: ['-c:a', 'libopus', '-f', 'ogg'],
  aac: ['-c:a', 'aac', '-f', 'adts'],
  flac: ['-c:a', 'flac', '-f', 'flac'],
  wav: ['-c:a', 'pcm_s16le', '-f', 'wav'],
};

export interface SpeakPlan { espeak: { command: string; args: string[]; input: string }; ffmpeg: { command: string; args: string[] } }

/** The two commands that speak `text` (espeak-ng reads it on stdin; its WAV goes to ffmpeg's stdin). */
export function speakPlan(opts: { text: string; voice: Voice; format: AudioFormat; speed: number; hd: boolean }): SpeakPlan {
  const style = VOICE_STYLE[opts.voice];
  const language = languageOf(opts.text, style.english);
  const filters = [...tempoFilters(opts.speed), ...(opts.hd ? ['loudnorm=I=-16:TP=-1.5:LRA=11'] : [])];
  // Opus only takes 8/12/16/24/48 kHz: its nearest rates stand in for 22.05 and 44.1 kHz.
  const rate = opts.format === 'opus' ? (opts.hd ? '48000' : '24000') : opts.hd ? '44100' : '22050';
  const bitrate = opts.format === 'mp3' ? (opts.hd ? ['-b:a', '160k'] : ['-b:a', '64k'])
    : opts.format === 'opus' ? (opts.hd ? ['-b:a', '96k'] : ['-b:a', '32k'])
    : opts.format === 'aac' ? (opts.hd ? ['-b:a', '160k'] : ['-b:a', '64k']) : [];
  return {
    espeak: { command: 'espeak-ng', args: ['-v', `${language}+${style.variant}`, '-p', String(style.pitch), '-s', '165', '--stdout', '--stdin'], input: opts.text },
    ffmpeg: {
      command: 'ffmpeg',
      args: ['-hide_banner', '-loglevel', 'error', '-i', 'pipe:0', ...(filters.length ? ['-af', filters.join(',')] : []),
        '-ar', rate, '-ac', '1', ...bitrate, ...CODEC[opts.format], 'pipe:1'],
    },
  };
}

/** Wires espeak-ng's stdout into ffmpeg's stdin. */
export function pipeSpeech(espeak: ChildProcess, ffmpeg: ChildProcess): void {
  espeak.stdout!.pipe(ffmpeg.stdin!);
}
