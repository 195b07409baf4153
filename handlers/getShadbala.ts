import type { Handler } from '../src/http/handler';
import { shadbala } from '../src/astrology/index';

/** GET /v1/astrology/shadbala: the six strengths of the seven grahas and the bhava bala of the twelve houses (BPHS ch. 27). */
const getShadbala: Handler<'getShadbala'> = async ({ query }) => ({
  status: 200,
  body: shadbala({
    date: query.date, calendar: query.calendar, time: query.time, lat: query.lat, lon: query.lon, tz: query.tz, language: query.language, node: query.node, ayanamsa: query.ayanamsa,
  }),
});
export default getShadbala;
