import type { Handler } from '../src/http/handler';
import { natalAspectsDoc } from '../src/astrology/western/index';

/** GET /v1/astrology/aspects: Western natal chart, its aspects (major and minor, orbs overridable) and patterns. */
const getAspects: Handler<'getAspects'> = async ({ query }) => ({
  status: 200,
  body: natalAspectsDoc({ ...query }),
});
export default getAspects;
