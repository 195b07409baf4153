/** The astrology operations of openapi.yaml: shape per conventions; examples and live engine output validate. */
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import YAML from 'yaml';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { dasha, horoscope, kundali, match, shadbala } from '../../src/astrology/index';
import { OPENAPI_PATH } from '../../src/contract';

const doc = YAML.parse(readFileSync(OPENAPI_PATH, 'utf8'));
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'frag', components: doc.components });
const validator = (name: string) => ajv.compile({ $ref: `frag#/components/schemas/${name}` });
const ops = Object.entries(doc.paths as Record<string, { get: any }>).filter(([path]) => path.startsWith('/v1/astrology/')).map(([, p]) => p.get);

describe('astrology operations in openapi.yaml', () => {
  it('has the five operations, tagged astrology, with bounded parameters', () => {
    expect(ops.map((o) => o.operationId).sort()).toEqual(['getAshtakavarga', 'getAspects', 'getAvakahada', 'getBhava', 'getChandrashtama', 'getChart', 'getDasha', 'getDashaSystem', 'getDivisional', 'getDoshas',
      'getFestivals', 'getGochara', 'getHoroscope', 'getIngresses', 'getJaimini', 'getKp', 'getKpRulingPlanets', 'getKundali', 'getLunarReturn', 'getMatch', 'getPanchang', 'getPanchangBalam', 'getPanchangPeriods', 'getProgressions', 'getReport', 'getShadbala', 'getSolarReturn', 'getSynastry', 'getTransits', 'getVarshaphal', 'getWheel']);
    for (const o of ops) {
      expect(o.tags).toEqual(['astrology']);
      expect(o.summary && o.description).toBeTruthy();
      for (const ref of o.parameters) {
        const p = ref.$ref ? doc.components.parameters[ref.$ref.split('/').pop()] : ref;
        expect(p.schema.type).toBeTruthy();
      }
    }
  });

  it('every named JSON example validates against its response schema', () => {
    for (const o of ops) {
      const content = o.responses['200'].content;
      if (!content['application/json']) continue;
      const v = ajv.compile({ $ref: `frag${content['application/json'].schema.$ref}` });
      for (const [name, ex] of Object.entries(content['application/json'].examples as Record<string, { value: unknown }>)) {
        const ok = v(ex.value);
        expect(ok, `${o.operationId}.${name}: ${ajv.errorsText(v.errors)}`).toBe(true);
      }
    }
  });

  it('fresh engine output validates (schemas match what the engine returns)', () => {
    const vk = validator('AstroKundali');
    for (const system of ['vedic', 'kp', 'western'] as const) {
      for (const language of ['en', 'hi', 'ta'] as const) {
        const k = kundali({ date: '1955-02-24', time: '19:15', lat: 37.77, lon: -122.42, system, language, node: 'true' });
        expect(vk(k), ajv.errorsText(vk.errors)).toBe(true);
      }
    }
    const vm = validator('AstroMatchResult');
    expect(vm(match({ boy: { date: '2001-01-01', time: '00:00', lat: 0, lon: 0 }, girl: { date: '2002-02-02', time: '23:59', lat: -33.9, lon: 151.2 } }))).toBe(true);
    const vh = validator('AstroHoroscope');
    expect(vh(horoscope({ sign: 'scorpio', type: 'monthly', language: 'ta' }))).toBe(true);
    const vd = validator('AstroDashaTimeline');
    expect(vd(dasha({ date: '1800-01-01', time: '00:00', lat: 51.5, lon: 0 }))).toBe(true);
    const vs = validator('AstroShadbala');
    for (const language of ['en', 'hi', 'ta'] as const) {
      const s = shadbala({ date: '1981-09-13', time: '01:30', lat: 28.65, lon: 77.2167, tz: 5.5, language, ayanamsa: 'raman' });
      expect(vs(s), ajv.errorsText(vs.errors)).toBe(true);
    }
  });

  it('the SVG example is an SVG document', () => {
    const chart = ops.find((o) => o.operationId === 'getChart');
    expect(chart.responses['200'].content['image/svg+xml'].examples.north.value).toMatch(/^<svg [^>]*>.*<\/svg>$/s);
  });
});
