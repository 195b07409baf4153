import type { Handler } from '../src/http/handler';
import { avakahada } from '../src/astrology/index';

/** GET /v1/astrology/avakahada: the birth-details table of a janma patrika. */
const getAvakahada: Handler<'getAvakahada'> = async ({ query }) => ({
  status: 200,
  body: avakahada({
    date: query.date, calendar: query.calendar, time: query.time, lat: query.lat, lon: query.lon, tz: query.tz, language: query.language, node: query.node, ayanamsa: query.ayanamsa,
  }),
});
export default getAvakahada;
