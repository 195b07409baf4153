/**
 * SVG -> PNG through resvg (@resvg/resvg-js: Rust resvg, prebuilt binaries shipped in the npm package), with the
 * fonts every chart and report needs: Noto Sans for Latin, Noto Sans Devanagari and Noto Sans Tamil for hi/ta labels,
 * Noto Sans Symbols for planet and zodiac glyphs, DejaVu Sans as the fallback (Debian packages fonts-noto-core and
 * fonts-dejavu-core, installed by .ci/run; the README names them for `make run`).
 *
 * Only files that exist are handed to resvg, so a machine without the Noto fonts still renders (with DejaVu or
 * nothing for scripts it lacks); `missingFonts()` says what is absent so callers and tests can tell.
 */
import { existsSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';

const FONT_DIRS = ['/usr/share/fonts/truetype/noto', '/usr/share/fonts/truetype/dejavu'];
/** Font file names, in fallback order (resvg picks by family name; the order matters for `defaultFontFamily`). */
const FONT_FILES = [
  'NotoSans-Regular.ttf', 'NotoSans-Bold.ttf',
  'NotoSansDevanagari-Regular.ttf', 'NotoSansDevanagari-Bold.ttf',
  'NotoSansTamil-Regular.ttf', 'NotoSansTamil-Bold.ttf',
  'NotoSansSymbols-Regular.ttf', 'NotoSansSymbols2-Regular.ttf',
  'DejaVuSans.ttf', 'DejaVuSans-Bold.ttf',
];
/** The font-family list SVG producers should put on their root element so every script finds a face. */
export const SVG_FONT_FAMILY = "'Noto Sans', 'Noto Sans Devanagari', 'Noto Sans Tamil', 'Noto Sans Symbols', 'Noto Sans Symbols 2', 'DejaVu Sans', sans-serif";

interface FontSet { files: string[]; missing: string[] }
let fontSet: FontSet | null = null; // resolved once per process: the file system does not change under a running server
function fonts(): FontSet {
  if (!fontSet) {
    const files: string[] = [];
    const missing: string[] = [];
    for (const name of FONT_FILES) {
      const found = FONT_DIRS.map((d) => `${d}/${name}`).find((p) => existsSync(p));
      if (found) files.push(found); else missing.push(name);
    }
    fontSet = { files, missing };
  }
  return fontSet;
}

/** Font files this machine lacks (empty on a machine set up by .ci/run). */
export function missingFonts(): string[] {
  return fonts().missing;
}

/** Renders an SVG document to PNG bytes; `widthPx` scales it (default: the SVG's own width). */
export function svgToPng(svg: string, widthPx?: number): Buffer {
  const resvg = new Resvg(svg, {
    background: 'white',
    fitTo: widthPx ? { mode: 'width', value: widthPx } : { mode: 'original' },
    font: { loadSystemFonts: false, fontFiles: fonts().files, defaultFontFamily: 'Noto Sans', sansSerifFamily: 'Noto Sans' },
  });
  return resvg.render().asPng();
}
