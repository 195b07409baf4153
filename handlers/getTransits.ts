import type { Handler } from '../src/http/handler';
import { transitsDoc } from '../src/astrology/western/index';

/** GET /v1/astrology/transits: transits to a natal chart at a moment, and the exact hits over a date range. */
const getTransits: Handler<'getTransits'> = async ({ query }) => ({
  status: 200,
  body: transitsDoc({ ...query }),
});
export default getTransits;
