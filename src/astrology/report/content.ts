/**
 * What a report says, in the requested language, before any layout: the cover facts, the chart drawings, the
 * positions table, the Vimshottari periods (vedic) or the current transits (western), yogas and doshas (vedic) or
 * natal aspects (western), and the classical notes that hold for the chart with their citations. Every value comes
 * from the engine; the notes are the astrology chat's corpus (../chat/corpus), chosen by the same `applies` rule the
 * chat models cite by, so the report never cites anything the chat would not.
 */
import { chartFromNormalized, normalizeInput, type BirthInput, type Chart } from '../chart';
import { kundaliFromChart, type Kundali } from '../kundali';
import { dashaTimeline } from '../dasha';
import { doshaReport } from '../doshas';
import { NAKSHATRAS, SIGNS, type PlanetName } from '../constants';
import { planetLocal, type Language } from '../i18n';
import { computeFacts } from '../chat/facts';
import { applicableEntries } from '../chat/corpus/applies';
import type { CorpusEntry, Rule } from '../chat/corpus/rules';
import { nakshatraName, planetName, signName } from '../chat/lexicon';
import { natalAspectsDoc, transitsDoc } from '../western/index';
import { asteroidLocalName } from '../western/pointNames';
import type { ResolvedTime } from '../time';
import { REPORT_LABELS, type ReportLabels } from './labels';
import { chartDrawings, type ChartDrawing } from './chartImage';

export type ReportSystem = 'vedic' | 'western';

export interface ReportTable {
  /** Column titles and their share of the text width. */
  columns: { title: string; width: number }[];
  rows: string[][];
  /** Indices of rows to emphasise (the running period). */
  highlight?: number[];
}
export interface ReportNote { text: string; citation: string }
export interface ReportContent {
  language: Language;
  labels: ReportLabels;
  system: ReportSystem;
  title: string;
  name: string | null;
  birthRows: [string, string][];
  keyFacts: [string, string][];
  charts: ChartDrawing[];
  positions: ReportTable;
  dasha?: { note: string; mahadashas: ReportTable; antardashaTitle: string; antardashas: ReportTable };
  transits?: { at: string; positions: ReportTable; aspects: ReportTable };
  yogas?: { title: string; text: string }[];
  doshas?: ReportTable;
  natalAspects?: ReportTable;
  notesIntro: string[];
  notes: { section: string; items: ReportNote[] }[];
}

export interface ReportInput extends BirthInput { system?: ReportSystem }

const GRAHA_SET = new Set<string>(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu', 'Uranus', 'Neptune', 'Pluto']);

/** 12°34′56″ from degrees within a sign. */
export function dms(deg: number): string {
  let total = Math.round(deg * 3600);
  const d = Math.floor(total / 3600); total -= d * 3600;
  const m = Math.floor(total / 60);
  return `${d}°${String(m).padStart(2, '0')}′${String(total - m * 60).padStart(2, '0')}″`;
}

/** A point's name in the language with the canonical one beside it (lexicon.ts style); nodes take Rahu/Ketu's names. */
export function pointName(lang: Language, name: string, l: ReportLabels): string {
  if (GRAHA_SET.has(name)) return lang === 'en' || !planetLocal(lang, name as PlanetName) ? name : `${planetLocal(lang, name as PlanetName)} (${name})`;
  if (lang !== 'en' && name === 'North Node') return `${planetLocal(lang, 'Rahu')} (North Node)`;
  if (lang !== 'en' && name === 'South Node') return `${planetLocal(lang, 'Ketu')} (South Node)`;
  if (name === 'Ascendant') return lang === 'en' ? 'Ascendant' : `${l.ascendant} (Ascendant)`;
  return asteroidLocalName(lang, name) ?? name;
}

const signOf = (lang: Language, sign: string): string => signName(lang, SIGNS.indexOf(sign as (typeof SIGNS)[number]));
const latLon = (lat: number, lon: number) => `${Math.abs(lat).toFixed(4)}° ${lat >= 0 ? 'N' : 'S'}, ${Math.abs(lon).toFixed(4)}° ${lon >= 0 ? 'E' : 'W'}`;
const offset = (h: number) => { const m = Math.round(Math.abs(h) * 60); return `UTC${h < 0 ? '-' : '+'}${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`; };
/** A local mean time offset to the second (London's is UTC-00:00:31, which minutes would print as -00:01). */
const offsetToSecond = (h: number) => { const s = Math.round(Math.abs(h) * 3600); const two = (n: number) => String(n).padStart(2, '0'); return `UTC${h < 0 ? '-' : '+'}${two(Math.floor(s / 3600))}:${two(Math.floor(s / 60) % 60)}:${two(s % 60)}`; };
/** The first Gregorian day (1582-10-15): before it a date is read in the Julian calendar unless asked otherwise. */
const GREGORIAN_START = '1582-10-15';

/** How the birth date was read, as the JSON answers' `time` block says it: the calendar, and the same day in the other one. */
function birthDateText(t: Pick<ResolvedTime, 'calendar' | 'date_given' | 'date_gregorian' | 'date_julian' | 'tz_source' | 'tz_offset_hours' | 'zone'>, l: ReportLabels): string {
  if (t.calendar === 'julian') return `${t.date_given} (${l.julianCalendar}; ${l.gregorianCalendar} ${t.date_gregorian})`;
  if (t.date_gregorian < GREGORIAN_START) return `${t.date_given} (${l.gregorianCalendar}; ${l.julianCalendar} ${t.date_julian})`;
  return t.date_given;
}

/** The clock the birth time was read on: the zone, or the birthplace's own local mean time before the zone existed. */
function timeZoneText(t: Pick<ResolvedTime, 'calendar' | 'date_given' | 'date_gregorian' | 'date_julian' | 'tz_source' | 'tz_offset_hours' | 'zone'>, l: ReportLabels): string {
  if (t.tz_source === 'local_mean_time') return `${offsetToSecond(t.tz_offset_hours)} (${l.localMeanTime})`;
  return `${offset(t.tz_offset_hours)}${t.zone ? ` (${t.zone})` : ''}`;
}

/** Section of the interpretation a rule belongs to (koot notes need a match, muhurta notes a day: they never apply here). */
const SECTION_OF: Record<Rule['kind'], keyof ReportLabels['sections'] | null> = {
  sign_of: 'chart', nakshatra: 'chart', planet_in_sign: 'planet', dignity: 'planet', planet_in_house: 'planet', vargottama: 'planet',
  lord_in_house: 'lord', yoga: 'yoga', mahadasha: 'dasha', antardasha: 'dasha', gochara: 'transit', varga_use: 'varga',
  remedy: 'remedy', koot: null, muhurta: null, dosha: null, saturn_cycle: null, timing_rule: null,
};
const SLOW_GRAHAS = new Set(['Jupiter', 'Saturn', 'Rahu', 'Ketu']);
const SECTION_ORDER: (keyof ReportLabels['sections'])[] = ['chart', 'planet', 'lord', 'yoga', 'dasha', 'transit', 'varga', 'remedy'];

export function citationOf(e: Pick<CorpusEntry, 'work' | 'chapter' | 'verse'>, l: ReportLabels): string {
  return `${e.work}, ${l.chapter} ${e.chapter}${e.verse ? `, ${l.verse} ${e.verse}` : ''}`;
}

/** The classical notes that hold for the birth's sidereal chart, grouped by section, in the language. */
function classicalNotes(input: ReportInput, lang: Language, l: ReportLabels, nowMs: number): ReportContent['notes'] {
  const birth: BirthInput = { date: input.date, time: input.time, lat: input.lat, lon: input.lon, tz: input.tz, node: input.node, ayanamsa: input.ayanamsa };
  const facts = computeFacts(birth, { nowMs, vargas: true, period: null, transits: true });
  const groups = new Map<string, ReportNote[]>();
  for (const e of applicableEntries(facts)) {
    const section = SECTION_OF[e.rule.kind];
    if (!section) continue;
    // The transit sample is the middle of this month (facts.ts): only the slow grahas stay put that long.
    if (e.rule.kind === 'gochara' && !SLOW_GRAHAS.has(e.rule.planet)) continue;
    const list = groups.get(section) ?? [];
    list.push({ text: e.text[lang], citation: citationOf(e, l) });
    groups.set(section, list);
  }
  return SECTION_ORDER.filter((s) => groups.has(s)).map((s) => ({ section: l.sections[s], items: groups.get(s)! }));
}

function positionsTable(k: Kundali, lang: Language, l: ReportLabels, vedic: boolean): ReportTable {
  const ascRow = [pointName(lang, 'Ascendant', l), signOf(lang, k.ascendant.sign), dms(k.ascendant.degree)];
  const rows = k.planets.map((p) => {
    const base = [pointName(lang, p.name, l), signOf(lang, p.sign), dms(p.degree)];
    const retro = p.retrograde && p.name !== 'Rahu' && p.name !== 'Ketu' ? l.yes : '';
    return vedic
      ? [...base, `${nakshatraName(lang, NAK_INDEX(p.nakshatra))} / ${p.pada}`, String(p.house), retro]
      : [...base, String(p.house), retro];
  });
  const ascNak = vedic ? [nakshatraName(lang, NAK_INDEX(k.ascendant.nakshatra)), '1', ''] : ['1', ''];
  const columns = vedic
    ? [{ title: l.planet, width: 0.19 }, { title: l.sign, width: 0.19 }, { title: l.degree, width: 0.13 }, { title: l.nakshatraPada, width: 0.28 }, { title: l.house, width: 0.08 }, { title: l.retrograde, width: 0.13 }]
    : [{ title: l.planet, width: 0.3 }, { title: l.sign, width: 0.28 }, { title: l.degree, width: 0.16 }, { title: l.house, width: 0.12 }, { title: l.retrograde, width: 0.14 }];
  return { columns, rows: [[...ascRow, ...(vedic ? [ascNak[0], '', ''] : ['1', ''])], ...rows] };
}
const NAK_INDEX = (n: string) => NAKSHATRAS.indexOf(n as (typeof NAKSHATRAS)[number]);

function dashaSection(chart: Chart, k: Kundali, lang: Language, l: ReportLabels, nowMs: number): NonNullable<ReportContent['dasha']> {
  const moon = chart.planets.find((p) => p.name === 'Moon')!;
  const birthMs = Date.parse(chart.time.utc_datetime);
  const t = dashaTimeline(moon.siderealDeg, birthMs, chart.time.tz_offset_hours, Math.max(nowMs, birthMs), 3);
  const today = new Date(Math.max(nowMs, birthMs) + chart.time.tz_offset_hours * 3600000).toISOString().slice(0, 10);
  const running = (p: { start: string; end: string }) => p.start <= today && today < p.end;
  const cols = [{ title: '', width: 0.34 }, { title: l.start, width: 0.22 }, { title: l.end, width: 0.22 }, { title: l.years, width: 0.22 }];
  const maha: ReportTable = {
    columns: [{ ...cols[0], title: l.mahadasha }, ...cols.slice(1)],
    rows: t.mahadasha.map((p) => [pointName(lang, p.planet, l) + (running(p) ? ` (${l.running})` : ''), p.start, p.end, p.years.toFixed(2)]),
    highlight: t.mahadasha.flatMap((p, i) => (running(p) ? [i] : [])),
  };
  const current = k.dasha.current;
  const antars = t.antardasha.filter((a) => a.mahadasha === current);
  const antar: ReportTable = {
    columns: [{ ...cols[0], title: l.antardasha }, ...cols.slice(1)],
    rows: antars.map((a) => [`${pointName(lang, a.mahadasha, l)} / ${pointName(lang, a.planet, l)}${running(a) ? ` (${l.running})` : ''}`, a.start, a.end, a.years.toFixed(2)]),
    highlight: antars.flatMap((a, i) => (running(a) ? [i] : [])),
  };
  return { note: l.vimshottariNote, mahadashas: maha, antardashaTitle: `${l.antardashasOf}: ${pointName(lang, current, l)}`, antardashas: antar };
}

function westernSections(input: ReportInput, lang: Language, l: ReportLabels, nowMs: number) {
  const birth = { date: input.date, time: input.time, lat: input.lat, lon: input.lon, tz: input.tz, node: input.node, house_system: input.house_system };
  const tr = transitsDoc({ ...birth }, nowMs);
  const transits = {
    at: tr.at.replace('T', ' ').replace('Z', ' UTC'),
    positions: {
      columns: [{ title: l.transiting, width: 0.3 }, { title: l.sign, width: 0.28 }, { title: l.degree, width: 0.16 }, { title: l.natalHouse, width: 0.12 }, { title: l.retrograde, width: 0.14 }],
      rows: tr.transits.map((p) => [pointName(lang, p.name, l), signOf(lang, p.sign), dms(p.degree), String(p.natal_house), p.retrograde && p.name !== 'North Node' ? l.yes : '']),
    },
    aspects: {
      columns: [{ title: l.transiting, width: 0.32 }, { title: l.aspect, width: 0.2 }, { title: l.natalPoint, width: 0.32 }, { title: l.orb, width: 0.16 }],
      rows: tr.aspects.slice(0, 14).map((a) => [pointName(lang, a.point1.replace(/^transit /, ''), l), a.aspect.replace(/_/g, '-'), pointName(lang, a.point2.replace(/^natal /, ''), l), dms(a.orb)]),
    },
  };
  const natal = natalAspectsDoc({ ...birth });
  const natalAspects: ReportTable = {
    columns: [{ title: l.planet, width: 0.32 }, { title: l.aspect, width: 0.2 }, { title: l.planet, width: 0.32 }, { title: l.orb, width: 0.16 }],
    rows: natal.aspects.filter((a) => a.kind === 'major').slice(0, 16).map((a) => [pointName(lang, a.point1, l), a.aspect, pointName(lang, a.point2, l), dms(a.orb)]),
  };
  return { transits, natalAspects };
}

/** The report's content for a birth; `nowMs` selects the running dasha and the transits. Bad input: 400 naming it. */
export function reportContent(input: ReportInput, name: string | null, nowMs: number): ReportContent {
  const n = normalizeInput(input);
  const system = n.system as ReportSystem;
  const vedic = system === 'vedic';
  const lang = n.language;
  const l = REPORT_LABELS[lang];
  const chart = chartFromNormalized(n);
  const k = kundaliFromChart(chart, nowMs);
  const moonPlanet = k.planets.find((p) => p.name === 'Moon')!;
  const t = k.time;

  const birthRows: [string, string][] = [
    ...(name ? [[l.name, name] as [string, string]] : []),
    [l.date, birthDateText(t, l)], [l.time, input.time],
    [l.timeZone, timeZoneText(t, l)],
    [l.utc, t.utc_datetime.replace('T', ' ').replace('Z', ' UTC')],
    [l.place, latLon(n.latDeg, n.lonDeg)],
    [l.system, vedic ? l.vedicSystem : l.westernSystem],
    ...(vedic ? [[l.ayanamsa, `${k.ayanamsa.name} (${dms(k.ayanamsa.degrees)})`] as [string, string]] : [[l.houseSystem, k.house_system] as [string, string]]),
    [l.node, k.node_type === 'true' ? l.nodeTrue : l.nodeMean],
    [l.engine, k.engine],
    [l.generated, new Date(nowMs).toISOString().slice(0, 16).replace('T', ' ') + ' UTC'],
  ];
  const keyFacts: [string, string][] = [
    [l.ascendant, `${signOf(lang, k.ascendant.sign)} ${dms(k.ascendant.degree)}`],
    [l.moonSign, signOf(lang, k.moon_sign)],
    [l.sunSign, signOf(lang, k.sun_sign)],
    ...(vedic ? [
      [l.moonNakshatra, `${nakshatraName(lang, NAK_INDEX(moonPlanet.nakshatra))} / ${moonPlanet.pada}`] as [string, string],
      [l.runningDasha, `${pointName(lang, k.dasha.current, l)} / ${pointName(lang, k.dasha.sub, l)} (${k.dasha.sub_start} – ${k.dasha.sub_end})`] as [string, string],
    ] : []),
  ];

  const content: ReportContent = {
    language: lang, labels: l, system, title: l.title, name, birthRows, keyFacts,
    charts: chartDrawings(chart, l),
    positions: positionsTable(k, lang, l, vedic),
    notesIntro: vedic ? [l.interpretationNote] : [l.interpretationNote, l.interpretationWesternNote],
    notes: classicalNotes(input, lang, l, nowMs),
  };
  if (vedic) {
    content.dasha = dashaSection(chart, k, lang, l, nowMs);
    content.yogas = k.yogas.map((y) => ({ title: `${y.name} (${l.strength[y.strength]})`, text: y.description }));
    // The doshas only; the sade sati periods (a century of Saturn ingresses) are not printed, so the window is a year.
    const dr = doshaReport(chart, false, 1);
    content.doshas = {
      columns: [{ title: l.dosha, width: 0.36 }, { title: l.status, width: 0.26 }, { title: '', width: 0.38 }],
      rows: dr.doshas.map((d) => [
        lang === 'en' || !d.name_local ? d.name : `${d.name_local} (${d.name})`,
        d.present ? (d.cancelled ? l.cancelled : l.present) : l.absent,
        d.from_lagna && d.from_moon ? `${l.fromLagna} ${d.from_lagna.house}; ${l.fromMoon} ${d.from_moon.house}` : '',
      ]),
      highlight: dr.doshas.flatMap((d, i) => (d.present && !d.cancelled ? [i] : [])),
    };
  } else {
    const w = westernSections(input, lang, l, nowMs);
    content.transits = w.transits;
    content.natalAspects = w.natalAspects;
  }
  return content;
}

