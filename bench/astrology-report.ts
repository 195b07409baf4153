/**
 * Cost of GET /v1/astrology/report's work: the content (engine, notes, chart PNGs through resvg) and the PDF (pdfkit
 * with fontkit shaping and font subsetting), per language and system.
 * Run: npx tsx bench/astrology-report.ts [reports-per-case]. Single thread; CPU ms per report is the per-core figure.
 */
import { reportContent } from '../src/astrology/report/content';
import { renderReportPdf } from '../src/astrology/report/pdf';

const perCase = Number(process.argv[2] ?? 5);
const now = Date.parse('2026-11-25T00:00:00Z');
const birth = { date: '1990-05-15', time: '14:30', lat: 28.6139, lon: 77.209 };
const cpuMs = (t: NodeJS.CpuUsage) => (t.user + t.system) / 1000;

console.log(`node ${process.version}, single thread, ${perCase} reports per case (after one warm-up)`);
for (const system of ['vedic', 'western'] as const) {
  for (const language of ['en', 'hi', 'ta'] as const) {
    await renderReportPdf(reportContent({ ...birth, system, language }, 'Asha Rao', now));
    let content = 0, pdf = 0, bytes = 0;
    for (let i = 0; i < perCase; i++) {
      let t = process.cpuUsage();
      const c = reportContent({ ...birth, system, language }, 'Asha Rao', now);
      content += cpuMs(process.cpuUsage(t));
      t = process.cpuUsage();
      bytes = (await renderReportPdf(c)).length;
      pdf += cpuMs(process.cpuUsage(t));
    }
    console.log(`${`${system} ${language}`.padEnd(12)} content ${(content / perCase).toFixed(0).padStart(5)} ms   pdf ${(pdf / perCase).toFixed(0).padStart(5)} ms   total ${((content + pdf) / perCase).toFixed(0).padStart(5)} CPU ms   ${(bytes / 1024).toFixed(0)} KiB`);
  }
}
