/**
 * Built-in speech-to-text: CMU pocketsphinx (Debian `pocketsphinx`, `pocketsphinx_continuous`) with its US English
 * acoustic model, language model and dictionary (Debian `pocketsphinx-en-us`), reading 16 kHz mono PCM.
 * `-time yes` prints each utterance's words with start and end seconds; segments are utterances, split further at
 * pauses, so that captions (srt, vtt) stay short. A small, old, English-only recognizer: expect a word error rate
 * of 20-40 % on read speech (the README says so, and how to plug in a stronger provider).
 */
import type { TranscriptSegment } from '../../providers/types';

const MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';

/**
 * The recognizer reading raw PCM from `pcmFile` (a file, not stdin: Node gives a child a socket for its stdin,
 * which pocketsphinx cannot open by name; a `.raw` name makes it read headerless 16 kHz s16le).
 */
export function recognizerCommand(pcmFile: string): { command: string; args: string[] } {
  return {
    command: 'pocketsphinx_continuous',
    args: ['-hmm', `${MODEL_DIR}/en-us`, '-lm', `${MODEL_DIR}/en-us.lm.bin`, '-dict', `${MODEL_DIR}/cmudict-en-us.dict`,
      '-infile', pcmFile, '-time', 'yes', '-logfn', '/dev/null'],
  };
}

export interface TimedWord { word: string; start: number; end: number }

/** Fillers and markers of the decoder, not words: <s>, </s>, <sil>, [NOISE], [SPEECH], ... */
const MARKER = /^(<.*>|\[.*\]|\+\+.*\+\+)$/;

/** Parses `-time yes` output: word lines `word start end confidence`; `<s>` opens an utterance. */
export function parseTimedOutput(text: string): TimedWord[][] {
  const utterances: TimedWord[][] = [];
  let current: TimedWord[] | null = null;
  for (const line of text.split('\n')) {
    const m = /^(\S+) (\d+\.\d+) (\d+\.\d+) (-?\d+(?:\.\d+)?)$/.exec(line.trim());
    if (!m) continue;
    const [, token, start, end] = m;
    if (token === '<s>' || current === null) { current = []; utterances.push(current); }
    if (MARKER.test(token)) continue;
    current.push({ word: token.replace(/\(\d+\)$/, ''), start: Number(start), end: Number(end) });
  }
  return utterances.filter((u) => u.length > 0);
}

/** A pause this long starts a new segment; no segment runs longer than MAX_SEGMENT_SECONDS. */
const PAUSE_SECONDS = 0.6;
const MAX_SEGMENT_SECONDS = 12;

export function segmentsOf(utterances: TimedWord[][]): TranscriptSegment[] {
  const segments: TranscriptSegment[] = [];
  for (const words of utterances) {
    let group: TimedWord[] = [];
    const flush = () => {
      if (group.length) segments.push({ start: group[0].start, end: group[group.length - 1].end, text: group.map((w) => w.word).join(' ') });
      group = [];
    };
    for (const w of words) {
      const last = group[group.length - 1];
      if (last && (w.start - last.end >= PAUSE_SECONDS || w.end - group[0].start > MAX_SEGMENT_SECONDS)) flush();
      group.push(w);
    }
    flush();
  }
  return segments;
}
