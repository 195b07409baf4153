/**
 * The PDF report (GET /v1/astrology/report): pure, birth input -> PDF bytes. content.ts decides what the report
 * says (engine values, the chat corpus's notes with citations), pdf.ts lays it out with pdfkit.
 */
import { errors } from '../../errors';
import { parseEnum } from '../validate';
import { reportContent, type ReportInput } from './content';
import { renderReportPdf } from './pdf';

export const REPORT_SYSTEMS = ['vedic', 'western'] as const;
/** Longest name printed on the cover, characters. */
export const MAX_NAME_CHARS = 80;

export interface ReportRequest extends Omit<ReportInput, 'system'> { system?: string; name?: string }

function parseName(v: unknown): string | null {
  if (v === undefined || v === null || v === '') return null;
  if (typeof v !== 'string') throw errors.invalidRequest('name must be a string.', 'name');
  const name = v.trim().replace(/\s+/g, ' ');
  if ([...name].length > MAX_NAME_CHARS) throw errors.invalidRequest(`name must be at most ${MAX_NAME_CHARS} characters.`, 'name');
  if (/[\p{Cc}\p{Cs}\p{Co}]/u.test(v.replace(/[\t\n\r]/g, ' '))) throw errors.invalidRequest('name must not contain control characters.', 'name');
  return name || null;
}

/** The report as PDF bytes; `nowMs` (default now) selects the running dasha and the transits. */
export async function reportPdf(input: ReportRequest, nowMs: number = Date.now()): Promise<Buffer> {
  const raw = (input ?? {}) as unknown as Record<string, unknown>;
  const system = parseEnum(raw.system, REPORT_SYSTEMS, 'vedic', 'system');
  const name = parseName(raw.name);
  return renderReportPdf(reportContent({ ...input, system } as ReportInput, name, nowMs));
}
