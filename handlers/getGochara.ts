import type { Handler } from '../src/http/handler';
import { transits } from '../src/astrology/index';

/** GET /v1/astrology/gochara: transits read from the natal Moon, with vedha and ashtakavarga bindus. */
const getGochara: Handler<'getGochara'> = async ({ query }) => ({
  status: 200,
  body: transits({
    date: query.date, calendar: query.calendar, time: query.time, lat: query.lat, lon: query.lon, tz: query.tz, language: query.language,
    node: query.node, ayanamsa: query.ayanamsa, at: query.at,
  }),
});
export default getGochara;
