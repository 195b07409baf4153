import type { Handler } from '../src/http/handler';
import { varshaphal } from '../src/astrology/index';

/** GET /v1/astrology/varshaphal: Tajika annual chart (varshaphal.ts): solar return, Muntha, year lord, yogas, sahams, Mudda dasha. */
const getVarshaphal: Handler<'getVarshaphal'> = async ({ query }) => ({
  status: 200,
  body: varshaphal({
    date: query.date, calendar: query.calendar, time: query.time, lat: query.lat, lon: query.lon, tz: query.tz, language: query.language, node: query.node,
    ayanamsa: query.ayanamsa, year: query.year, age: query.age, return_lat: query.return_lat, return_lon: query.return_lon, return_tz: query.return_tz,
  }),
});
export default getVarshaphal;
