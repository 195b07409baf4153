import type { Handler } from '../src/http/handler';
import { horoscope } from '../src/astrology/index';

/** GET /v1/astrology/horoscope (spec 4.10). */
const getHoroscope: Handler<'getHoroscope'> = async ({ query }) => ({
  status: 200,
  body: horoscope({ sign: query.sign, date: query.date, calendar: query.calendar, type: query.type, language: query.language }),
});
export default getHoroscope;
