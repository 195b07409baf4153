/**
 * SVG -> PNG through resvg (@resvg/resvg-js: Rust resvg, prebuilt binaries shipped in the npm package), with the
 * fonts every chart and report needs: Noto Sans for Latin, Noto Sans Devanagari and Noto Sans Tamil for hi/ta labels,
 * Noto Sans Symbols for planet and zodiac glyphs, DejaVu Sans as the fallback (Debian packages fonts-noto-core and
 * fonts-dejavu-core, installed by .ci/run; the README names them for `make run`), located by fonts.ts.
 *
 * Only files that exist are handed to resvg, so a machine without the Noto fonts still renders (with DejaVu or
 * nothing for scripts it lacks); `missingFonts()` says what is absent so callers and tests can tell.
 */
import { Resvg } from '@resvg/resvg-js';
import { fontFiles } from './fonts';

export { missingFonts } from './fonts';
/** The font-family list SVG producers should put on their root element so every script finds a face. */
export const SVG_FONT_FAMILY = "'Noto Sans', 'Noto Sans Devanagari', 'Noto Sans Tamil', 'Noto Sans Symbols', 'Noto Sans Symbols 2', 'DejaVu Sans', sans-serif";

/** Renders an SVG document to PNG bytes; `widthPx` scales it (default: the SVG's own width). */
export function svgToPng(svg: string, widthPx?: number): Buffer {
  const resvg = new Resvg(svg, {
    background: 'white',
    fitTo: widthPx ? { mode: 'width', value: widthPx } : { mode: 'original' },
    font: { loadSystemFonts: false, fontFiles: fontFiles(), defaultFontFamily: 'Noto Sans', sansSerifFamily: 'Noto Sans' },
  });
  return resvg.render().asPng();
}
