/**
 * Transcripts as captions, the way OpenAI's transcription endpoint writes them: SubRip (`srt`: numbered cues,
 * `HH:MM:SS,mmm`) and WebVTT (`vtt`: a `WEBVTT` header, `HH:MM:SS.mmm`), one cue per segment, a blank line after
 * each cue.
 */
import type { TranscriptSegment } from '../../providers/types';

function clock(seconds: number, separator: ',' | '.'): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}${separator}${pad(ms % 1000, 3)}`;
}

export function toSrt(segments: TranscriptSegment[]): string {
  return segments.map((s, i) => `${i + 1}\n${clock(s.start, ',')} --> ${clock(s.end, ',')}\n${s.text.trim()}\n\n`).join('');
}

export function toVtt(segments: TranscriptSegment[]): string {
  return `WEBVTT\n\n${segments.map((s) => `${clock(s.start, '.')} --> ${clock(s.end, '.')}\n${s.text.trim()}\n\n`).join('')}`;
}
