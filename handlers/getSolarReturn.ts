import type { Handler } from '../src/http/handler';
import { solarReturnDoc } from '../src/astrology/western/index';

/** GET /v1/astrology/solar-return: see src/astrology/western/progressions.ts. */
const getSolarReturn: Handler<'getSolarReturn'> = async ({ query }) => ({
  status: 200,
  body: solarReturnDoc({ ...query }),
});
export default getSolarReturn;
