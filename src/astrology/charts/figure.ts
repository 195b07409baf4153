/**
 * What an Indian chart drawing shows, independent of its style: the lagna sign of the chosen varga, each graha's
 * sign in that varga with its retrograde and combust marks (from the birth chart), and the words of the title.
 */
import { SIGNS, type PlanetName } from '../constants';
import type { Kundali } from '../kundali';
import type { VargaChart } from '../divisional';
import type { VargaId } from '../vargas';
import { isCombust } from '../combustion';
import { signLocal, type Language } from '../i18n';
import { PLANET_ABBR, SIGN_SHORT, WORDS } from './labels';

export interface FigurePlanet {
  name: PlanetName;
  /** Sign index 0..11 (Aries = 0) in the drawn varga. */
  sign: number;
  /** Degree within the sign, shown on the rasi chart (D1) only: a varga sign carries no degree of its own. */
  degree?: number;
  retrograde: boolean;
  combust: boolean;
  /** The text drawn, e.g. "Me(R,C) 14°", "बु(व) 14°". */
  label: string;
}

export interface ChartFigure {
  language: Language;
  varga: VargaId;
  /** The varga's name in the language (Rasi, नवांश, ...). */
  vargaName: string;
  ascSign: number;
  ascDegree?: number;
  /** The lagna's label, e.g. "Asc 1°". */
  lagnaLabel: string;
  planets: FigurePlanet[];
  /** Title lines: what is drawn, then the birth data. */
  heading: string;
  details: string;
  legend: string;
  signShort: string[];
}

/** Retrograde is marked for the five star planets only: the Sun and Moon never retrograde, the nodes always do. */
const MARKS_RETROGRADE = new Set<PlanetName>(['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Uranus', 'Neptune', 'Pluto']);

export function planetLabel(lang: Language, name: PlanetName, retrograde: boolean, combust: boolean, degree?: number): string {
  const w = WORDS[lang];
  const marks = [retrograde ? w.retrograde : '', combust ? w.combust : ''].filter(Boolean);
  return `${PLANET_ABBR[lang][name]}${marks.length ? `(${marks.join(',')})` : ''}${degree === undefined ? '' : ` ${Math.floor(degree)}°`}`;
}

function formatOffset(h: number): string {
  const sign = h < 0 ? '-' : '+';
  const m = Math.round(Math.abs(h) * 60);
  return `UTC${sign}${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

function localDateTime(k: Kundali): string {
  const ms = Date.parse(k.time.utc_datetime) + k.time.tz_offset_hours * 3600_000;
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} ${formatOffset(k.time.tz_offset_hours)}`;
}

export interface FigureInput {
  kundali: Kundali;
  /** The varga's chart document; undefined for the rasi chart (D1), drawn from the kundali itself. */
  varga?: VargaChart;
  style: 'north' | 'south' | 'east';
  lat: number;
  lon: number;
}

export function chartFigure({ kundali: k, varga, style, lat, lon }: FigureInput): ChartFigure {
  const lang = k.language;
  const w = WORDS[lang];
  const sun = k.planets.find((p) => p.name === 'Sun')!;
  const vargaSign = new Map(varga?.planets.map((p) => [p.name as PlanetName, SIGNS.indexOf(p.sign)]) ?? []);
  const planets: FigurePlanet[] = k.planets.map((p) => {
    const retrograde = p.retrograde && MARKS_RETROGRADE.has(p.name);
    const combust = isCombust(p.name, p.longitude, sun.longitude, p.retrograde);
    const degree = varga ? undefined : p.degree;
    return {
      name: p.name, sign: varga ? vargaSign.get(p.name)! : SIGNS.indexOf(p.sign), degree, retrograde, combust,
      label: planetLabel(lang, p.name, retrograde, combust, degree),
    };
  }).filter((p) => p.sign !== undefined && p.sign >= 0);
  const ascSign = SIGNS.indexOf(varga ? varga.ascendant.sign : k.ascendant.sign);
  const ascDegree = varga ? undefined : k.ascendant.degree;
  const vargaId = varga?.chart ?? 'D1';
  const vargaName = varga ? (varga.name_local ?? varga.name) : lang === 'hi' ? 'राशि' : lang === 'ta' ? 'ராசி' : 'Rasi';
  const ascSignName = lang === 'en' ? SIGNS[ascSign] : signLocal(lang, ascSign)!;
  const zodiac = k.zodiac === 'tropical' ? 'tropical' : k.ayanamsa.name;
  const place = `${Math.abs(lat).toFixed(2)}°${lat < 0 ? 'S' : 'N'} ${Math.abs(lon).toFixed(2)}°${lon < 0 ? 'W' : 'E'}`;
  return {
    language: lang, varga: vargaId, vargaName, ascSign, ascDegree,
    lagnaLabel: `${w.lagna}${ascDegree === undefined ? '' : ` ${Math.floor(ascDegree)}°`}`,
    planets,
    heading: `${vargaName} (${vargaId}) · ${w.styles[style]} · ${w.lagnaWord} ${ascSignName}${ascDegree === undefined ? '' : ` ${ascDegree.toFixed(2)}°`}`,
    details: `${localDateTime(k)} · ${place} · ${zodiac}`,
    legend: w.legend,
    signShort: SIGN_SHORT[lang],
  };
}
