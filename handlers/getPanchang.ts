import type { Handler } from '../src/http/handler';
import { panchang } from '../src/astrology/panchang';

/** GET /v1/astrology/panchang: pure computation; bad input is a 400 from the engine naming the parameter. */
const getPanchang: Handler<'getPanchang'> = async ({ query }) => ({
  status: 200,
  body: panchang({ date: query.date, calendar: query.calendar, lat: query.lat, lon: query.lon, tz: query.tz, language: query.language }),
});
export default getPanchang;
