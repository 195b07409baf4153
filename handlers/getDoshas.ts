import type { Handler } from '../src/http/handler';
import { doshas } from '../src/astrology/index';

/** GET /v1/astrology/doshas: doshas with their rules and cancellations, sade sati and dhaiya periods. */
const getDoshas: Handler<'getDoshas'> = async ({ query }) => ({
  status: 200,
  body: doshas({
    date: query.date, calendar: query.calendar, time: query.time, lat: query.lat, lon: query.lon, tz: query.tz, language: query.language,
    node: query.node, ayanamsa: query.ayanamsa, remedies: query.remedies,
  }),
});
export default getDoshas;
