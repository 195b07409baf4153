/**
 * GET /v1/astrology/report through the real app: a PDF in en/hi/ta for vedic and western charts, checked by
 * rendering every page with poppler (pdftoppm: pages exist and are not blank; saved under test-artifacts/report/)
 * and reading its text (pdftotext) against what /v1/astrology/kundali and /v1/astrology/transits answer for the same
 * birth; the citations against the chat corpus; billing at the fixed price astrology_report (config/prices.yaml:
 * USD 0.05 = 50,000 micro-USD), once per report and never for a 400.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';
import { CORPUS } from '../../src/astrology/chat/index';

// Asynchronous: the app under test runs in this process, and a blocked event loop would let its keep-alive timers
// close sockets the client is about to reuse.
const run = async (cmd: string, args: string[]) => (await promisify(execFile)(cmd, args, { encoding: 'utf8' })).stdout;
const ARTIFACTS = path.resolve('test-artifacts/report');
const REPORT_PRICE_MICRO_USD = 50_000;

let app: TestApp;
let key: string;
beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  app = await startTestApp();
  key = (await app.createAccount({ creditCents: 10_000 })).apiKey;
}, 60_000);
afterAll(async () => { await app?.close(); });

const birth = 'date=1990-05-15&time=14:30&lat=28.6139&lon=77.2090';
const GRAHAS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];

/** The PDF's body as bytes (the test client reads text; a report is fetched directly). */
async function fetchReport(query: string, apiKey = key): Promise<{ status: number; type: string | null; disposition: string | null; pdf: Buffer; json: any }> {
  const res = await fetch(`${app.url}/v1/astrology/report?${query}`, { headers: { authorization: `Bearer ${apiKey}` } });
  const pdf = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type');
  return { status: res.status, type, disposition: res.headers.get('content-disposition'), pdf, json: type?.startsWith('application/json') ? JSON.parse(pdf.toString('utf8')) : null };
}

/** Renders every page to PNG (saved as artifacts) and returns the page count and each page's share of inked pixels. */
async function renderPages(pdf: Buffer, tag: string): Promise<{ pages: number; ink: number[]; text: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'graha-report-'));
  const file = path.join(dir, `${tag}.pdf`);
  fs.writeFileSync(file, pdf);
  fs.copyFileSync(file, path.join(ARTIFACTS, `${tag}.pdf`));
  const pages = Number(/Pages:\s+(\d+)/.exec(await run('pdfinfo', [file]))![1]);
  for (const f of fs.readdirSync(ARTIFACTS)) if (f.startsWith(`${tag}-`) && f.endsWith('.png')) fs.rmSync(path.join(ARTIFACTS, f));
  await run('pdftoppm', ['-png', '-r', '72', file, path.join(ARTIFACTS, tag)]);
  const pngs = fs.readdirSync(ARTIFACTS).filter((f) => f.startsWith(`${tag}-`) && f.endsWith('.png')).sort();
  const ink = pngs.map((f) => {
    const png = PNG.sync.read(fs.readFileSync(path.join(ARTIFACTS, f)));
    let inked = 0;
    for (let i = 0; i < png.data.length; i += 4) if (png.data[i] < 200 || png.data[i + 1] < 200 || png.data[i + 2] < 200) inked++;
    return inked / (png.width * png.height);
  });
  const text = await run('pdftotext', [file, '-']);
  fs.rmSync(dir, { recursive: true, force: true });
  return { pages, ink, text };
}

/**
 * Whitespace folded; and a form without combining marks or spaces, since pdftotext gives Indic vowel signs in visual
 * order (ि before its consonant, ெ before its consonant) and sometimes apart from their syllable.
 */
const flat = (s: string) => s.replace(/\s+/g, ' ');
const bare = (s: string) => s.normalize('NFC').replace(/[\s\p{M}]/gu, '');
const dms = (deg: number) => {
  let t = Math.round(deg * 3600);
  const d = Math.floor(t / 3600); t -= d * 3600;
  return `${d}°${String(Math.floor(t / 60)).padStart(2, '0')}′`;
};

const CASES = [
  { language: 'en', system: 'vedic', labels: ['Planetary positions', 'Vimshottari dasha', 'Interpretation'] },
  { language: 'hi', system: 'vedic', labels: ['ग्रह स्थिति', 'विंशोत्तरी दशा', 'फलादेश'] },
  { language: 'ta', system: 'vedic', labels: ['கிரக நிலைகள்', 'விம்சோத்தரி தசை', 'பலன்கள்'] },
  { language: 'en', system: 'western', labels: ['Planetary positions', 'Current transits', 'Interpretation'] },
  { language: 'hi', system: 'western', labels: ['ग्रह स्थिति', 'गोचर ग्रह', 'फलादेश'] },
  { language: 'ta', system: 'western', labels: ['கிரக நிலைகள்', 'தற்போதைய கோசாரம்', 'பலன்கள்'] },
] as const;

describe('GET /v1/astrology/report: a PDF in en/hi/ta, vedic and western', () => {
  it.each(CASES)('$language $system: every page renders, is not blank, and holds the chart the kundali computes', async ({ language, system, labels }) => {
    const q = `${birth}&system=${system}&language=${language}&name=${encodeURIComponent('Asha Rao')}`;
    const res = await fetchReport(q);
    expect(res.status, res.json ? JSON.stringify(res.json) : '').toBe(200);
    expect(res.type).toBe('application/pdf');
    expect(res.disposition).toBe(`inline; filename="graha-report-1990-05-15-${system}.pdf"`);
    expect(res.pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const { pages, ink, text } = await renderPages(res.pdf, `${language}-${system}`);
    expect(pages).toBeGreaterThanOrEqual(4);
    expect(ink).toHaveLength(pages);
    for (const [i, share] of ink.entries()) expect(share, `page ${i + 1} is blank`).toBeGreaterThan(0.002);

    const k = (await app.request('GET', `/v1/astrology/kundali?${birth}&system=${system}&language=${language}`, { key })).body;
    const t = flat(text);
    expect(t).toContain('Asha Rao');
    // Planet names: canonical in English, "local (canonical)" in Hindi and Tamil.
    for (const g of [...GRAHAS, ...(system === 'western' ? ['Uranus', 'Neptune', 'Pluto'] : [])]) expect(t).toContain(language === 'en' ? g : `(${g})`);
    // Every planet's sign and degree as the kundali has them (degrees to the arcminute).
    for (const p of k.planets) expect(t).toContain(dms(p.degree));
    expect(t).toContain(k.moon_sign);
    if (language !== 'en') expect(bare(text)).toContain(bare(k.moon_sign_local));
    for (const label of labels) expect(bare(text)).toContain(bare(label));
    expect(t).toContain('Phaladeepika');
    expect(t).toContain('Brihat Parashara Hora Shastra');
    if (system === 'vedic') {
      // The running mahadasha and antardasha the kundali computes, with their dates.
      expect(t).toContain(k.dasha.current);
      expect(t).toContain(`${k.dasha.sub_start} – ${k.dasha.sub_end}`);
      expect(t).toContain(k.dasha.start);
      expect(t).toContain(k.dasha.end);
      // Nakshatra names word by word: a table cell may wrap them.
      for (const p of k.planets) for (const word of p.nakshatra.split(' ')) expect(t).toContain(word);
    } else {
      // The slow transiting planets where /v1/astrology/transits puts them now (to the arcminute).
      const tr = (await app.request('GET', `/v1/astrology/transits?${birth}`, { key })).body;
      for (const name of ['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto']) {
        const p = tr.transits.find((x: { name: string }) => x.name === name);
        expect(t).toContain(dms(p.degree));
      }
    }
  }, 180_000);

  it('an old birth states its calendar and clock as the kundali\'s time block does (Julian date, local mean time)', async () => {
    // London, 1450-03-01 (Julian by default before 1582-10-15): Gregorian 1450-03-10; Europe/London's first tz entry is
    // 1847, so the clock is the birthplace's own mean time, longitude -0.1278° / 15 = -0 h 00 min 31 s.
    const old = 'date=1450-03-01&time=10:00&lat=51.5074&lon=-0.1278';
    const k = (await app.request('GET', `/v1/astrology/kundali?${old}`, { key })).body;
    expect(k.time).toMatchObject({ calendar: 'julian', date_gregorian: '1450-03-10', tz_source: 'local_mean_time' });
    const en = flat((await renderPages((await fetchReport(old)).pdf, 'en-vedic-1450')).text);
    expect(en).toContain('1450-03-01 (Julian calendar; Gregorian calendar 1450-03-10)');
    expect(en).toContain('UTC-00:00:31 (local mean time of the birthplace');
    expect(en).toContain(k.time.utc_datetime.replace('T', ' ').replace('Z', ' UTC'));
    const hi = (await renderPages((await fetchReport(`${old}&language=hi`)).pdf, 'hi-vedic-1450')).text;
    expect(bare(hi)).toContain(bare('जूलियन कैलेंडर'));
    const ta = (await renderPages((await fetchReport(`${old}&language=ta`)).pdf, 'ta-vedic-1450')).text;
    expect(bare(ta)).toContain(bare('உள்ளூர் சராசரி நேரம்'));
    // The same report asked in the Gregorian calendar names the Julian day instead; a modern birth adds nothing.
    expect(flat((await renderPages((await fetchReport(`${old}&calendar=gregorian`)).pdf, 'en-vedic-1450g')).text))
      .toContain('1450-03-01 (Gregorian calendar; Julian calendar 1450-02-20)');
    expect(flat((await renderPages((await fetchReport(birth)).pdf, 'en-vedic-1990')).text)).not.toContain('Gregorian calendar');
  }, 180_000);

  it('cites only notes of the corpus, by work, chapter and verse, and their rule holds for the chart', async () => {
    const res = await fetchReport(`${birth}&language=en`);
    expect(res.status).toBe(200);
    const t = flat((await renderPages(res.pdf, 'en-vedic-citations')).text);
    const cited = [...t.matchAll(/Source: (Brihat Parashara Hora Shastra|Phaladeepika|Muhurta Chintamani|Brihat Jataka), ch\. (\d+)(?:, v\. ([\d.,-]+))?/g)];
    expect(cited.length).toBeGreaterThan(20);
    const known = new Set(CORPUS.map((e) => `${e.work}|${e.chapter}|${e.verse ?? ''}`));
    for (const [, work, chapter, verse] of cited) expect(known, `${work} ch. ${chapter} v. ${verse}`).toContain(`${work}|${chapter}|${verse ?? ''}`);
    // Spot checks against the kundali (Delhi 1990-05-15 14:30: Virgo lagna, Moon in Capricorn, Venus exalted in Pisces).
    const k = (await app.request('GET', `/v1/astrology/kundali?${birth}`, { key })).body;
    expect(t).toContain(`Lagna in ${k.ascendant.sign}`);
    expect(t).toContain(`Moon (rashi) in ${k.moon_sign}`);
    const venus = k.planets.find((p: { name: string }) => p.name === 'Venus');
    expect(venus.sign).toBe('Pisces');
    expect(t).toContain('Venus exalted in Pisces');
    expect(t).toContain(`${k.dasha.current} mahadasha`);
  }, 120_000);
});

describe('billing: one fixed-price call per report', () => {
  const charges = async (accountId: string) => {
    const [row] = await app.ctx.db('usage_events').where({ account_id: accountId, operation_id: 'getReport' })
      .select(app.ctx.db.raw('coalesce(sum(requests), 0) AS calls, coalesce(sum(cost_micro_usd), 0) AS cost'));
    const ledger = await app.ctx.db('ledger_entries').where({ account_id: accountId, kind: 'charge' }).sum({ s: 'amount_micro_usd' }).first();
    return { calls: Number(row.calls), cost: Number(row.cost), ledger: -Number(ledger?.s ?? 0) };
  };
  const settled = async (accountId: string, want: number) => {
    for (let i = 0; i < 200 && (await charges(accountId)).ledger < want; i++) await new Promise((r) => setTimeout(r, 25));
    await new Promise((r) => setTimeout(r, 300)); // nothing more arrives afterwards
    return charges(accountId);
  };

  it('a report is charged USD 0.05 once (usage and ledger); bad parameters are 400 naming them and cost nothing', async () => {
    const { accountId, apiKey } = await app.createAccount({ creditCents: 1_000, email: 'report-billing@example.com' });
    const ok = await fetchReport(`${birth}&language=ta`, apiKey);
    expect(ok.status).toBe(200);
    expect(await settled(accountId, REPORT_PRICE_MICRO_USD)).toEqual({ calls: 1, cost: REPORT_PRICE_MICRO_USD, ledger: REPORT_PRICE_MICRO_USD });
    const balance = await app.request('GET', '/v1/billing/balance', { key: apiKey });
    expect(balance.body.total_spent).toBe(5);

    const bad: [string, string][] = [
      [`${birth}&system=kp`, 'system'],
      [`${birth}&language=fr`, 'language'],
      [`${birth}&house_system=koch`, 'house_system'],
      ['date=1990-05-15&time=14:30&lat=70&lon=25&system=western&house_system=placidus', 'house_system'],
      ['date=1990-02-30&time=14:30&lat=28.6&lon=77.2', 'date'],
      ['date=1990-05-15&time=25:00&lat=28.6&lon=77.2', 'time'],
      ['date=1990-05-15&time=14:30&lat=95&lon=77.2', 'lat'],
      [`${birth}&ayanamsa=galactic`, 'ayanamsa'],
      [`${birth}&name=${'x'.repeat(81)}`, 'name'],
      [`${birth}&name=${encodeURIComponent('Asha\u0007Rao')}`, 'name'],
    ];
    for (const [q, param] of bad) {
      const res = await app.request('GET', `/v1/astrology/report?${q}`, { key: apiKey });
      expect(res.status, q).toBe(400);
      expect(res.body.error.param, q).toBe(param);
    }
    expect(await settled(accountId, REPORT_PRICE_MICRO_USD)).toEqual({ calls: 1, cost: REPORT_PRICE_MICRO_USD, ledger: REPORT_PRICE_MICRO_USD });
  }, 120_000);
});
