import type { Handler } from '../src/http/handler';
import { chartImage } from '../src/astrology/index';

/** GET /v1/astrology/chart: the birth chart or a varga drawn as SVG (image/svg+xml) or PNG (image/png). */
const getChart: Handler<'getChart'> = async ({ query }) => {
  const { bytes, contentType } = chartImage({
    date: query.date, calendar: query.calendar, time: query.time, lat: query.lat, lon: query.lon, tz: query.tz,
    system: query.system, language: query.language, node: query.node, house_system: query.house_system,
    style: query.style, varga: query.varga, format: query.format, width: query.width,
    hora: query.hora, drekkana: query.drekkana, trimsamsa: query.trimsamsa,
  });
  return { status: 200, binary: bytes, contentType };
};
export default getChart;
