import type { Handler } from '../src/http/handler';
import { festivals } from '../src/astrology/festivals';

/** GET /v1/astrology/festivals: the year's calendar from the tithi and lunar-month rules (src/astrology/festivals.ts). */
const getFestivals: Handler<'getFestivals'> = async ({ query }) => ({
  status: 200,
  body: festivals({
    year: query.year, lat: query.lat, lon: query.lon, tz: query.tz, convention: query.convention, language: query.language,
  }),
});
export default getFestivals;
