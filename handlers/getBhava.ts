import type { Handler } from '../src/http/handler';
import { bhava } from '../src/astrology/index';

/** GET /v1/astrology/bhava: bhava madhya and sandhi (bhava chalit). */
const getBhava: Handler<'getBhava'> = async ({ query }) => ({
  status: 200,
  body: bhava({
    date: query.date, calendar: query.calendar, time: query.time, lat: query.lat, lon: query.lon, tz: query.tz, language: query.language,
    node: query.node, ayanamsa: query.ayanamsa, method: query.method,
  }),
});
export default getBhava;
