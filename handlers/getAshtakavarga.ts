import type { Handler } from '../src/http/handler';
import { ashtakavarga } from '../src/astrology/index';

/** GET /v1/astrology/ashtakavarga: bhinna and sarva ashtakavarga, shodhana and pindas (BPHS ch. 66-69). */
const getAshtakavarga: Handler<'getAshtakavarga'> = async ({ query }) => ({
  status: 200,
  body: ashtakavarga({
    date: query.date, calendar: query.calendar, time: query.time, lat: query.lat, lon: query.lon, tz: query.tz, language: query.language, node: query.node, ayanamsa: query.ayanamsa,
  }),
});
export default getAshtakavarga;
