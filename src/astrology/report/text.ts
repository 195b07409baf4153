/**
 * Mixed-script text for pdfkit. pdfkit shapes each string with one font (fontkit applies the font's OpenType
 * tables, so Devanagari conjuncts, reph and pre-base matras, and Tamil split vowels come out right), but it has no
 * font fallback, and the Noto Indic fonts carry no Latin letters. So a line such as "सूर्य (Sun)" is cut into runs of
 * one script each, written one after the other (`continued`), each with its own font. Spaces, digits and the
 * punctuation every one of the fonts has stay in the run they are in, so a shaped word is never split.
 */
export type Script = 'latin' | 'devanagari' | 'tamil';

const NEUTRAL = /[\s0-9(),.:;/%\-–—]/u;
const scriptOf = (ch: string): Script | null => {
  const c = ch.codePointAt(0)!;
  if ((c >= 0x0900 && c <= 0x097f) || (c >= 0xa8e0 && c <= 0xa8ff) || (c >= 0x1cd0 && c <= 0x1cff)) return 'devanagari';
  if (c >= 0x0b80 && c <= 0x0bff) return 'tamil';
  if (c === 0x200c || c === 0x200d) return null; // ZWNJ/ZWJ: part of the Indic run they sit in
  return NEUTRAL.test(ch) ? null : 'latin';
};

/** Runs of one script each, in order; their concatenation is the input. */
export function scriptRuns(text: string): { script: Script; text: string }[] {
  const runs: { script: Script; text: string }[] = [];
  let pending = ''; // neutral characters before the first scripted one
  for (const ch of text) {
    const s = scriptOf(ch);
    const last = runs[runs.length - 1];
    if (s === null) {
      if (last) last.text += ch; else pending += ch;
    } else if (last && last.script === s) {
      last.text += ch;
    } else {
      runs.push({ script: s, text: pending + ch });
      pending = '';
    }
  }
  if (pending) runs.push({ script: 'latin', text: pending });
  return runs;
}
