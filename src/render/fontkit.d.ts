/** The part of fontkit (2.x; no published types of its own) that textPaths.ts uses. */
declare module 'fontkit' {
  export interface Glyph { id: number; path: { toSVG(): string } }
  export interface GlyphPosition { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number }
  export interface GlyphRun { glyphs: Glyph[]; positions: GlyphPosition[] }
  export interface Font { unitsPerEm: number; layout(text: string): GlyphRun }
  export function openSync(path: string): Font | { fonts: Font[] };
}
