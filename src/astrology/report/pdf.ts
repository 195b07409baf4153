/**
 * Lays out a report's content (content.ts) as an A4 PDF with pdfkit: cover, charts and positions, periods or
 * transits, yogas and doshas or aspects, the classical notes with their citations, page numbers. Text is written in
 * script runs (text.ts) with the Noto fonts found by src/render/fonts.ts (Debian fonts-noto-core).
 */
import PDFDocument from 'pdfkit';
import { fontPath, type FontFile } from '../../render/fonts';
import type { ReportContent, ReportTable } from './content';
import { scriptRuns, type Script } from './text';

type Doc = PDFKit.PDFDocument;
const MARGIN = 50;
/** Noto Sans' ascent (1069/1000 em): the baseline of every line, whatever the script. */
const LATIN_ASCENT = 1.069;
const INK = '#1a1a1a', MUTED = '#5a5a5a', ACCENT = '#8a5a00', RULE = '#c9b48a', SHADE = '#fbf3e2';

const FACES: Record<Script, [FontFile, FontFile]> = {
  latin: ['NotoSans-Regular.ttf', 'NotoSans-Bold.ttf'],
  devanagari: ['NotoSansDevanagari-Regular.ttf', 'NotoSansDevanagari-Bold.ttf'],
  tamil: ['NotoSansTamil-Regular.ttf', 'NotoSansTamil-Bold.ttf'],
};

/** Registers a face per script and weight; a machine without Noto falls back to DejaVu, then to Helvetica. */
function registerFonts(doc: Doc): void {
  const fallback = [fontPath('DejaVuSans.ttf'), fontPath('DejaVuSans-Bold.ttf')];
  for (const [script, [regular, bold]] of Object.entries(FACES)) {
    const r = fontPath(regular) ?? fallback[0], b = fontPath(bold) ?? fontPath(regular) ?? fallback[1];
    if (r) doc.registerFont(`${script}`, r); else doc.registerFont(`${script}`, 'Helvetica');
    if (b) doc.registerFont(`${script}-bold`, b); else doc.registerFont(`${script}-bold`, 'Helvetica-Bold');
  }
}

interface TextStyle { size: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right'; lineGap?: number }

/**
 * Writes mixed-script text at (x, y) (or flowing from the cursor when x is undefined), each run in its script's face.
 * Every run is put on one baseline (the Latin face's ascent below the line top): pdfkit would otherwise place each
 * font at its own ascent and the Devanagari and Tamil runs would sit higher than the Latin ones. Centred text is
 * centred by its measured width (pdfkit centres each `continued` run on its own).
 */
function write(doc: Doc, text: string, style: TextStyle, x?: number, y?: number): void {
  const runs = scriptRuns(text === '' ? ' ' : text);
  const indic = runs.some((r) => r.script !== 'latin');
  let align = style.align;
  if (align === 'center' && x !== undefined && style.width !== undefined) {
    const w = widthOf(doc, text, style.size, style.bold);
    if (w <= style.width) { x += (style.width - w) / 2; align = 'left'; }
  }
  doc.fillColor(style.color ?? INK);
  runs.forEach((r, i) => {
    doc.font(style.bold ? `${r.script}-bold` : r.script).fontSize(style.size);
    const opts = {
      continued: i < runs.length - 1, width: style.width, align, baseline: -LATIN_ASCENT * style.size,
      lineGap: (style.lineGap ?? 1) + (indic ? style.size * 0.3 : 0),
    };
    if (i === 0 && x !== undefined) doc.text(r.text, x, y, opts); else doc.text(r.text, opts);
  });
}

/** Width of mixed-script text on one line. */
function widthOf(doc: Doc, text: string, size: number, bold = false): number {
  return scriptRuns(text).reduce((w, r) => w + doc.font(bold ? `${r.script}-bold` : r.script).fontSize(size).widthOfString(r.text), 0);
}

const contentWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;
const bottom = (doc: Doc) => doc.page.height - MARGIN - 14; // room for the page number
function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > bottom(doc)) { doc.addPage(); doc.y = MARGIN; }
}

function heading(doc: Doc, text: string, size = 15): void {
  ensureRoom(doc, size * 4);
  doc.moveDown(0.6);
  write(doc, text, { size, bold: true, color: ACCENT }, MARGIN, doc.y);
  const y = doc.y + 2;
  doc.moveTo(MARGIN, y).lineTo(MARGIN + contentWidth(doc), y).lineWidth(0.8).strokeColor(RULE).stroke();
  doc.y = y + 6;
}

function paragraph(doc: Doc, text: string, size = 9.5, color = INK): void {
  ensureRoom(doc, size * 3);
  write(doc, text, { size, color, width: contentWidth(doc), lineGap: 2 }, MARGIN, doc.y);
  doc.y += 3;
}

/** Lines a cell's text takes in a column (greedy estimate from its width, with slack for word breaks). */
function linesOf(doc: Doc, text: string, size: number, width: number, bold: boolean): number {
  const w = widthOf(doc, text, size, bold);
  return w <= width ? 1 : Math.ceil((w * 1.15) / width);
}

function tableGeometry(doc: Doc, t: ReportTable, size: number) {
  const W = contentWidth(doc);
  const pad = 3, lineH = size * 1.65;
  const xs: number[] = [];
  t.columns.reduce((x, c) => { xs.push(x); return x + c.width * W; }, MARGIN);
  const colW = t.columns.map((c) => c.width * W);
  const rowHeight = (cells: string[], bold: boolean) =>
    Math.max(...cells.map((c, i) => linesOf(doc, c, size, colW[i] - 2 * pad, bold))) * lineH + 2 * pad;
  const hasHeader = t.columns.some((c) => c.title);
  const total = (hasHeader ? rowHeight(t.columns.map((c) => c.title), true) : 0) + t.rows.reduce((s, r) => s + rowHeight(r, true), 0);
  return { W, pad, lineH, xs, colW, rowHeight, hasHeader, total };
}

/** A table with a header row; rows that do not fit move to the next page under a repeated header. */
function table(doc: Doc, t: ReportTable, size = 9): void {
  const { W, pad, lineH, xs, colW, rowHeight, hasHeader, total } = tableGeometry(doc, t, size);
  const drawRow = (cells: string[], opts: { header?: boolean; highlight?: boolean }) => {
    const h = rowHeight(cells, !!(opts.header || opts.highlight));
    if (doc.y + h > bottom(doc)) { doc.addPage(); doc.y = MARGIN; if (!opts.header && hasHeader) drawRow(t.columns.map((c) => c.title), { header: true }); }
    const y = doc.y;
    if (opts.header || opts.highlight) doc.rect(MARGIN, y, W, h).fillColor(opts.header ? '#f1e4c6' : SHADE).fill();
    cells.forEach((c, i) => write(doc, c, { size, bold: opts.header || opts.highlight, width: colW[i] - 2 * pad, color: opts.header ? ACCENT : INK }, xs[i] + pad, y + pad));
    doc.moveTo(MARGIN, y + h).lineTo(MARGIN + W, y + h).lineWidth(0.4).strokeColor(RULE).stroke();
    doc.y = y + h;
  };
  // A table that fits on one page is not split: it starts on the next page when this one has too little room.
  ensureRoom(doc, total <= bottom(doc) - MARGIN ? total : 3 * lineH);
  if (hasHeader) drawRow(t.columns.map((c) => c.title), { header: true });
  const hl = new Set(t.highlight ?? []);
  t.rows.forEach((r, i) => drawRow(r, { highlight: hl.has(i) }));
  doc.y += 4;
}

/** A heading kept on the page of the table under it. */
function tableSection(doc: Doc, title: string, t: ReportTable, headingSize = 15, size = 9): void {
  const { total, lineH } = tableGeometry(doc, t, size);
  ensureRoom(doc, headingSize * 3 + (total <= bottom(doc) - MARGIN - headingSize * 3 ? total : 3 * lineH));
  heading(doc, title, headingSize);
  table(doc, t, size);
}

/** Label / value pairs as a two-column table without a header. */
const factTable = (rows: [string, string][]): ReportTable => ({ columns: [{ title: '', width: 0.32 }, { title: '', width: 0.68 }], rows });

function cover(doc: Doc, c: ReportContent): void {
  const W = contentWidth(doc);
  doc.rect(MARGIN, MARGIN, W, 4).fillColor(ACCENT).fill();
  doc.y = MARGIN + 30;
  write(doc, c.title, { size: 26, bold: true, color: ACCENT, width: W, align: 'center' }, MARGIN, doc.y);
  doc.moveDown(0.3);
  if (c.name) { write(doc, c.name, { size: 20, bold: true, width: W, align: 'center' }, MARGIN, doc.y); doc.moveDown(0.2); }
  write(doc, c.system === 'vedic' ? c.labels.vedicSystem : c.labels.westernSystem, { size: 11, color: MUTED, width: W, align: 'center' }, MARGIN, doc.y);
  doc.moveDown(1);
  tableSection(doc, c.labels.birthDetails, factTable(c.birthRows), 13, 9.5);
  tableSection(doc, c.labels.keyFacts, factTable(c.keyFacts), 13, 10.5);
}

function charts(doc: Doc, c: ReportContent): void {
  doc.addPage(); doc.y = MARGIN;
  heading(doc, c.labels.chart);
  const W = contentWidth(doc);
  const n = c.charts.length;
  const gap = 20;
  const w = n === 1 ? Math.min(270, W) : (W - gap * (n - 1)) / n;
  // Each picture keeps its own aspect ratio (read from the PNG's IHDR); captions go under the tallest.
  const heightOf = (png: Buffer) => (w * png.readUInt32BE(20)) / png.readUInt32BE(16);
  const h = Math.max(...c.charts.map((ch) => heightOf(ch.png)));
  const top = doc.y + 4;
  c.charts.forEach((ch, i) => {
    const x = n === 1 ? MARGIN + (W - w) / 2 : MARGIN + i * (w + gap);
    doc.image(ch.png, x, top, { width: w });
    write(doc, ch.caption, { size: 9, color: MUTED, width: w, align: 'center' }, x, top + h + 4);
  });
  doc.y = top + h + 26;
}

/** Renders the content to PDF bytes. */
export function renderReportPdf(c: ReportContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4', margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN }, bufferPages: true,
    info: { Title: `${c.title}${c.name ? ` - ${c.name}` : ''}`, Author: 'Graha', Subject: c.system, Creator: 'Graha astrology report' },
    lang: c.language,
  } as PDFKit.PDFDocumentOptions);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (b: Buffer) => chunks.push(b));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerFonts(doc);
  const l = c.labels;

  cover(doc, c);
  charts(doc, c);
  tableSection(doc, l.positions, c.positions);

  doc.addPage(); doc.y = MARGIN;
  if (c.dasha) {
    heading(doc, l.vimshottari);
    paragraph(doc, c.dasha.note, 8.5, MUTED);
    table(doc, c.dasha.mahadashas);
    tableSection(doc, c.dasha.antardashaTitle, c.dasha.antardashas, 12);
  }
  if (c.transits) {
    tableSection(doc, `${l.transits} (${l.transitsAt} ${c.transits.at})`, c.transits.positions);
    tableSection(doc, l.transitAspects, c.transits.aspects, 12);
  }
  if (c.yogas) {
    heading(doc, l.yogas);
    if (c.yogas.length === 0) paragraph(doc, l.noYogas);
    for (const y of c.yogas) {
      ensureRoom(doc, 40);
      write(doc, y.title, { size: 10, bold: true }, MARGIN, doc.y);
      paragraph(doc, y.text, 9.5);
    }
  }
  if (c.doshas) tableSection(doc, l.doshas, c.doshas);
  if (c.natalAspects) tableSection(doc, l.aspectsNatal, c.natalAspects);

  ensureRoom(doc, 260);
  heading(doc, l.interpretation);
  for (const p of c.notesIntro) paragraph(doc, p, 8.5, MUTED);
  for (const s of c.notes) {
    heading(doc, s.section, 12);
    for (const note of s.items) {
      ensureRoom(doc, 44);
      paragraph(doc, note.text, 9.5);
      write(doc, `${l.source}: ${note.citation}`, { size: 8, color: ACCENT, width: contentWidth(doc) }, MARGIN, doc.y);
      doc.y += 6;
    }
  }

  // Page numbers, written once every page exists; the bottom margin is lifted so pdfkit does not start a new page.
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const saved = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    write(doc, `${l.page} ${i + 1} ${l.of} ${range.count}`, { size: 8, color: MUTED, width: contentWidth(doc), align: 'center' }, MARGIN, doc.page.height - MARGIN + 12);
    doc.page.margins.bottom = saved;
  }
  doc.end();
  return done;
}
