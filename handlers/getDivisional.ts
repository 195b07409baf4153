import type { Handler } from '../src/http/handler';
import { divisional } from '../src/astrology/index';

/** GET /v1/astrology/divisional: the Parashari vargas (BPHS ch. 6) of a birth. */
const getDivisional: Handler<'getDivisional'> = async ({ query }) => ({
  status: 200,
  body: divisional({
    date: query.date, calendar: query.calendar, time: query.time, lat: query.lat, lon: query.lon, tz: query.tz, language: query.language,
    node: query.node, ayanamsa: query.ayanamsa, chart: query.chart, hora: query.hora, drekkana: query.drekkana, trimsamsa: query.trimsamsa,
  }),
});
export default getDivisional;
