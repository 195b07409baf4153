import type { Handler } from '../src/http/handler';
import { match } from '../src/astrology/index';

/** GET /v1/astrology/match (spec 4.9): Ashtakoota (with or without pariharas) or the ten poruthams. */
const getMatch: Handler<'getMatch'> = async ({ query }) => ({
  status: 200,
  body: match({
    boy: { date: query.boy_date, time: query.boy_time, lat: query.boy_lat, lon: query.boy_lon, tz: query.boy_tz, calendar: query.calendar },
    girl: { date: query.girl_date, time: query.girl_time, lat: query.girl_lat, lon: query.girl_lon, tz: query.girl_tz, calendar: query.calendar },
    method: query.method, pariharas: query.pariharas,
  }),
});
export default getMatch;
