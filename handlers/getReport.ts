import type { Handler } from '../src/http/handler';
import { reportPdf } from '../src/astrology/report/index';

/** GET /v1/astrology/report: the birth chart as a PDF report in en/hi/ta (fixed price astrology_report). */
const getReport: Handler<'getReport'> = async ({ query }) => {
  const pdf = await reportPdf({
    date: query.date, calendar: query.calendar, time: query.time, lat: query.lat, lon: query.lon, tz: query.tz, system: query.system,
    language: query.language, node: query.node, ayanamsa: query.ayanamsa, house_system: query.house_system, name: query.name,
  });
  return {
    status: 200, binary: pdf, contentType: 'application/pdf',
    headers: { 'content-disposition': `inline; filename="graha-report-${query.date}-${query.system ?? 'vedic'}.pdf"` },
  };
};
export default getReport;
