/**
 * Where the fonts every chart and report needs live on this machine: Noto Sans for Latin, Noto Sans Devanagari and
 * Noto Sans Tamil for hi/ta text, Noto Sans Symbols for glyphs, DejaVu Sans as the fallback (Debian packages
 * fonts-noto-core and fonts-dejavu-core, installed by .ci/run; the README names them for `make run`).
 * Shared by the SVG renderer (png.ts) and the PDF report (src/astrology/report/), so both find the same files.
 */
import { existsSync } from 'node:fs';

const FONT_DIRS = ['/usr/share/fonts/truetype/noto', '/usr/share/fonts/truetype/dejavu'];
/** Font file names, in fallback order (resvg picks by family name; the order matters for `defaultFontFamily`). */
export const FONT_FILES = [
  'NotoSans-Regular.ttf', 'NotoSans-Bold.ttf',
  'NotoSansDevanagari-Regular.ttf', 'NotoSansDevanagari-Bold.ttf',
  'NotoSansTamil-Regular.ttf', 'NotoSansTamil-Bold.ttf',
  'NotoSansSymbols-Regular.ttf', 'NotoSansSymbols2-Regular.ttf',
  'DejaVuSans.ttf', 'DejaVuSans-Bold.ttf',
] as const;
export type FontFile = (typeof FONT_FILES)[number];

interface FontSet { paths: Map<FontFile, string>; missing: FontFile[] }
let fontSet: FontSet | null = null; // resolved once per process: the file system does not change under a running server
function resolve(): FontSet {
  if (!fontSet) {
    const paths = new Map<FontFile, string>();
    const missing: FontFile[] = [];
    for (const name of FONT_FILES) {
      const found = FONT_DIRS.map((d) => `${d}/${name}`).find((p) => existsSync(p));
      if (found) paths.set(name, found); else missing.push(name);
    }
    fontSet = { paths, missing };
  }
  return fontSet;
}

/** Paths of the font files present, in FONT_FILES order. */
export function fontFiles(): string[] {
  const { paths } = resolve();
  return FONT_FILES.flatMap((n) => (paths.has(n) ? [paths.get(n)!] : []));
}

/** Path of one font file, or null when this machine lacks it. */
export function fontPath(name: FontFile): string | null {
  return resolve().paths.get(name) ?? null;
}

/** Font files this machine lacks (empty on a machine set up by .ci/run). */
export function missingFonts(): string[] {
  return [...resolve().missing];
}
