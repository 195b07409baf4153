import type { Handler } from '../src/http/handler';
import { wheelImage } from '../src/astrology/western/index';

/** GET /v1/astrology/wheel: the Western chart wheel (natal, transit or synastry bi-wheel) as SVG or PNG. */
const getWheel: Handler<'getWheel'> = async ({ query }) => {
  const { bytes, contentType } = wheelImage({ ...query });
  return { status: 200, binary: bytes, contentType };
};
export default getWheel;
