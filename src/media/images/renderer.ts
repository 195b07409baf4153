/**
 * graha-image-basic: an abstract generative renderer, not a diffusion model. The prompt's words choose a palette
 * (each word hashed to a hue) and the mood (night words — moon, star, night, cosmic, dark — give a dark sky with
 * stars; sun words a bright disc); a PRNG seeded from the prompt and `seed` places soft glowing orbs and wave bands
 * over a gradient. The same prompt and seed always give the same PNG, byte for byte; another seed another picture.
 * Pure: parameters in, PNG bytes out (pngjs encodes).
 */
import { PNG } from 'pngjs';

/** 32-bit FNV-1a of a string. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** mulberry32: a small, well-distributed seeded PRNG. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rgb = [number, number, number];

function hsl(h: number, s: number, l: number): Rgb {
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const a = s * Math.min(l, 1 - l);
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [f(0), f(8), f(4)];
}

/**
 * Mood words. `\b` only knows ASCII word characters, so it never matched the Hindi and Tamil words: boundaries are
 * Unicode letters, marks and digits. English and Hindi words are whole words; Tamil ones are word starts, since Tamil
 * glues case endings on (இரவில், நிலவின்).
 */
const moodWords = (whole: string[], tamilStarts: string[]) =>
  new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])(?:(?:${whole.join('|')})(?![\\p{L}\\p{M}\\p{N}])|${tamilStarts.join('|')})`, 'iu');
const NIGHT = moodWords(
  ['night', 'moon', 'star', 'stars', 'cosmic', 'galaxy', 'dark', 'nakshatra', 'eclipse', 'midnight', 'space',
    'रात', 'रात्रि', 'चंद्र', 'चंद्रमा', 'चाँद', 'चांद', 'तारा', 'तारे', 'तारों', 'सितारे', 'नक्षत्र', 'ग्रहण', 'अंधेरा', 'अंधेरी'],
  ['இரவ', 'நிலா', 'நிலவ', 'சந்திர', 'நட்சத்திர', 'விண்மீன்', 'கிரகண', 'இருள்', 'இருட்'],
);
const SUN = moodWords(
  ['sun', 'surya', 'dawn', 'sunrise', 'day', 'golden', 'fire', 'सूर्य', 'सूरज', 'सुबह', 'भोर', 'सूर्योदय', 'सुनहरा', 'सुनहरी', 'आग', 'अग्नि'],
  ['சூரிய', 'ஞாயிறு', 'விடியல', 'காலை', 'நெருப்ப', 'அக்னி'],
);

/** Which moods a prompt's words call for (a dark starry sky, a bright sun disc). */
export function moodOf(prompt: string): { night: boolean; sun: boolean } {
  return { night: NIGHT.test(prompt), sun: SUN.test(prompt) };
}

export interface RenderOptions { prompt: string; width: number; height: number; seed?: number }

export function renderImage(opts: RenderOptions): Buffer {
  const { width, height } = opts;
  const words = opts.prompt.normalize('NFKC').toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? ['graha'];
  const rand = prng(hash(opts.prompt) ^ Math.imul((opts.seed ?? 0) + 1, 0x9e3779b1));
  const hues = words.map((w) => hash(w) % 360);
  const baseHue = hues[Math.floor(rand() * hues.length)];
  const { night, sun } = moodOf(opts.prompt);
  const palette: Rgb[] = Array.from({ length: 5 }, (_, i) => hsl(hues[i % hues.length] ?? (baseHue + i * 72) % 360, 0.55 + rand() * 0.35, night ? 0.35 + rand() * 0.25 : 0.45 + rand() * 0.3));
  const top = night ? hsl((baseHue + 220) % 360, 0.5, 0.06) : hsl(baseHue, 0.45, 0.82);
  const bottom = night ? hsl((baseHue + 250) % 360, 0.6, 0.2) : hsl((baseHue + 40) % 360, 0.55, 0.6);

  const px = new Float32Array(width * height * 3);
  const angle = rand() * Math.PI;
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = Math.min(1, Math.max(0, 0.5 + ((x / width - 0.5) * dx + (y / height - 0.5) * dy)));
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) px[i + c] = top[c] * (1 - t) + bottom[c] * t;
    }
  }
  const scale = Math.min(width, height);
  // Wave bands: soft sinusoidal ribbons across the picture.
  const bands = 2 + Math.floor(rand() * 3);
  for (let b = 0; b < bands; b++) {
    const color = palette[Math.floor(rand() * palette.length)];
    const y0 = rand() * height;
    const amp = (0.04 + rand() * 0.1) * height;
    const freq = (1 + rand() * 3) * 2 * Math.PI / width;
    const phase = rand() * 2 * Math.PI;
    const thick = (0.02 + rand() * 0.06) * height;
    const alpha = 0.25 + rand() * 0.3;
    for (let x = 0; x < width; x++) {
      const cy = y0 + amp * Math.sin(freq * x + phase);
      const lo = Math.max(0, Math.floor(cy - 3 * thick));
      const hi = Math.min(height - 1, Math.ceil(cy + 3 * thick));
      for (let y = lo; y <= hi; y++) {
        const d = (y - cy) / thick;
        const a = alpha * Math.exp(-d * d);
        const i = (y * width + x) * 3;
        for (let c = 0; c < 3; c++) px[i + c] = px[i + c] * (1 - a) + color[c] * a;
      }
    }
  }
  // Glowing orbs (one bright sun disc when the prompt asks for it).
  const orbs: Array<{ x: number; y: number; r: number; color: Rgb; alpha: number }> = [];
  if (sun) orbs.push({ x: width * (0.3 + rand() * 0.4), y: height * (0.2 + rand() * 0.25), r: scale * 0.12, color: [255, 214, 102], alpha: 0.95 });
  const count = 4 + Math.floor(rand() * 6);
  for (let o = 0; o < count; o++) {
    orbs.push({ x: rand() * width, y: rand() * height, r: scale * (0.04 + rand() * 0.16), color: palette[Math.floor(rand() * palette.length)], alpha: 0.35 + rand() * 0.45 });
  }
  for (const orb of orbs) {
    const reach = orb.r * 2;
    for (let y = Math.max(0, Math.floor(orb.y - reach)); y < Math.min(height, Math.ceil(orb.y + reach)); y++) {
      for (let x = Math.max(0, Math.floor(orb.x - reach)); x < Math.min(width, Math.ceil(orb.x + reach)); x++) {
        const d = Math.hypot(x - orb.x, y - orb.y) / orb.r;
        const a = orb.alpha * (d < 1 ? 1 - 0.3 * d * d : Math.exp(-4 * (d - 1) * (d - 1)) * 0.7);
        if (a <= 0.002) continue;
        const i = (y * width + x) * 3;
        for (let c = 0; c < 3; c++) px[i + c] = px[i + c] * (1 - a) + orb.color[c] * a;
      }
    }
  }
  if (night) {
    const stars = Math.floor((width * height) / 2500);
    for (let s = 0; s < stars; s++) {
      const x = Math.floor(rand() * width);
      const y = Math.floor(rand() * height);
      const b = 160 + rand() * 95;
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) px[i + c] = Math.max(px[i + c], b);
    }
  }
  const png = new PNG({ width, height });
  for (let p = 0, q = 0; p < width * height * 3; p += 3, q += 4) {
    png.data[q] = Math.round(Math.min(255, Math.max(0, px[p])));
    png.data[q + 1] = Math.round(Math.min(255, Math.max(0, px[p + 1])));
    png.data[q + 2] = Math.round(Math.min(255, Math.max(0, px[p + 2])));
    png.data[q + 3] = 255;
  }
  return PNG.sync.write(png);
}
