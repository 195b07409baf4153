import type { Handler } from '../src/http/handler';
import { dashaOfSystem } from '../src/astrology/index';

/** GET /v1/astrology/dasha/{system}: Yogini or Ashtottari dasha (BPHS ch. 46-47). */
const getDashaSystem: Handler<'getDashaSystem'> = async ({ params, query }) => ({
  status: 200,
  body: dashaOfSystem(params.system, {
    date: query.date, calendar: query.calendar, time: query.time, lat: query.lat, lon: query.lon, tz: query.tz, node: query.node, ayanamsa: query.ayanamsa, at: query.at,
  }),
});
export default getDashaSystem;
