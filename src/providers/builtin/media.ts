/**
 * The built-in media engines as a provider (the `builtin` kind of config/models.yaml): embeddings from the lexical
 * model (src/media/embeddings/lexical.ts), images from the abstract renderer (src/media/images/renderer.ts), speech
 * from espeak-ng + ffmpeg (src/media/speech/espeak.ts), transcription by pocketsphinx (src/media/transcription/), both
 * through the bounded process pool (src/media/processes.ts).
 * Each capability is an engine of src/media/; the provider only maps calls.
 */
import { errors } from '../../errors';
import type { EmbedCall, EmbedResult, ImageCall, ImageResult, MediaProvider, SpeechCall, SpeechResult, TranscribeCall, TranscribeResult } from '../types';
import { exited, output, type ProcessPool } from '../../media/processes';
import { parseTimedOutput, recognizerCommand, segmentsOf } from '../../media/transcription/pocketsphinx';
import { PCM_RATE, withScratchFile } from '../../media/audio/decode';
import { Channel } from '../../media/channel';
import { CONTENT_TYPES, pipeSpeech, speakPlan, type AudioFormat, type Voice } from '../../media/speech/espeak';
import { renderImage } from '../../media/images/renderer';
import { embedLexical, LEXICAL_DIMENSIONS, truncateVector } from '../../media/embeddings/lexical';

/** A failure of a local engine (not the caller's request): 503, the operator sees the log line. */
function engineFailed(what: string, err: unknown) {
  if (err instanceof Error && 'status' in err) return err; // an ApiError (overload, shutdown) stays as it is
  return errors.unavailable(`The built-in ${what} engine failed; the call was not charged. Retry, or report the request id.`, 1000, 'engine_failed');
}

export function createBuiltinMediaProvider(pool: ProcessPool): MediaProvider {
  return {
    async speak(call: SpeechCall): Promise<SpeechResult> {
      const plan = speakPlan({ text: call.input, voice: call.voice as Voice, format: call.format as AudioFormat, speed: call.speed, hd: call.target.upstreamModel.endsWith('-hd') });
      const chunks = new Channel<Buffer>();
      pool.run(call.signal, async (start) => {
        const espeak = start(plan.espeak);
        const ffmpeg = start(plan.ffmpeg);
        pipeSpeech(espeak, ffmpeg);
        ffmpeg.stdout!.on('data', (c: Buffer) => chunks.push(c));
        await Promise.all([exited(espeak, 'espeak-ng'), exited(ffmpeg, 'ffmpeg')]);
      }).then(() => chunks.end(), (err) => chunks.fail(engineFailed('speech', err)));
      await chunks.first();
      return { contentType: CONTENT_TYPES[call.format as AudioFormat], audio: chunks };
    },
    async transcribe(call: TranscribeCall): Promise<TranscribeResult> {
      if (call.language !== undefined && call.language !== 'en') {
        throw errors.invalidRequest(`language: ${call.target.upstreamModel} recognizes English (en) only; got ${call.language}.`, 'language', 'unsupported_language');
      }
      let printed: Buffer;
      try {
        // A long recording takes long: the deadline grows with it (pocketsphinx runs at about a quarter of real time
        // per core, bench/media.ts; twice real time leaves room for a loaded machine).
        const audioSeconds = call.pcm16k.length / 2 / PCM_RATE;
        printed = await withScratchFile(call.pcm16k, 'audio.raw', (file) => pool.run(call.signal, (start) => output(start(recognizerCommand(file)), 'pocketsphinx'),
          { timeoutMs: Math.max(pool.options.timeoutMs, 60_000 + audioSeconds * 2000) }));
      } catch (err) {
        throw engineFailed('speech recognition', err);
      }
      const segments = segmentsOf(parseTimedOutput(printed.toString('utf8')));
      return { text: segments.map((s) => s.text).join(' '), language: 'en', durationSeconds: call.pcm16k.length / 2 / PCM_RATE, segments };
    },
    async embed(call: EmbedCall): Promise<EmbedResult> {
      if (call.dimensions !== undefined && call.dimensions > LEXICAL_DIMENSIONS) {
        throw errors.invalidRequest(`dimensions: ${call.target.upstreamModel} vectors have ${LEXICAL_DIMENSIONS} dimensions; ask for at most that many.`, 'dimensions');
      }
      const vectors = call.input.map((text) => {
        const v = embedLexical(text, LEXICAL_DIMENSIONS);
        return Array.from(call.dimensions !== undefined && call.dimensions < LEXICAL_DIMENSIONS ? truncateVector(v, call.dimensions) : v);
      });
      return { vectors, promptTokens: null };
    },
    async generateImage(call: ImageCall): Promise<ImageResult> {
      const [width, height] = call.size.split('x').map(Number);
      // Image i of a request uses seed + i: n different pictures, each reproducible with its own seed.
      const images = Array.from({ length: call.n }, (_, i) => renderImage({ prompt: call.prompt, width, height, seed: (call.seed ?? 0) + i }));
      return { images };
    },
  };
}
