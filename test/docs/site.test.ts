/**
 * The guide (issue 39 items 2 and 4): docs/*.md built by VitePress (what `make docs` runs, into a temporary directory)
 * with no dead link (VitePress fails the build on one), every internal link and #anchor of the built HTML resolving,
 * every page in the sidebar, the server serving it at /guide (clean URLs, a 404 page, a 503 page when not built), and
 * every page opened in headless Chromium (Debian's chromium through playwright-core): it loads, a screenshot goes to
 * test-artifacts/docs/guide-<page>.png, axe-core finds no serious or critical violation, and the search box finds a word.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';
import { guideRoutes } from '../../src/http/steps/guide';
import { DOCS_DIR, guidePages, REPO } from './pages';

const VITEPRESS = path.join(DOCS_DIR, 'node_modules', '.bin', 'vitepress');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'graha-guide-'));
let buildLog = '';
let buildMs = 0;
let app: TestApp;

beforeAll(async () => {
  if (!fs.existsSync(VITEPRESS)) throw new Error('VitePress is not installed: run `npm ci --prefix docs` (make docs and make test-pglite do)');
  const started = Date.now();
  // What `make docs` runs, into a temporary directory.
  const { stdout, stderr } = await promisify(execFile)(VITEPRESS, ['build', 'docs', '--outDir', out], { cwd: REPO, maxBuffer: 16 << 20 });
  buildLog = stdout + stderr;
  buildMs = Date.now() - started;
  console.log(`guide: built in ${buildMs} ms`);
  app = await startTestApp({ env: { GUIDE_DIR: out } });
}, 180_000);
afterAll(async () => { await app?.close(); fs.rmSync(out, { recursive: true, force: true }); });

/** Every HTML file of a built site, by its path under the site (`chat.html`, `index.html`, `404.html`). */
function htmlFiles(site = out): string[] {
  return fs.readdirSync(site, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')).sort();
}
const idsOf = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
const decode = (s: string) => s.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'");

/** The server's own pages outside the guide, which the guide links to. */
const SERVER_PAGES = /^\/(docs|dashboard|openapi\.(yaml|json))(\/.*)?$/;

/**
 * The link checker: every href and src of every page of a site served at /guide/ that stays on the server names a file
 * of the site (a page by its clean URL, an asset, an image) or one of the server's own pages, and every #anchor is an
 * id of the page it names. Returns what does not resolve, and how many links were checked.
 */
function brokenLinks(site: string): { broken: string[]; checked: number } {
  const ids = new Map(htmlFiles(site).map((f) => [f, idsOf(fs.readFileSync(path.join(site, f), 'utf8'))]));
  const isFile = (f: string) => f !== '' && fs.existsSync(path.join(site, f)) && fs.statSync(path.join(site, f)).isFile();
  const broken: string[] = [];
  let checked = 0;
  for (const file of htmlFiles(site)) {
    const html = fs.readFileSync(path.join(site, file), 'utf8');
    const base = new URL(`http://guide.test/guide/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`);
    for (const [, attr, raw] of html.matchAll(/\s(href|src)="([^"]*)"/g)) {
      const value = decode(raw);
      if (/^(https?:|mailto:|data:|javascript:)/.test(value)) continue;
      const url = new URL(value, base);
      if (url.origin !== base.origin) continue;
      checked++;
      if (SERVER_PAGES.test(url.pathname)) continue;
      if (!url.pathname.startsWith('/guide/')) { broken.push(`${file}: ${attr}="${value}" leaves the guide`); continue; }
      const rel = decodeURIComponent(url.pathname.slice('/guide/'.length));
      const target = rel === '' ? 'index.html' : [rel, `${rel}.html`, path.posix.join(rel, 'index.html')].find(isFile);
      if (!target) { broken.push(`${file}: ${attr}="${value}": no such file`); continue; }
      if (url.hash && url.hash !== '#' && target.endsWith('.html')) {
        const id = decodeURIComponent(url.hash.slice(1));
        if (!ids.get(target)?.has(id)) broken.push(`${file}: ${attr}="${value}": no #${id} in ${target}`);
      }
    }
  }
  return { broken, checked };
}

describe('the built guide', () => {
  it('builds every docs/*.md page, with no dead link (the build fails on one) and nothing excluded', () => {
    expect(buildLog).toContain('build complete');
    const built = htmlFiles();
    for (const page of guidePages()) expect(built, `docs/${page}.md`).toContain(`${page}.html`);
    expect(built).toContain('404.html');
    // docs/node_modules (VitePress's own package dir) holds Markdown files too: none of them is a page.
    expect(built.filter((f) => f.includes('node_modules'))).toEqual([]);
    expect(built.filter((f) => f !== '404.html').sort()).toEqual(guidePages().map((p) => `${p}.html`).sort());
  });

  it('every docs/*.md page but the home is in the sidebar, and the sidebar links only to pages', () => {
    const html = fs.readFileSync(path.join(out, 'getting-started.html'), 'utf8');
    const sidebar = html.slice(html.indexOf('class="VPSidebar'), html.indexOf('</aside>', html.indexOf('class="VPSidebar')));
    const linked = [...sidebar.matchAll(/href="\/guide\/([^"#]*)"/g)].map((m) => m[1]);
    expect(linked.slice().sort()).toEqual(guidePages().filter((p) => p !== 'index').sort());
    expect(linked.slice(0, 3)).toEqual(['getting-started', 'chat', 'media']);
  });

  it('every internal link and #anchor of every page resolves (the server\'s /docs, /openapi.* and /dashboard aside)', () => {
    const { broken, checked } = brokenLinks(out);
    expect(checked).toBeGreaterThan(100);
    expect(broken).toEqual([]);
  });

  it('the link checker finds a missing page, a missing anchor, a missing image and a link out of the guide', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'graha-links-'));
    try {
      fs.writeFileSync(path.join(site, 'index.html'), '<a href="/guide/a#top">ok</a><a href="./a">ok</a><a href="../docs">reference</a><a href="https://example.com/x">out</a>');
      fs.writeFileSync(path.join(site, 'a.html'), '<h1 id="top">A</h1><a href="./index#nowhere">x</a><a href="./b">y</a><img src="/guide/images/x.png"><a href="/elsewhere">z</a><a href="#top">up</a>');
      expect(brokenLinks(site)).toEqual({
        checked: 8,
        broken: [
          'a.html: href="./index#nowhere": no #nowhere in index.html',
          'a.html: href="./b": no such file',
          'a.html: src="/guide/images/x.png": no such file',
          'a.html: href="/elsewhere" leaves the guide',
        ],
      });
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
    }
  });
});

describe('/guide on the server', () => {
  it('serves the pages with clean URLs, /guide as /guide/, its 404 page for an unknown page, and no key needed', async () => {
    const home = await app.request('GET', '/guide/', { raw: true });
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/^text\/html/);
    expect(home.text).toContain('Graha');
    const chat = await app.request('GET', '/guide/chat', { raw: true });
    expect(chat.status).toBe(200);
    expect(chat.text).toContain('<h1');
    const bare = await fetch(`${app.url}/guide`, { redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/guide/');
    const missing = await app.request('GET', '/guide/no-such-page', { raw: true });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^text\/html/);
    const asset = fs.readdirSync(path.join(out, 'assets')).find((f) => f.endsWith('.css'))!;
    const css = await app.request('GET', `/guide/assets/${asset}`, { raw: true });
    expect(css.status).toBe(200);
    expect(css.headers.get('cache-control')).toContain('immutable');
    // Not GET: not the guide's (the contract's 404 envelope).
    expect((await app.request('POST', '/guide/chat', { raw: true })).status).toBe(404);
  });

  it('without a built guide /guide says to run make docs (503, never a 500)', async () => {
    // The step alone (src/http/steps/guide.ts) on a directory with nothing built: no second app to start.
    const bare = express().use(guideRoutes(path.join(out, 'not-built')));
    const server = await new Promise<Server>((resolve) => { const s = bare.listen(0, '127.0.0.1', () => resolve(s)); });
    try {
      for (const p of ['/guide/', '/guide/chat', '/guide/assets/x.css']) {
        const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${p}`);
        expect(res.status, p).toBe(503);
        expect(await res.text(), p).toContain('make docs');
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

// axe-core, the accessibility rules engine (WCAG 2.x A and AA rules), as the dashboard's end-to-end test runs it.
const AXE_SOURCE = fs.readFileSync(path.join(REPO, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
interface AxeViolation { id: string; impact: string; help: string; nodes: Array<{ target: string[] }> }
const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p)) ?? null;
const ARTIFACTS = path.join(REPO, 'test-artifacts', 'docs');
if (!CHROMIUM) console.warn('test/docs/site.test.ts: SKIPPED the Chromium checks: no Chromium at /usr/bin/chromium (apt-get install chromium; .ci/run does)');

describe.skipIf(!CHROMIUM)('the guide in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    // --no-sandbox: CI runs as root, where Chromium's sandbox cannot start.
    browser = await chromium.launch({ executablePath: CHROMIUM!, args: ['--no-sandbox'] });
  }, 60_000);
  afterAll(async () => { await browser?.close(); });

  it('every page loads (a screenshot each) and axe-core finds no serious or critical violation', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const violations: string[] = [];
    for (const name of guidePages()) {
      const res = await page.goto(`${app.url}/guide/${name === 'index' ? '' : name}`, { waitUntil: 'load' });
      expect(res?.status(), name).toBe(200);
      await page.locator('.VPContent').first().waitFor({ timeout: 30_000 });
      await page.screenshot({ path: path.join(ARTIFACTS, `guide-${name}.png`), fullPage: true });
      await page.evaluate(AXE_SOURCE);
      const found = await page.evaluate(async () => {
        const axe = (globalThis as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: unknown[] }> } }).axe;
        return (await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })).violations;
      }) as AxeViolation[];
      for (const v of found.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
        violations.push(`${name}: ${v.id} (${v.impact}) ${v.help}: ${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join(', ')}`);
      }
    }
    expect(errors).toEqual([]);
    expect(violations).toEqual([]);
  }, 300_000);

  it('the search box finds a word and opens its page', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${app.url}/guide/`);
    await page.locator('.VPNavBarSearch button').first().click();
    await page.locator('.VPLocalSearchBox input').fill('kundali');
    const results = page.locator('.VPLocalSearchBox .result');
    await results.first().waitFor({ timeout: 30_000 });
    expect(await results.count()).toBeGreaterThan(0);
    await page.screenshot({ path: path.join(ARTIFACTS, 'guide-search.png') });
    await results.first().click();
    await expect.poll(() => page.url()).toMatch(/\/guide\/[a-z-]+/);
  }, 120_000);
});
