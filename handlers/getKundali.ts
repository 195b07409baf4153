import type { Handler } from '../src/http/handler';
import { kundali } from '../src/astrology/index';

/** GET /v1/astrology/kundali (spec 4.8): pure computation, validation errors come from the engine as 400s. */
const getKundali: Handler<'getKundali'> = async ({ query }) => ({
  status: 200,
  body: kundali({
    date: query.date, calendar: query.calendar, time: query.time, lat: query.lat, lon: query.lon, tz: query.tz,
    system: query.system, language: query.language, node: query.node, ayanamsa: query.ayanamsa,
    vargas: query.vargas, hora: query.hora, drekkana: query.drekkana, trimsamsa: query.trimsamsa, house_system: query.house_system,
  }),
});
export default getKundali;
