import type { Handler } from '../src/http/handler';
import { ingresses } from '../src/astrology/index';

/** GET /v1/astrology/ingresses: sign ingresses and stations of the slow grahas between two dates. */
const getIngresses: Handler<'getIngresses'> = async ({ query }) => ({
  status: 200,
  body: ingresses({ from: query.from, to: query.to, node: query.node, ayanamsa: query.ayanamsa, calendar: query.calendar }),
});
export default getIngresses;
