/** The espeak-ng + ffmpeg plan (src/media/speech/espeak.ts): language by script, tempo filters, rates per model. */
import { describe, expect, it } from 'vitest';
import { languageOf, speakPlan, tempoFilters } from '../../src/media/speech/espeak';

describe('speakPlan', () => {
  it('speaks Devanagari as Hindi, Tamil script as Tamil, the rest in the voice\'s English', () => {
    expect(languageOf('आज चंद्रमा')).toBe('hi');
    expect(languageOf('இன்று சந்திரன்')).toBe('ta');
    expect(languageOf('Moon', 'en-gb')).toBe('en-gb');
    const hindi = speakPlan({ text: 'नमस्ते', voice: 'nova', format: 'mp3', speed: 1, hd: false });
    expect(hindi.espeak.args.slice(0, 2)).toEqual(['-v', 'hi+f3']);
    expect(speakPlan({ text: 'வணக்கம்', voice: 'onyx', format: 'mp3', speed: 1, hd: false }).espeak.args[1]).toBe('ta+m7');
    expect(speakPlan({ text: 'Hello', voice: 'fable', format: 'mp3', speed: 1, hd: false }).espeak.args[1]).toBe('en-gb+m4');
  });

  it('chains atempo filters whose product is the speed, each within 0.5..2', () => {
    for (const speed of [0.25, 0.3, 0.5, 0.8, 1.5, 2, 3.7, 4]) {
      const factors = tempoFilters(speed).map((f) => Number(f.split('=')[1]));
      expect(factors.every((f) => f >= 0.5 && f <= 2)).toBe(true);
      expect(factors.reduce((p, f) => p * f, 1)).toBeCloseTo(speed, 5);
    }
    expect(tempoFilters(1)).toEqual([]);
  });

  it('tts-1-hd: 44.1 kHz, higher bitrate, loudness normalised; tts-1: 22.05 kHz', () => {
    const sd = speakPlan({ text: 'x', voice: 'alloy', format: 'mp3', speed: 1, hd: false }).ffmpeg.args.join(' ');
    const hd = speakPlan({ text: 'x', voice: 'alloy', format: 'mp3', speed: 1, hd: true }).ffmpeg.args.join(' ');
    expect(sd).toContain('-ar 22050');
    expect(sd).toContain('-b:a 64k');
    expect(hd).toContain('-ar 44100');
    expect(hd).toContain('-b:a 160k');
    expect(hd).toContain('loudnorm');
  });
});
