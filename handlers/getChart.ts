import type { Handler } from '../src/http/handler';
import { chartSvg, kundali } from '../src/astrology/index';

/** GET /v1/astrology/chart: the kundali drawn as SVG (image/svg+xml). */
const getChart: Handler<'getChart'> = async ({ query }) => {
  const k = kundali({
    date: query.date, time: query.time, lat: query.lat, lon: query.lon, tz: query.tz,
    system: query.system, language: query.language, node: query.node, house_system: query.house_system,
  });
  return { status: 200, binary: Buffer.from(chartSvg(k, query.style ?? 'north'), 'utf8'), contentType: 'image/svg+xml; charset=utf-8' };
};
export default getChart;
