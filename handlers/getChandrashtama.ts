import type { Handler } from '../src/http/handler';
import { chandrashtama } from '../src/astrology/panchangTools';

/** GET /v1/astrology/panchang/chandrashtama: pure computation; bad input is a 400 from the engine naming the parameter. */
const getChandrashtama: Handler<'getChandrashtama'> = async ({ query }) => ({
  status: 200,
  body: chandrashtama({
    moon_sign: query.moon_sign, start: query.start, end: query.end, calendar: query.calendar, lat: query.lat, lon: query.lon, tz: query.tz, language: query.language,
  }),
});
export default getChandrashtama;
