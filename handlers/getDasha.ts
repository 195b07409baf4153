import type { Handler } from '../src/http/handler';
import { dasha } from '../src/astrology/index';

/** GET /v1/astrology/dasha (spec 4.11). */
const getDasha: Handler<'getDasha'> = async ({ query }) => ({
  status: 200,
  body: dasha({ date: query.date, calendar: query.calendar, time: query.time, lat: query.lat, lon: query.lon, tz: query.tz, at: query.at, levels: query.levels }),
});
export default getDasha;
