/**
 * graha-embed-lexical: a deterministic lexical embedding model (no weights). A text becomes a bag of features —
 * words, word pairs, and character 3- and 4-grams of each word with boundary marks — each hashed (FNV-1a) to one of
 * 512 dimensions with a hashed sign ("feature hashing", Weinberger et al. 2009), weighted by 1 + ln(count) and by
 * kind (words 1, pairs 0.5, character n-grams 0.25), then scaled to unit length. Texts sharing words or word pieces
 * point the same way; Unicode letters and marks are kept, so Hindi and Tamil work like English. It captures overlap
 * of form, not meaning: synonyms with no shared letters score as unrelated. Pure and deterministic.
 */
export const LEXICAL_DIMENSIONS = 512;

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const WEIGHT = { word: 1, pair: 0.5, gram: 0.25 };

/** FNV-1a, 32-bit, over the UTF-16 code units of `s` with a one-letter kind prefix. */
function fnv1a(kind: string, s: string): number {
  let h = 0x811c9dc5;
  h = Math.imul(h ^ kind.charCodeAt(0), 0x01000193);
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The features of a text with their counts. */
export function lexicalFeatures(text: string): Map<string, { kind: keyof typeof WEIGHT; count: number }> {
  const words = text.normalize('NFKC').toLowerCase().match(WORD) ?? [];
  const features = new Map<string, { kind: keyof typeof WEIGHT; count: number }>();
  const add = (kind: keyof typeof WEIGHT, value: string) => {
    const key = `${kind[0]}${value}`;
    const f = features.get(key);
    if (f) f.count += 1; else features.set(key, { kind, count: 1 });
  };
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    add('word', word);
    if (i + 1 < words.length) add('pair', `${word} ${words[i + 1]}`);
    const chars = Array.from(`<${word}>`); // code points, so a Devanagari or Tamil letter is never split
    for (const n of [3, 4]) for (let j = 0; j + n <= chars.length; j++) add('gram', chars.slice(j, j + n).join(''));
  }
  return features;
}

/** The unit vector of a text (all zeros for a text with no letters or digits). */
export function embedLexical(text: string, dimensions = LEXICAL_DIMENSIONS): Float32Array {
  const v = new Float64Array(dimensions);
  for (const [key, { kind, count }] of lexicalFeatures(text)) {
    const h = fnv1a(key[0], key.slice(1));
    const sign = h & 0x80000000 ? -1 : 1;
    v[h % dimensions] += sign * WEIGHT[kind] * (1 + Math.log(count));
  }
  let norm = 0;
  for (const x of v) norm += x * x;
  norm = Math.sqrt(norm);
  const out = new Float32Array(dimensions);
  if (norm > 0) for (let i = 0; i < dimensions; i++) out[i] = v[i] / norm;
  return out;
}

/** The first `dimensions` components, scaled back to unit length (how `dimensions` shortens a vector). */
export function truncateVector(v: Float32Array, dimensions: number): Float32Array {
  const out = v.slice(0, dimensions);
  let norm = 0;
  for (const x of out) norm += x * x;
  norm = Math.sqrt(norm);
  if (norm > 0) for (let i = 0; i < out.length; i++) out[i] /= norm;
  return out;
}

export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += a[i] * b[i];
  return dot;
}

/** Little-endian float32 bytes, base64: what the OpenAI clients decode for `encoding_format: base64`. */
export function vectorToBase64(v: Float32Array): string {
  const bytes = Buffer.alloc(v.length * 4);
  for (let i = 0; i < v.length; i++) bytes.writeFloatLE(v[i], i * 4);
  return bytes.toString('base64');
}
