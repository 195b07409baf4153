import type { Handler } from '../src/http/handler';
import { synastryDoc } from '../src/astrology/western/index';

/** GET /v1/astrology/synastry: inter-aspects of two Western charts, a summary, and their midpoint composite chart. */
const getSynastry: Handler<'getSynastry'> = async ({ query }) => ({
  status: 200,
  body: synastryDoc({ ...query }),
});
export default getSynastry;
