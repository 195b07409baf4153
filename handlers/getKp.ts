import type { Handler } from '../src/http/handler';
import { kp } from '../src/astrology/index';

/** GET /v1/astrology/kp: KP cuspal and planetary lords, four-level significators, ruling planets; horary by number. */
const getKp: Handler<'getKp'> = async ({ query }) => ({
  status: 200,
  body: kp({
    date: query.date, calendar: query.calendar, time: query.time, lat: query.lat, lon: query.lon, tz: query.tz, language: query.language,
    node: query.node, ayanamsa: query.ayanamsa, horary_number: query.horary_number,
  }),
});
export default getKp;
