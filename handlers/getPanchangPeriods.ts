import type { Handler } from '../src/http/handler';
import { panchangPeriods } from '../src/astrology/panchangTools';

/** GET /v1/astrology/panchang/periods: pure computation; bad input is a 400 from the engine naming the parameter. */
const getPanchangPeriods: Handler<'getPanchangPeriods'> = async ({ query }) => ({
  status: 200,
  body: panchangPeriods({ date: query.date, calendar: query.calendar, lat: query.lat, lon: query.lon, tz: query.tz, language: query.language }),
});
export default getPanchangPeriods;
