/**
 * Test helpers that look at audio the way a listener's tools would: ffprobe for the container and codec, ffmpeg to
 * decode to PCM, then the duration, the median pitch (autocorrelation over voiced frames) and the spectral
 * centroid (brightness) of the sound.
 */
import { spawn } from 'node:child_process';

function run(command: string, args: string[], input: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.stdin.on('error', () => undefined);
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve(Buffer.concat(out)) : reject(new Error(`${command} exited ${code}: ${Buffer.concat(err).toString().slice(0, 400)}`))));
    child.stdin.end(input);
  });
}

export interface Probe { formatName: string; codecName: string; sampleRate: number; channels: number; durationSeconds: number | null }

/** What ffprobe reads from the bytes (it fails on anything that does not decode). */
export async function probe(audio: Buffer): Promise<Probe> {
  const json = JSON.parse((await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', '-i', 'pipe:0'], audio)).toString());
  const stream = json.streams[0];
  const duration = Number(json.format?.duration ?? stream?.duration);
  return {
    formatName: json.format.format_name, codecName: stream.codec_name, sampleRate: Number(stream.sample_rate), channels: stream.channels,
    durationSeconds: Number.isFinite(duration) ? duration : null,
  };
}

export const ANALYSIS_RATE = 16000;

/** Decodes anything ffmpeg reads to mono float samples at 16 kHz. */
export async function decodePcm(audio: Buffer): Promise<Float32Array> {
  const raw = await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', 'pipe:0', '-f', 'f32le', '-ac', '1', '-ar', String(ANALYSIS_RATE), 'pipe:1'], audio);
  return new Float32Array(raw.buffer, raw.byteOffset, raw.byteLength / 4);
}

/** Encodes mono float samples with ffmpeg (e.g. a fixture as mp3, m4a, webm). */
export async function transcode(audio: Buffer, args: string[]): Promise<Buffer> {
  return run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', 'pipe:0', ...args, 'pipe:1'], audio);
}

/** Seconds of sound between the first and last sample above 1 % of full scale (leading/trailing silence cut). */
export function voicedSpanSeconds(pcm: Float32Array): number {
  let first = -1; let last = -1;
  for (let i = 0; i < pcm.length; i++) if (Math.abs(pcm[i]) > 0.01) { if (first < 0) first = i; last = i; }
  return first < 0 ? 0 : (last - first) / ANALYSIS_RATE;
}

const FRAME = 640; // 40 ms

/** Median fundamental frequency (Hz) of the loud frames, by normalised autocorrelation between 60 and 500 Hz. */
export function medianPitchHz(pcm: Float32Array): number {
  const pitches: number[] = [];
  const minLag = Math.floor(ANALYSIS_RATE / 500); const maxLag = Math.ceil(ANALYSIS_RATE / 60);
  for (let start = 0; start + FRAME + maxLag < pcm.length; start += FRAME) {
    let energy = 0;
    for (let i = 0; i < FRAME; i++) energy += pcm[start + i] ** 2;
    if (energy / FRAME < 1e-3) continue;
    let best = 0; let bestLag = 0;
    for (let lag = minLag; lag <= maxLag; lag++) {
      let num = 0; let a = 0; let b = 0;
      for (let i = 0; i < FRAME; i++) { const x = pcm[start + i]; const y = pcm[start + i + lag]; num += x * y; a += x * x; b += y * y; }
      const r = num / Math.sqrt(a * b + 1e-12);
      if (r > best) { best = r; bestLag = lag; }
    }
    if (best > 0.6) pitches.push(ANALYSIS_RATE / bestLag);
  }
  pitches.sort((x, y) => x - y);
  return pitches.length ? pitches[Math.floor(pitches.length / 2)] : 0;
}

/** Mean spectral centroid (Hz) of the loud frames: a naive DFT over 32 ms frames, enough for a few seconds of audio. */
export function spectralCentroidHz(pcm: Float32Array): number {
  const N = 512; const bins = N / 2;
  const cos = new Float32Array(N * bins); const sin = new Float32Array(N * bins);
  for (let k = 0; k < bins; k++) for (let n = 0; n < N; n++) { cos[k * N + n] = Math.cos((2 * Math.PI * k * n) / N); sin[k * N + n] = Math.sin((2 * Math.PI * k * n) / N); }
  let sum = 0; let frames = 0;
  for (let start = 0; start + N < pcm.length; start += N * 2) {
    let energy = 0;
    for (let i = 0; i < N; i++) energy += pcm[start + i] ** 2;
    if (energy / N < 1e-3) continue;
    let weighted = 0; let total = 0;
    for (let k = 1; k < bins; k++) {
      let re = 0; let im = 0;
      for (let n = 0; n < N; n++) { const x = pcm[start + n]; re += x * cos[k * N + n]; im -= x * sin[k * N + n]; }
      const mag = Math.hypot(re, im);
      weighted += mag * ((k * ANALYSIS_RATE) / N); total += mag;
    }
    sum += weighted / total; frames++;
  }
  return frames ? sum / frames : 0;
}
