/**
 * Builds openapi-fragments/astrology.yaml: schemas written here, examples produced by running the engine.
 * Run from /work/main: npx tsx test/astrology/openapi/build-fragment.ts
 * test/astrology/openapi-fragment.test.ts checks that the examples and fresh engine output validate.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { chartSvg, dasha, horoscope, kundali, match } from '../../../src/astrology/index';
import { NAKSHATRAS, SIGNS, SIGN_SLUGS } from '../../../src/astrology/constants';

const AT = Date.UTC(2026, 0, 1);
const GRAHAS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];
const PLANETS = [...GRAHAS, 'Uranus', 'Neptune', 'Pluto'];
const ref = (n: string) => ({ $ref: `#/components/schemas/${n}` });
const str = (description?: string) => ({ type: 'string', ...(description ? { description } : {}) });
const num = (description?: string, extra: object = {}) => ({ type: 'number', ...extra, ...(description ? { description } : {}) });
const int = (min: number, max: number, description?: string) => ({ type: 'integer', minimum: min, maximum: max, ...(description ? { description } : {}) });
const enumOf = (values: readonly string[], description?: string) => ({ type: 'string', enum: [...values], ...(description ? { description } : {}) });
const date = (description?: string) => ({ type: 'string', format: 'date', ...(description ? { description } : {}) });
const obj = (required: string[], properties: Record<string, unknown>, description?: string) => ({ type: 'object', ...(description ? { description } : {}), required, properties });
const sign = enumOf(SIGNS, 'Canonical English sign name.');
const nakshatra = enumOf(NAKSHATRAS, 'Canonical nakshatra name (sidereal).');
const graha = enumOf(GRAHAS);
const longitude = num('Ecliptic longitude in degrees, 0 <= longitude < 360.', { minimum: 0, exclusiveMaximum: 360 });
const degree = num('Degrees within the sign, 0 <= degree < 30.', { minimum: 0, exclusiveMaximum: 30 });
const localName = str('Localized name, present when language is not en.');

const schemas = {
  AstroAscendant: obj(['sign', 'degree', 'longitude', 'nakshatra'], {
    sign, sign_local: localName, degree, longitude, nakshatra, nakshatra_local: localName,
    star_lord: { ...graha, description: 'KP star lord (system kp only).' }, sub_lord: { ...graha, description: 'KP sub lord (system kp only).' },
  }),
  AstroPlanet: obj(['name', 'sign', 'nakshatra', 'pada', 'house', 'degree', 'longitude', 'speed', 'retrograde'], {
    name: enumOf(PLANETS, 'Sun..Saturn, Rahu, Ketu; western adds Uranus, Neptune, Pluto.'), name_local: localName,
    sign, sign_local: localName, nakshatra, nakshatra_local: localName, pada: int(1, 4, 'Quarter of the nakshatra.'),
    house: int(1, 12), degree, longitude, speed: num('Degrees per day (negative when retrograde).'), retrograde: { type: 'boolean' },
    star_lord: { ...graha, description: 'KP star lord (system kp only).' }, sub_lord: { ...graha, description: 'KP sub lord (system kp only).' },
  }),
  AstroHouse: obj(['number', 'sign', 'cusp_degree', 'lord', 'occupants'], {
    number: int(1, 12), sign, sign_local: localName, cusp_degree: { ...longitude, description: 'Cusp longitude in degrees (whole-sign: 0° of the sign).' },
    lord: graha, occupants: { type: 'array', items: enumOf(PLANETS) },
    star_lord: { ...graha, description: 'KP star lord of the cusp (system kp only).' }, sub_lord: { ...graha, description: 'KP sub lord of the cusp (system kp only).' },
  }, 'House item (our decision for the fields spec 2.6 does not show).'),
  AstroYoga: obj(['name', 'description', 'strength'], {
    name: enumOf(['Gajakesari', 'Budha-Aditya', 'Ruchaka', 'Bhadra', 'Hamsa', 'Malavya', 'Sasa', 'Chandra-Mangala', 'Kemadruma', 'Raja Yoga', 'Dhana Yoga', 'Neecha Bhanga']),
    description: str('In the requested language.'), strength: enumOf(['strong', 'moderate', 'weak']),
  }),
  AstroTimeInfo: obj(['tz_offset_hours', 'zone', 'tz_source', 'utc_datetime', 'dst_rule', 'delta_t_seconds', 'julian_day_ut', 'julian_day_tt'], {
    tz_offset_hours: num('UTC offset applied, hours east of Greenwich.'),
    zone: { type: ['string', 'null'], description: 'IANA zone of the coordinates; null when tz was given.' },
    tz_source: enumOf(['request', 'coordinates']),
    utc_datetime: { type: 'string', format: 'date-time' },
    dst_rule: enumOf(['fixed_offset', 'unambiguous', 'gap_shift_forward', 'overlap_earlier'],
      'gap_shift_forward: local time in a DST gap, read with the pre-gap offset (moves forward by the gap); overlap_earlier: ambiguous local time, first occurrence used.'),
    delta_t_seconds: num('TT - UT used.'), julian_day_ut: num(), julian_day_tt: num(),
  }, 'How the local birth time was resolved.'),
  AstroKundali: obj(['system', 'language', 'house_system', 'zodiac', 'ayanamsa', 'node_type', 'time', 'ascendant', 'moon_sign', 'sun_sign', 'planets', 'houses', 'yogas', 'dasha', 'engine'], {
    system: enumOf(['vedic', 'western', 'kp']), language: enumOf(['en', 'hi', 'ta']),
    house_system: enumOf(['whole_sign', 'placidus']), zodiac: enumOf(['sidereal', 'tropical']),
    ayanamsa: obj(['name', 'degrees'], { name: enumOf(['lahiri', 'krishnamurti']), degrees: num('Mean ayanamsa (without nutation).') },
      'Ayanamsa of the sidereal positions; for western it is only used for nakshatras, yogas and dashas.'),
    node_type: enumOf(['mean', 'true']), time: ref('AstroTimeInfo'), ascendant: ref('AstroAscendant'),
    moon_sign: sign, moon_sign_local: localName, sun_sign: sign, sun_sign_local: localName,
    planets: { type: 'array', items: ref('AstroPlanet') },
    houses: { type: 'array', minItems: 12, maxItems: 12, items: ref('AstroHouse') },
    yogas: { type: 'array', items: ref('AstroYoga') },
    dasha: obj(['current', 'sub', 'start', 'end', 'sub_start', 'sub_end'], {
      current: { ...graha, description: 'Current Vimshottari mahadasha lord.' }, sub: { ...graha, description: 'Current antardasha lord.' },
      start: date('Start of the current mahadasha.'), end: date('End of the current mahadasha.'), sub_start: date(), sub_end: date(),
    }),
    engine: str('Engine and ephemeris names.'),
  }),
  AstroKoot: obj(['name', 'score', 'max', 'reason', 'boy', 'girl'], {
    name: enumOf(['Varna', 'Vashya', 'Tara', 'Yoni', 'Graha Maitri', 'Gana', 'Bhakoot', 'Nadi']),
    score: num(undefined, { minimum: 0, maximum: 8 }), max: num(undefined, { minimum: 1, maximum: 8 }),
    reason: str(), boy: str('The boy\'s attribute for this koot.'), girl: str('The girl\'s attribute for this koot.'),
  }),
  AstroMangalDoshaDetail: obj(['from_lagna', 'from_moon', 'from_venus', 'dosha_from', 'cancelled', 'cancellations'], {
    from_lagna: int(1, 12, 'House of Mars from the lagna.'), from_moon: int(1, 12), from_venus: int(1, 12),
    dosha_from: { type: 'array', items: enumOf(['lagna', 'moon', 'venus']) }, cancelled: { type: 'boolean' },
    cancellations: { type: 'array', items: str() },
  }),
  AstroMatchPerson: obj(['moon_sign', 'nakshatra', 'moon_longitude'], { moon_sign: sign, nakshatra, moon_longitude: longitude }),
  AstroMatchResult: obj(['total_score', 'max_score', 'koots', 'mangal_dosha', 'boy', 'girl'], {
    total_score: num(undefined, { minimum: 0, maximum: 36 }), max_score: { type: 'number', const: 36 },
    koots: { type: 'array', minItems: 8, maxItems: 8, items: ref('AstroKoot') },
    mangal_dosha: obj(['boy', 'girl', 'boy_details', 'girl_details', 'note'], {
      boy: { type: 'boolean', description: 'Mars in 1, 2, 4, 7, 8 or 12 from the lagna and not cancelled.' }, girl: { type: 'boolean' },
      boy_details: ref('AstroMangalDoshaDetail'), girl_details: ref('AstroMangalDoshaDetail'), note: str(),
    }),
    boy: ref('AstroMatchPerson'), girl: ref('AstroMatchPerson'),
  }),
  AstroTransit: obj(['planet', 'sign', 'house', 'favourable', 'retrograde'], {
    planet: graha, sign, house: int(1, 12, 'Whole-sign house counted from the requested sign.'), favourable: { type: 'boolean' }, retrograde: { type: 'boolean' },
  }),
  AstroHoroscope: obj(['sign', 'date', 'type', 'language', 'period', 'prediction', 'lucky_number', 'lucky_color', 'mood', 'score', 'moon', 'transits'], {
    sign: enumOf(SIGN_SLUGS), sign_local: localName, date: date(), type: enumOf(['daily', 'weekly', 'monthly']), language: enumOf(['en', 'hi', 'ta']),
    period: obj(['start', 'end'], { start: date(), end: date() }),
    prediction: str('In the requested language.'), lucky_number: int(1, 9), lucky_color: str('English colour name.'), lucky_color_local: localName,
    mood: enumOf(['excellent', 'positive', 'balanced', 'cautious', 'challenging']), mood_local: localName,
    score: num('Weighted share of favourable transits, 0..1.', { minimum: 0, maximum: 1 }),
    moon: obj(['sign', 'nakshatra', 'house'], { sign, nakshatra, nakshatra_local: localName, house: int(1, 12) }),
    transits: { type: 'array', items: ref('AstroTransit') },
  }),
  AstroDashaPeriod: obj(['planet', 'start', 'end', 'years'], { planet: graha, start: date(), end: date(), years: num() }),
  AstroAntardasha: obj(['mahadasha', 'planet', 'start', 'end', 'years'], { mahadasha: graha, planet: graha, start: date(), end: date(), years: num() }),
  AstroPratyantardasha: obj(['mahadasha', 'antardasha', 'planet', 'start', 'end', 'years'], {
    mahadasha: graha, antardasha: graha, planet: graha, start: date(), end: date(), years: num(),
  }),
  AstroDashaTimeline: obj(['birth', 'year_length_days', 'mahadasha', 'antardasha', 'pratyantardasha', 'at', 'current'], {
    birth: obj(['moon_longitude', 'nakshatra', 'lord', 'elapsed_fraction', 'balance_years'], {
      moon_longitude: longitude, nakshatra, lord: graha, elapsed_fraction: num(undefined, { minimum: 0, maximum: 1 }), balance_years: num(),
    }),
    year_length_days: { type: 'number', const: 365.25 },
    mahadasha: { type: 'array', minItems: 9, maxItems: 9, items: ref('AstroDashaPeriod'), description: 'The 120-year cycle from the start of the birth mahadasha (before birth).' },
    antardasha: { type: 'array', minItems: 81, maxItems: 81, items: ref('AstroAntardasha'), description: 'All 81 antardashas of the cycle (our decision).' },
    pratyantardasha: { type: 'array', minItems: 81, maxItems: 81, items: ref('AstroPratyantardasha'), description: 'The 81 pratyantardashas of the current mahadasha (our decision).' },
    at: { type: 'string', format: 'date-time' },
    current: obj(['mahadasha', 'antardasha', 'pratyantardasha'], { mahadasha: graha, antardasha: graha, pratyantardasha: graha }),
  }),
};

const DATE_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';
const TIME_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
const qp = (name: string, required: boolean, schema: object, description: string, example?: unknown) => ({
  name, in: 'query', required, description, schema, ...(example !== undefined ? { example } : {}),
});
const birthParams = (prefix: string, who: string, ex: { date: string; time: string; lat: number; lon: number }) => [
  qp(`${prefix}date`, true, { type: 'string', format: 'date', pattern: DATE_PATTERN }, `${who}birth date, YYYY-MM-DD, 1800-01-01 to 2100-12-31.`, ex.date),
  qp(`${prefix}time`, true, { type: 'string', pattern: TIME_PATTERN }, `${who}local birth time, HH:MM 24-hour.`, ex.time),
  qp(`${prefix}lat`, true, { type: 'number', minimum: -90, maximum: 90 }, `${who}birth latitude, degrees north.`, ex.lat),
  qp(`${prefix}lon`, true, { type: 'number', minimum: -180, maximum: 180 }, `${who}birth longitude, degrees east.`, ex.lon),
  qp(`${prefix}tz`, false, { type: 'number', minimum: -14, maximum: 14 },
    `${who}UTC offset in hours. Omitted: the IANA zone of the coordinates and its offset on that date (DST gap: read with the pre-gap offset; overlap: first occurrence).`),
];
const DELHI = { date: '1990-05-15', time: '14:30', lat: 28.6139, lon: 77.209 };
const MUMBAI = { date: '1992-11-03', time: '06:10', lat: 19.076, lon: 72.8777 };
const kundaliParams = [
  ...birthParams('', '', DELHI),
  qp('system', false, { type: 'string', enum: ['vedic', 'western', 'kp'], default: 'vedic' },
    'vedic: Lahiri sidereal, whole-sign houses; kp: Krishnamurti sidereal, Placidus, star/sub lords; western: tropical, Placidus, outer planets. Placidus (kp, western) is undefined beyond about 66.5° latitude (400).'),
  qp('language', false, { type: 'string', enum: ['en', 'hi', 'ta'], default: 'en' }, 'Adds *_local names and localizes texts (canonical English names are always present).'),
  qp('node', false, { type: 'string', enum: ['mean', 'true'], default: 'mean' }, 'Rahu as the mean lunar node or the true (osculating) node.'),
];

const json = (schemaName: string, description: string, examples: Record<string, { summary: string; value: unknown }>) => ({
  '200': { description, content: { 'application/json': { schema: ref(schemaName), examples } } },
});

const k1 = kundali(DELHI, AT);
const k2 = kundali({ ...DELHI, system: 'kp', language: 'hi' }, AT);
const k3 = kundali({ date: '1985-10-27', time: '01:30', lat: 40.7128, lon: -74.006, system: 'western', language: 'ta' }, AT);
const m1 = match({ boy: DELHI, girl: MUMBAI });
const h1 = horoscope({ sign: 'aries', date: '2026-01-01' });
const h2 = horoscope({ sign: 'leo', date: '2026-01-05', type: 'weekly', language: 'hi' });
const h3 = horoscope({ sign: 'pisces', date: '2026-02-01', type: 'monthly', language: 'ta' });
const d1 = dasha({ ...DELHI, at: '2026-01-01' });
const svg = chartSvg(k1, 'north');

const doc = {
  tags: [{ name: 'astrology', description: 'Vedic, KP and western birth charts, compatibility, horoscopes and dashas computed in-process (spec 2.6-2.9, 4.8-4.11).' }],
  paths: {
    '/v1/astrology/kundali': {
      get: {
        operationId: 'getKundali', tags: ['astrology'], summary: 'Birth chart (kundali)',
        description: 'Planets, ascendant, houses, yogas and current Vimshottari dasha for a birth time and place (spec 2.6). Positions are apparent geocentric longitudes (VSOP87B, ELP/MPP02); the current dasha is evaluated at the request time.',
        parameters: kundaliParams,
        responses: json('AstroKundali', 'The birth chart.', {
          vedic: { summary: 'Vedic chart, Delhi 1990 (dasha as of 2026-01-01)', value: k1 },
          kpHindi: { summary: 'KP chart with Hindi names', value: k2 },
          westernTamil: { summary: 'Western chart, New York, ambiguous DST hour (first occurrence), Tamil names', value: k3 },
        }),
      },
    },
    '/v1/astrology/match': {
      get: {
        operationId: 'getMatch', tags: ['astrology'], summary: 'Ashtakoota compatibility',
        description: 'Eight-koot Guna Milan from both Moons (Lahiri sidereal) with the reason for each score, and Mangal dosha of both charts (spec 2.7).',
        parameters: [...birthParams('boy_', "Boy's ", DELHI), ...birthParams('girl_', "Girl's ", MUMBAI)],
        responses: json('AstroMatchResult', 'The compatibility result.', { basic: { summary: 'Delhi 1990 and Mumbai 1992', value: m1 } }),
      },
    },
    '/v1/astrology/horoscope': {
      get: {
        operationId: 'getHoroscope', tags: ['astrology'], summary: 'Sign horoscope',
        description: 'Daily, weekly or monthly horoscope for a Moon sign, derived from the sidereal transits of the date (deterministic) (spec 2.8).',
        parameters: [
          qp('sign', true, { type: 'string', enum: SIGN_SLUGS }, 'Lowercase zodiac sign (read as the Moon sign).', 'aries'),
          qp('date', false, { type: 'string', format: 'date', pattern: DATE_PATTERN }, 'YYYY-MM-DD, default today (UTC).'),
          qp('type', false, { type: 'string', enum: ['daily', 'weekly', 'monthly'], default: 'daily' }, 'Horizon: the day, 7 days from the date, or the calendar month.'),
          qp('language', false, { type: 'string', enum: ['en', 'hi', 'ta'], default: 'en' }, 'Language of the prediction.'),
        ],
        responses: json('AstroHoroscope', 'The horoscope.', {
          daily: { summary: 'Daily, English', value: h1 }, weeklyHindi: { summary: 'Weekly, Hindi', value: h2 }, monthlyTamil: { summary: 'Monthly, Tamil', value: h3 },
        }),
      },
    },
    '/v1/astrology/dasha': {
      get: {
        operationId: 'getDasha', tags: ['astrology'], summary: 'Vimshottari dasha timeline',
        description: 'The 120-year mahadasha cycle with all antardashas, the pratyantardashas of the current mahadasha, and the periods current at `at` (spec 2.9). Years are 365.25 days.',
        parameters: [
          ...birthParams('', '', DELHI),
          qp('at', false, { type: 'string', maxLength: 40, pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}([T ][0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]+)?)?(Z|[+-][0-9]{2}:?[0-9]{2})?)?$' },
            'ISO 8601 date or date-time at which `current` is evaluated; default now. Must not precede the birth.', '2026-01-01'),
        ],
        responses: json('AstroDashaTimeline', 'The dasha timeline.', { basic: { summary: 'Delhi 1990, current periods on 2026-01-01', value: d1 } }),
      },
    },
    '/v1/astrology/chart': {
      get: {
        operationId: 'getChart', tags: ['astrology'], summary: 'Chart drawing (SVG)',
        description: 'The kundali drawn as SVG: North Indian (fixed houses), South Indian (fixed signs) or a western wheel.',
        parameters: [...kundaliParams, qp('style', false, { type: 'string', enum: ['north', 'south', 'western'], default: 'north' }, 'Drawing style.')],
        responses: {
          '200': {
            description: 'SVG document.',
            content: { 'image/svg+xml': { schema: { type: 'string', contentMediaType: 'image/svg+xml' }, examples: { north: { summary: 'North Indian chart, Delhi 1990', value: svg } } } },
          },
        },
      },
    },
  },
  components: { schemas },
};

const out = fileURLToPath(new URL('../../../openapi-fragments/astrology.yaml', import.meta.url));
writeFileSync(out, '# Generated by test/astrology/openapi/build-fragment.ts (schemas there; examples from the engine).\n'
  + YAML.stringify(JSON.parse(JSON.stringify(doc)), { lineWidth: 0, aliasDuplicateObjects: false }));
console.log('wrote', out);
