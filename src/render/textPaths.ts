/**
 * Text as glyph outlines: each run of one script is shaped by fontkit (its OpenType layout engine handles the
 * Devanagari and Tamil reordering, conjuncts and vowel signs) in the Noto font for that script, and drawn as <path>
 * outlines shared through <defs>/<use>. resvg 2.6 mis-places the second glyph of a cluster (Tamil ரா, கே; the fix
 * is resvg PR #1043, not in a released resvg-js) and drops text elements that fall back across fonts, so drawings
 * with Indian scripts do not hand text to it at all; as a bonus the SVG shows the same in any viewer without fonts.
 *
 * Without the font file for a script, the run falls back to an SVG <text> element in that family.
 */
import { existsSync } from 'node:fs';
import * as fontkit from 'fontkit';

export type Script = 'latin' | 'deva' | 'tamil' | 'space';
export interface Run { text: string; script: Script }
type FontKey = `${Exclude<Script, 'space'>}${'' | '-bold'}`;

const FONT_DIR = '/usr/share/fonts/truetype/noto';
const FONT_FILE: Record<FontKey, string> = {
  latin: 'NotoSans-Regular.ttf', 'latin-bold': 'NotoSans-Bold.ttf',
  deva: 'NotoSansDevanagari-Regular.ttf', 'deva-bold': 'NotoSansDevanagari-Bold.ttf',
  tamil: 'NotoSansTamil-Regular.ttf', 'tamil-bold': 'NotoSansTamil-Bold.ttf',
};
/** The family of each script, for the <text> fallback. */
export const SCRIPT_FAMILY: Record<Exclude<Script, 'space'>, string> = {
  latin: 'Noto Sans', deva: 'Noto Sans Devanagari', tamil: 'Noto Sans Tamil',
};

const fonts = new Map<FontKey, fontkit.Font | null>();
function font(key: FontKey): fontkit.Font | null {
  if (!fonts.has(key)) {
    const path = `${FONT_DIR}/${FONT_FILE[key]}`;
    const opened = existsSync(path) ? fontkit.openSync(path) : null;
    fonts.set(key, opened && 'fonts' in opened ? opened.fonts[0] : opened);
  }
  return fonts.get(key)!;
}

function scriptOf(code: number): Script {
  if (code === 0x20) return 'space';
  if ((code >= 0x0900 && code <= 0x097f) || (code >= 0xa8e0 && code <= 0xa8ff)) return 'deva';
  if (code >= 0x0b80 && code <= 0x0bff) return 'tamil';
  return 'latin';
}

/** `text` split into runs of one script (spaces apart); joiners stay with the letters around them. */
export function scriptRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    const script = code === 0x200c || code === 0x200d ? (runs.at(-1)?.script ?? 'latin') : scriptOf(code);
    const last = runs.at(-1);
    if (last && last.script === script) last.text += ch; else runs.push({ text: ch, script });
  }
  return runs;
}

interface Shaped { font: FontKey; unitsPerEm: number; glyphs: { id: number; path: string; x: number; y: number }[]; advance: number }
const SHAPE_CACHE_MAX = 4000;
const shapeCache = new Map<string, Shaped | null>();

/** One run shaped in its font (font units), or null when the font is missing. Cached: chart labels repeat. */
function shape(run: Run, bold: boolean): Shaped | null {
  const key: FontKey = `${run.script === 'space' ? 'latin' : run.script}${bold ? '-bold' : ''}`;
  const cacheKey = `${key}\u0000${run.text}`;
  if (shapeCache.has(cacheKey)) return shapeCache.get(cacheKey)!;
  const f = font(key);
  let out: Shaped | null = null;
  if (f) {
    const laid = f.layout(run.text);
    let pen = 0;
    const glyphs = laid.glyphs.map((g, i) => {
      const p = laid.positions[i];
      const glyph = { id: g.id, path: g.path.toSVG(), x: pen + p.xOffset, y: p.yOffset };
      pen += p.xAdvance;
      return glyph;
    });
    out = { font: key, unitsPerEm: f.unitsPerEm, glyphs, advance: pen };
  }
  if (shapeCache.size >= SHAPE_CACHE_MAX) shapeCache.clear();
  shapeCache.set(cacheKey, out);
  return out;
}

/** Rough advance for a run whose font is missing (em). */
const guessEm = (run: Run) => [...run.text].length * (run.script === 'latin' || run.script === 'space' ? 0.55 : 0.7);

/** Advance width of `text` at `fontSize`, in the units of `fontSize`. */
export function textWidth(text: string, fontSize: number, bold = false): number {
  return scriptRuns(text).reduce((s, r) => {
    const sh = shape(r, bold);
    return s + (sh ? (sh.advance / sh.unitsPerEm) * fontSize : guessEm(r) * fontSize);
  }, 0);
}

const f1 = (x: number) => (Math.round(x * 100) / 100).toString();
const escXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Collects the glyph outlines one SVG document uses: `text()` returns the <use> elements of a line of text and
 * `defs()` the <defs> block holding each outline once.
 */
export class GlyphSheet {
  private readonly ids = new Map<string, string>();
  private paths = '';

  /** A line of text at (x, baseline y), as <use> elements inside a <g> carrying `attrs` (fill, data-*). */
  text(text: string, x: number, y: number, fontSize: number, anchor: 'start' | 'middle' | 'end', attrs = '', bold = false): string {
    const total = textWidth(text, fontSize, bold);
    let pen = anchor === 'start' ? x : anchor === 'middle' ? x - total / 2 : x - total;
    let out = '';
    for (const run of scriptRuns(text)) {
      const sh = shape(run, bold);
      if (!sh) {
        if (run.script !== 'space') {
          out += `<text x="${f1(pen)}" y="${f1(y)}" font-size="${f1(fontSize)}" font-family="${SCRIPT_FAMILY[run.script]}"${bold ? ' font-weight="bold"' : ''}>${escXml(run.text)}</text>`;
        }
        pen += guessEm(run) * fontSize;
        continue;
      }
      const k = fontSize / sh.unitsPerEm;
      for (const g of sh.glyphs) {
        if (!g.path) continue; // spaces and other empty glyphs
        const key = `${sh.font}:${g.id}`;
        let id = this.ids.get(key);
        if (!id) {
          id = `g${this.ids.size}`;
          this.ids.set(key, id);
          this.paths += `<path id="${id}" d="${g.path}"/>`;
        }
        const scale = +k.toFixed(5);
        out += `<use href="#${id}" transform="matrix(${scale} 0 0 ${-scale} ${f1(pen + g.x * k)} ${f1(y - g.y * k)})"/>`;
      }
      pen += sh.advance * k;
    }
    return `<g data-text="${escXml(text)}"${attrs}>${out}</g>`;
  }

  defs(): string {
    return this.paths ? `<defs>${this.paths}</defs>` : '';
  }
}
