import type { Handler } from '../src/http/handler';
import { kpRulingPlanets } from '../src/astrology/index';

/** GET /v1/astrology/kp/ruling-planets: the KP ruling planets of a moment and place. */
const getKpRulingPlanets: Handler<'getKpRulingPlanets'> = async ({ query }) => ({
  status: 200,
  body: kpRulingPlanets({
    date: query.date, calendar: query.calendar, time: query.time, lat: query.lat, lon: query.lon, tz: query.tz, language: query.language,
    node: query.node, ayanamsa: query.ayanamsa,
  }),
});
export default getKpRulingPlanets;
