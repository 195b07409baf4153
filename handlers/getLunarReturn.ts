import type { Handler } from '../src/http/handler';
import { lunarReturnDoc } from '../src/astrology/western/index';

/** GET /v1/astrology/lunar-return: see src/astrology/western/progressions.ts. */
const getLunarReturn: Handler<'getLunarReturn'> = async ({ query }) => ({
  status: 200,
  body: lunarReturnDoc({ ...query }),
});
export default getLunarReturn;
