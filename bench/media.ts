/**
 * The built-in media engines (issue 16 item 9): embeddings per second (batches of 64), images per second at 512x512,
 * TTS seconds of audio per CPU-second (espeak-ng + ffmpeg, children's CPU from /proc/self/stat), the STT real-time
 * factor (pocketsphinx on the LibriVox fixture), and a burst of 50 concurrent TTS calls through the production pool
 * (one program per core, 64 waiting): how long they queue, p50/p95 to the first byte and to the end, how many shed.
 * Run: npx tsx bench/media.ts  (about a minute on 2 cores).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ProcessPool } from '../src/media/processes';
import { createBuiltinMediaProvider } from '../src/providers/builtin/media';
import { decodeToPcm } from '../src/media/audio/decode';
import { embedLexical } from '../src/media/embeddings/lexical';
import { renderImage } from '../src/media/images/renderer';
import type { UpstreamTarget } from '../src/providers/types';

const ROOT = path.resolve(import.meta.dirname, '..');
const FIXTURE = fs.readFileSync(path.join(ROOT, 'test/fixtures/audio/librivox-sense-and-sensibility-0870.wav'));
const target = (upstreamModel: string): UpstreamTarget => ({
  providerName: 'builtin', baseUrl: null, apiKey: null, upstreamModel, timeoutMs: 120_000, maxRetries: 0, maxConnections: 1, defaultMaxTokens: 0,
});
/** A fresh signal per call, as each request has its own. */
const signal = () => new AbortController().signal;
const cores = os.availableParallelism();

/** CPU seconds of this process's reaped children (utime + stime of /proc/self/stat fields 16-17, 100 ticks/s). */
function childCpuSeconds(): number {
  const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}
const ownCpuSeconds = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

console.log(`node ${process.version}, ${cores} cores`);

// Embeddings: batches of 64 short texts (one core, in process).
{
  const texts = Array.from({ length: 64 }, (_, i) => `Saturn transits the ${i % 12 + 1}th house while Jupiter aspects the Moon, question ${i}`);
  for (let i = 0; i < 20; i++) texts.forEach((t) => embedLexical(t));
  let batches = 0;
  const start = performance.now();
  while (performance.now() - start < 3000) { texts.forEach((t) => embedLexical(t)); batches++; }
  const s = (performance.now() - start) / 1000;
  console.log(`embeddings (lexical, batch of 64)    ${(batches * 64 / s).toFixed(0)} inputs/s   ${(batches / s).toFixed(1)} batches/s   (one core)`);
}

// Images: 512x512 PNGs (one core, in process).
{
  renderImage({ prompt: 'warm up', width: 512, height: 512, seed: 0 });
  let n = 0;
  const start = performance.now();
  while (performance.now() - start < 3000) { renderImage({ prompt: `a temple at dawn ${n}`, width: 512, height: 512, seed: n }); n++; }
  const s = (performance.now() - start) / 1000;
  console.log(`images (renderer, 512x512)           ${(n / s).toFixed(2)} images/s   ${(1000 * s / n).toFixed(0)} ms each   (one core)`);
}

const pool = new ProcessPool({ concurrency: cores, maxQueued: 64, timeoutMs: 120_000, retryAfterMs: 2000 });
const provider = createBuiltinMediaProvider(pool);
const SENTENCE = 'Today the Moon enters Rohini, and Jupiter rises before dawn in the sign of the Bull. ';

async function speakWav(input: string, model = 'espeak-ng'): Promise<{ bytes: number; firstByteMs: number; endMs: number }> {
  const t0 = performance.now();
  const result = await provider.speak!({ input, voice: 'nova', format: 'wav', speed: 1, target: target(model), signal: signal() });
  let first = 0; let bytes = 0;
  for await (const chunk of result.audio) { if (!first) first = performance.now() - t0; bytes += chunk.length; }
  return { bytes, firstByteMs: first, endMs: performance.now() - t0 };
}

// TTS: seconds of audio per CPU-second (all the CPU: espeak-ng, ffmpeg and this process), one call at a time.
for (const [model, rate] of [['espeak-ng', 22050], ['espeak-ng-hd', 44100]] as const) {
  const input = SENTENCE.repeat(6);
  await speakWav(input, model);
  const cpu0 = childCpuSeconds() + ownCpuSeconds();
  const wall0 = performance.now();
  let audioSeconds = 0; let calls = 0;
  while (performance.now() - wall0 < 8000) { const r = await speakWav(input, model); audioSeconds += (r.bytes - 44) / 2 / rate; calls++; }
  const cpu = childCpuSeconds() + ownCpuSeconds() - cpu0;
  const wall = (performance.now() - wall0) / 1000;
  console.log(`tts ${model.padEnd(13)} (${input.length} chars)  ${(audioSeconds / cpu).toFixed(1)} audio-s per CPU-s   ${(audioSeconds / wall).toFixed(1)} audio-s per wall-s, one call at a time   (${calls} calls)`);
}

// STT: real-time factor on 7.1 s of recorded speech (decode + recognize), one call at a time.
{
  const decoded = await decodeToPcm(pool, signal(), FIXTURE, 'file');
  await provider.transcribe!({ audio: FIXTURE, filename: 'a.wav', mimeType: 'audio/wav', pcm16k: decoded.pcm, target: target('pocketsphinx-en-us'), signal: signal() });
  const cpu0 = childCpuSeconds() + ownCpuSeconds();
  const wall0 = performance.now();
  let calls = 0;
  while (performance.now() - wall0 < 10_000) {
    const d = await decodeToPcm(pool, signal(), FIXTURE, 'file');
    await provider.transcribe!({ audio: FIXTURE, filename: 'a.wav', mimeType: 'audio/wav', pcm16k: d.pcm, target: target('pocketsphinx-en-us'), signal: signal() });
    calls++;
  }
  const cpu = childCpuSeconds() + ownCpuSeconds() - cpu0;
  const wall = (performance.now() - wall0) / 1000;
  const audio = calls * decoded.durationSeconds;
  console.log(`stt pocketsphinx en-us               real-time factor ${(wall / audio).toFixed(3)} (wall)  ${(cpu / audio).toFixed(3)} (CPU)   (${calls} x ${decoded.durationSeconds.toFixed(1)} s)`);
}

// Burst: 50 concurrent TTS calls of one sentence each, through the production pool.
{
  let maxWaiting = 0;
  const watch = setInterval(() => { maxWaiting = Math.max(maxWaiting, pool.pending); }, 5);
  const start = performance.now();
  const results = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => speakWav(`${SENTENCE} Call ${i}.`)));
  const wall = (performance.now() - start) / 1000;
  clearInterval(watch);
  const ok = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const shed = results.length - ok.length;
  const first = ok.map((r) => r.firstByteMs).sort((a, b) => a - b);
  const end = ok.map((r) => r.endMs).sort((a, b) => a - b);
  console.log(`tts burst of 50 concurrent           ${ok.length} ok, ${shed} shed (503)   most waiting ${maxWaiting}   first byte p50 ${pct(first, 50).toFixed(0)} ms p95 ${pct(first, 95).toFixed(0)} ms   end p50 ${pct(end, 50).toFixed(0)} ms p95 ${pct(end, 95).toFixed(0)} ms   all done in ${wall.toFixed(1)} s`);
}

pool.close();
