import type { Handler } from '../src/http/handler';
import { panchangBalam } from '../src/astrology/panchangTools';

/** GET /v1/astrology/panchang/balam: pure computation; bad input is a 400 from the engine naming the parameter. */
const getPanchangBalam: Handler<'getPanchangBalam'> = async ({ query }) => ({
  status: 200,
  body: panchangBalam({
    date: query.date, calendar: query.calendar, lat: query.lat, lon: query.lon, tz: query.tz, language: query.language,
    birth_nakshatra: query.birth_nakshatra, moon_sign: query.moon_sign,
  }),
});
export default getPanchangBalam;
