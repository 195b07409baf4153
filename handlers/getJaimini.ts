import type { Handler } from '../src/http/handler';
import { jaimini } from '../src/astrology/index';

/** GET /v1/astrology/jaimini: chara karakas, karakamsa, arudha padas with the upapada, rashi drishti (jaimini.ts). */
const getJaimini: Handler<'getJaimini'> = async ({ query }) => ({
  status: 200,
  body: jaimini({
    date: query.date, calendar: query.calendar, time: query.time, lat: query.lat, lon: query.lon, tz: query.tz, language: query.language, node: query.node,
    ayanamsa: query.ayanamsa, karakas: query.karakas,
  }),
});
export default getJaimini;
