import type { Handler } from '../src/http/handler';
import { progressionsDoc } from '../src/astrology/western/index';

/** GET /v1/astrology/progressions: see src/astrology/western/progressions.ts. */
const getProgressions: Handler<'getProgressions'> = async ({ query }) => ({
  status: 200,
  body: progressionsDoc({ ...query }),
});
export default getProgressions;
