/**
 * The chart pictures of the report, taken through this one small function so a better drawing can replace the
 * current one in one place: today the engine's SVG charts (../chartSvg.ts: North Indian for vedic, the wheel for
 * western) rendered to PNG by src/render/png.ts (resvg with the Noto fonts).
 */
import { svgToPng } from '../../render/png';
import { chartSvg } from '../chartSvg';
import type { Kundali } from '../kundali';
import type { VargaChart } from '../divisional';
import type { ReportLabels } from './labels';

export interface ChartDrawing { caption: string; png: Buffer }
/** Pixel width the SVGs are rendered at (the PDF places them at about 250 pt: ~260 dpi). */
const RENDER_WIDTH_PX = 900;

/**
 * The navamsa as a kundali the North Indian drawing understands: each graha in its D9 sign and the house counted
 * from the D9 lagna. The drawing prints degrees, which mean nothing in a varga, so they are taken out of its labels,
 * and its caption names the D9.
 */
function navamsaSvg(k: Kundali, d9: VargaChart): string {
  const bySign = new Map(d9.planets.map((p) => [p.name as string, p]));
  const pseudo: Kundali = {
    ...k,
    ascendant: { ...k.ascendant, sign: d9.ascendant.sign, degree: 0 },
    planets: k.planets.filter((p) => bySign.has(p.name)).map((p) => ({ ...p, sign: bySign.get(p.name)!.sign, house: bySign.get(p.name)!.house })),
  };
  const caption = `D9 navamsa, Asc ${d9.ascendant.sign}`;
  return chartSvg(pseudo, 'north')
    .replace(/(<g data-house="\d+">)(.*?)(<\/g>)/g, (_m, open: string, inner: string, close: string) => open + inner.replace(/ \d+°<\/text>/g, '</text>') + close)
    .replace(/<title>[^<]*<\/title>/, `<title>${caption}</title>`)
    .replace(/(<text x="\d+" y="\d+" font-size="12" text-anchor="middle" fill="#333">)[^<]*(<\/text><\/svg>)$/, `$1${caption}$2`);
}

/** The pictures for a report: vedic D1 (North Indian) and D9; western, the natal wheel. */
export function chartDrawings(k: Kundali, d9: VargaChart | undefined, l: ReportLabels): ChartDrawing[] {
  if (k.system === 'western') return [{ caption: l.westernWheel, png: svgToPng(chartSvg(k, 'western'), RENDER_WIDTH_PX) }];
  const out: ChartDrawing[] = [{ caption: l.rasiChart, png: svgToPng(chartSvg(k, 'north'), RENDER_WIDTH_PX) }];
  if (d9) out.push({ caption: l.navamsaChart, png: svgToPng(navamsaSvg(k, d9), RENDER_WIDTH_PX) });
  return out;
}
