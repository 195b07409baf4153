/** Divisional chart documents (BPHS ch. 6-7) built from a computed chart: signs, houses from the varga lagna, vargottama. */
import { SIGNS, type PlanetName, type SignName, type Graha } from './constants';
import type { Chart } from './chart';
import { planetLocal, signLocal, type Language } from './i18n';
import { errors } from '../errors';
import { parseEnum } from './validate';
import {
  DEFAULT_CONVENTIONS, DREKKANA_CONVENTIONS, HORA_CONVENTIONS, TRIMSAMSA_CONVENTIONS, VARGAS, VARGA_INFO, amshaOf,
  type VargaConventions, type VargaId,
} from './vargas';

export const VARGA_LOCAL: Record<Exclude<Language, 'en'>, string[]> = {
  hi: ['राशि', 'होरा', 'द्रेष्काण', 'चतुर्थांश', 'सप्तांश', 'नवांश', 'दशांश', 'द्वादशांश', 'षोडशांश', 'विंशांश',
    'चतुर्विंशांश', 'सप्तविंशांश', 'त्रिंशांश', 'खवेदांश', 'अक्षवेदांश', 'षष्ट्यंश'],
  ta: ['ராசி', 'ஹோரை', 'திரேக்காணம்', 'சதுர்த்தாம்சம்', 'சப்தாம்சம்', 'நவாம்சம்', 'தசாம்சம்', 'துவாதசாம்சம்',
    'சோடசாம்சம்', 'விம்சாம்சம்', 'சதுர்விம்சாம்சம்', 'சப்தவிம்சாம்சம்', 'திரிம்சாம்சம்', 'கவேதாம்சம்',
    'அக்ஷவேதாம்சம்', 'சஷ்டியாம்சம்'],
};

export interface VargaPlacement {
  sign: SignName;
  sign_local?: string;
  /** 1-based division of the natal sign the longitude falls in. */
  part: number;
  deity?: string;
  lord?: Graha;
}
export interface VargaPlanet extends VargaPlacement {
  name: Graha;
  name_local?: string;
  /** Whole-sign house counted from the varga ascendant. */
  house: number;
  /** Same sign in this varga as in the rasi chart (D1). */
  vargottama: boolean;
}
export interface VargaChart {
  chart: VargaId;
  name: string;
  name_local?: string;
  signifies: string;
  /** Convention used where traditions differ (D2, D3, D30), else "parashara". */
  convention: 'parashara' | 'parivritti';
  ascendant: VargaPlacement;
  planets: VargaPlanet[];
  /** Planets in the same sign as in D1 (empty for D1 itself). */
  vargottama: Graha[];
}

const GRAHAS: readonly PlanetName[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];

/** `chart` / `vargas` parameter: one id, a comma list, or "all". Case-insensitive ("d9" is D9). */
export function parseVargaList(value: unknown, param: string, fallback: VargaId[] | undefined): VargaId[] | undefined {
  if (value === undefined || value === null || value === '') return fallback;
  const bad = () => errors.invalidRequest(`${param} must be "all" or a comma-separated list of: ${VARGAS.join(', ')}.`, param);
  if (typeof value !== 'string') throw bad();
  if (value.trim().toLowerCase() === 'all') return [...VARGAS];
  const ids = value.split(',').map((v) => v.trim().toUpperCase());
  const out: VargaId[] = [];
  for (const id of ids) {
    if (!(VARGAS as readonly string[]).includes(id)) throw bad();
    if (!out.includes(id as VargaId)) out.push(id as VargaId);
  }
  return out.sort((a, b) => VARGAS.indexOf(a) - VARGAS.indexOf(b));
}

export function parseConventions(i: Record<string, unknown>): VargaConventions {
  return {
    hora: parseEnum(i.hora, HORA_CONVENTIONS, DEFAULT_CONVENTIONS.hora, 'hora'),
    drekkana: parseEnum(i.drekkana, DREKKANA_CONVENTIONS, DEFAULT_CONVENTIONS.drekkana, 'drekkana'),
    trimsamsa: parseEnum(i.trimsamsa, TRIMSAMSA_CONVENTIONS, DEFAULT_CONVENTIONS.trimsamsa, 'trimsamsa'),
  };
}

/** The requested vargas of a chart, from its sidereal (Lahiri/KP) longitudes. */
export function vargaCharts(chart: Chart, ids: readonly VargaId[], conv: VargaConventions = DEFAULT_CONVENTIONS): VargaChart[] {
  const lang = chart.language;
  const grahas = chart.planets.filter((p) => GRAHAS.includes(p.name)).map((p) => ({ ...p, name: p.name as Graha }));
  const rasiSign = new Map(grahas.map((p) => [p.name, Math.floor(p.siderealDeg / 30) % 12]));
  const placement = (a: ReturnType<typeof amshaOf>): VargaPlacement => {
    const out: VargaPlacement = { sign: SIGNS[a.sign], part: a.part };
    if (lang !== 'en') out.sign_local = signLocal(lang, a.sign);
    if (a.deity) out.deity = a.deity;
    if (a.lord) out.lord = a.lord;
    return out;
  };
  return ids.map((id) => {
    const asc = amshaOf(id, chart.ascendantSiderealDeg, conv);
    const planets: VargaPlanet[] = grahas.map((p) => {
      const a = amshaOf(id, p.siderealDeg, conv);
      const item: VargaPlanet = {
        name: p.name, ...placement(a), house: ((a.sign - asc.sign + 12) % 12) + 1,
        vargottama: id !== 'D1' && a.sign === rasiSign.get(p.name),
      };
      if (lang !== 'en') item.name_local = planetLocal(lang, p.name);
      return item;
    });
    const convention = id === 'D2' ? conv.hora : id === 'D3' ? conv.drekkana : id === 'D30' ? conv.trimsamsa : 'parashara';
    const doc: VargaChart = {
      chart: id, name: VARGA_INFO[id].name, signifies: VARGA_INFO[id].signifies, convention,
      ascendant: placement(asc), planets, vargottama: planets.filter((p) => p.vargottama).map((p) => p.name),
    };
    if (lang !== 'en') doc.name_local = VARGA_LOCAL[lang][VARGAS.indexOf(id)];
    return doc;
  });
}
