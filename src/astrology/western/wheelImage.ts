/**
 * GET /v1/astrology/wheel's domain call: reads the kind of wheel and its charts' parameters, computes the charts with
 * the Western engine and draws them (wheel.ts), as SVG or as PNG (src/render/png.ts).
 *
 * natal: the birth chart (date, time, lat, lon, tz) and its aspects with the natal orbs. transit: the same chart
 * inside, the sky at `at` (default now) outside, transit-to-natal aspects with the transit orbs of GET
 * /v1/astrology/transits (3° major, 1° minor). synastry: the birth chart as person 1 inside (its houses), person 2
 * (p2_date, p2_time, p2_lat, p2_lon, p2_tz) outside, inter-aspects with the natal orbs. Parameters that belong to
 * another kind are a 400 naming them rather than silently ignored.
 */
import { errors } from '../../errors';
import { svgToPng } from '../../render/png';
import { parseEnum } from '../validate';
import { parseOrbs } from './aspects';
import { TRANSIT_DEFAULT_ORBS, parseInstant, transitingPoints } from './transits';
import { natalWheelSvg, synastryWheelSvg, transitWheelSvg } from './wheel';
import { westernChart, type WesternInput } from './westernChart';

export const WHEEL_KINDS = ['natal', 'transit', 'synastry'] as const;
export const WHEEL_FORMATS = ['svg', 'png'] as const;
const P2_KEYS = ['date', 'time', 'lat', 'lon', 'tz'] as const;

const given = (v: unknown) => v !== undefined && v !== null && v !== '';
const isoSeconds = (ms: number) => new Date(Math.round(ms / 1000) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The wheel's SVG for the request's parameters. */
export function wheelSvgFor(input: Record<string, unknown>, nowMs: number = Date.now()): string {
  const raw = input ?? {};
  const kind = parseEnum(raw.kind, WHEEL_KINDS, 'natal', 'kind');
  if (kind !== 'transit' && given(raw.at)) throw errors.invalidRequest('at applies to kind=transit only.', 'at');
  if (kind !== 'synastry') {
    for (const k of P2_KEYS) if (given(raw[`p2_${k}`])) throw errors.invalidRequest(`p2_${k} applies to kind=synastry only.`, `p2_${k}`);
  }
  if (kind === 'transit') {
    const orbs = parseOrbs(raw, TRANSIT_DEFAULT_ORBS);
    const atMs = parseInstant(raw.at, 'at', nowMs);
    const natal = westernChart(raw as unknown as WesternInput);
    return transitWheelSvg(natal, transitingPoints(natal, atMs), isoSeconds(atMs), orbs);
  }
  const orbs = parseOrbs(raw);
  const person1 = westernChart(raw as unknown as WesternInput);
  if (kind === 'natal') return natalWheelSvg(person1, orbs);
  const p2: Record<string, unknown> = { house_system: raw.house_system, node: raw.node, calendar: raw.calendar };
  for (const k of P2_KEYS) p2[k] = raw[`p2_${k}`];
  for (const k of P2_KEYS.slice(0, 4)) if (!given(p2[k])) throw errors.invalidRequest(`p2_${k} is required with kind=synastry.`, `p2_${k}`);
  return synastryWheelSvg(person1, westernChart(p2 as unknown as WesternInput, 'p2_'), orbs);
}

/** The wheel in the requested format: image/svg+xml or image/png. */
export function wheelImage(input: Record<string, unknown>, nowMs: number = Date.now()): { bytes: Buffer; contentType: string } {
  const format = parseEnum((input ?? {}).format, WHEEL_FORMATS, 'svg', 'format');
  const svg = wheelSvgFor(input, nowMs);
  return format === 'png'
    ? { bytes: svgToPng(svg), contentType: 'image/png' }
    : { bytes: Buffer.from(svg, 'utf8'), contentType: 'image/svg+xml; charset=utf-8' };
}
