/**
 * The dashboard end to end in headless Chromium (issue 20 item 5): Debian's `chromium` driven by playwright-core.
 * One user goes through every page: sign-up, the first key, a deposit through the local payment provider's page, keys,
 * usage, limits, plan, export download, sign-out and a failed sign-in. A screenshot of each page is saved under
 * test-artifacts/dashboard/ (CI keeps it as an artifact), and each page is checked with axe-core (WCAG A/AA). Skipped only when no Chromium binary is installed
 * (.ci/run installs it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../helpers/app';

// axe-core, the accessibility rules engine, run in the page on every screenshot (WCAG 2.x A and AA rules).
const AXE_SOURCE = fs.readFileSync(path.resolve(import.meta.dirname, '..', '..', 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
interface AxeViolation { id: string; impact: string; help: string; nodes: Array<{ target: string[] }> }

const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p)) ?? null;
const ARTIFACTS = path.resolve(import.meta.dirname, '..', '..', 'test-artifacts', 'dashboard');
if (!CHROMIUM) console.warn('test/dashboard/e2e.test.ts: SKIPPED: no Chromium at /usr/bin/chromium (apt-get install chromium; .ci/run does)');

describe.skipIf(!CHROMIUM)('the dashboard in headless Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  let page: Page;
  const axeViolations = async (): Promise<AxeViolation[]> => {
    // Evaluated through the DevTools protocol, which the page's CSP (no scripts) does not govern.
    await page.evaluate(AXE_SOURCE);
    return page.evaluate(async () => {
      const axe = (globalThis as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: unknown[] }> } }).axe;
      return (await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })).violations;
    }) as Promise<AxeViolation[]>;
  };
  /** Saves the page's screenshot and checks it with axe-core: no WCAG A/AA violation. */
  const shot = async (name: string) => {
    await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
    const violations = await axeViolations();
    expect(violations.map((v) => `${name}: ${v.id} (${v.impact}) ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  };

  it('the accessibility check finds what it should (an unlabelled field, low contrast)', async () => {
    await page.setContent('<!doctype html><html lang="en"><title>t</title><main><input type="text"><p style="color:#ccc;background:#fff">faint</p></main></html>');
    expect((await axeViolations()).map((v) => v.id).sort()).toEqual(['color-contrast', 'label']);
  }, 120_000);

  beforeAll(async () => {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    app = await startTestApp();
    // --no-sandbox: CI runs as root, where Chromium's sandbox cannot start.
    browser = await chromium.launch({ executablePath: CHROMIUM!, args: ['--no-sandbox'] });
    const context = await browser.newContext({ viewport: { width: 1200, height: 800 }, acceptDownloads: true });
    page = await context.newPage();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const email = `e2e-${Date.now()}@example.com`;
  const password = 'a long and secret passphrase';
  let firstKey = '';

  it('signs up: an account on pay-as-you-go with USD 0.00 and the first key shown once', async () => {
    await page.goto(`${app.url}/dashboard`);
    await expect.poll(() => page.url()).toContain('/dashboard/sign-in');
    await shot('01-sign-in');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await shot('02-sign-up');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForSelector('#new-key-secret');
    firstKey = (await page.textContent('#new-key-secret'))!.trim();
    expect(firstKey).toMatch(/^svc_live_/);
    expect(await page.textContent('#available')).toBe('USD 0.00');
    expect(await page.textContent('#plan')).toBe('pay-as-you-go');
    await shot('03-welcome');
  }, 120_000);

  it('deposits through the payment page; the balance shows the money and the first-deposit bonus', async () => {
    await page.getByLabel('Amount (USD)').fill('120');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForSelector('#confirm');
    expect(page.url()).toMatch(/\/pay\/pay_/);
    await shot('04-payment-page');
    await page.click('#confirm');
    await page.waitForLoadState();
    await page.goto(`${app.url}/dashboard/overview`);
    // USD 120 plus the USD 10 bonus of a first deposit of USD 100 or more (spec section 8).
    expect(await page.textContent('#available')).toBe('USD 130.00');
    await shot('05-balance');
  }, 120_000);

  it('creates a scoped key (secret once) and revokes it', async () => {
    await page.getByRole('link', { name: 'API keys' }).click();
    await page.getByLabel('Name').fill('mobile app');
    await page.getByLabel('inference').check();
    await page.getByLabel('astrology').check();
    await page.getByRole('button', { name: 'Create key' }).click();
    const secret = (await page.textContent('#new-key-secret'))!.trim();
    expect(secret).toMatch(/^svc_live_/);
    const models = await fetch(`${app.url}/v1/models`, { headers: { authorization: `Bearer ${secret}` } });
    expect(models.status).toBe(200);
    await shot('06-key-created');
    await page.getByRole('button', { name: /Revoke key mobile app/ }).click();
    await page.waitForSelector('.badge.revoked');
    expect((await fetch(`${app.url}/v1/models`, { headers: { authorization: `Bearer ${secret}` } })).status).toBe(401);
    await page.reload();
    expect(await page.content()).not.toContain(secret);
    await shot('07-keys');
  }, 120_000);

  it('shows usage by day as a chart after billed calls', async () => {
    for (let i = 0; i < 12; i++) {
      const res = await fetch(`${app.url}/v1/astrology/horoscope?sign=leo&date=2026-11-24`, { headers: { authorization: `Bearer ${firstKey}` } });
      expect(res.status).toBe(200);
    }
    await page.getByRole('link', { name: 'Usage' }).click();
    // 12 x USD 0.002 = 2.4 cents, rounded to 2 cents: the chart shows cost.
    expect(await page.textContent('#period-cost')).toBe('USD 0.02');
    expect(await page.locator('svg.chart rect.bar').count()).toBe(1);
    await shot('08-usage');
  }, 120_000);

  it('sets spending limits and the alert webhook', async () => {
    await page.getByRole('link', { name: 'Limits & alerts' }).click();
    await page.getByLabel('Monthly budget (USD)').fill('50');
    await page.getByLabel(/Pause billed calls/).check();
    await page.getByLabel('Hard cap (USD)').fill('200');
    await page.getByLabel('Alert webhook URL').fill('https://hooks.example.com/graha');
    await page.getByRole('button', { name: 'Save limits' }).click();
    await page.waitForSelector('.flash.ok');
    expect(await page.textContent('#budget')).toBe('USD 50.00');
    expect(await page.textContent('#hard-cap')).toBe('USD 200.00');
    expect(await page.textContent('#signing-secret')).toMatch(/^whsec_/);
    await shot('09-limits');
  }, 120_000);

  it('upgrades at once and schedules a downgrade for the end of the cycle', async () => {
    await page.getByRole('link', { name: 'Plan' }).click();
    await page.getByLabel('growth').check();
    await page.getByRole('button', { name: 'Change plan' }).click();
    await page.waitForSelector('.flash.ok');
    expect(await page.textContent('#current-plan')).toBe('growth');
    await page.getByLabel('pay-as-you-go').check();
    await page.getByRole('button', { name: 'Change plan' }).click();
    await page.waitForSelector('#pending-plan');
    expect(await page.textContent('#current-plan')).toBe('growth');
    expect(await page.textContent('#pending-plan')).toBe('pay-as-you-go');
    await shot('10-plan');
  }, 120_000);

  it('downloads the account export', async () => {
    await page.getByRole('link', { name: 'Export' }).click();
    await shot('11-export');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download-export')]);
    const file = await download.path();
    const archive = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(archive.account.email).toBe(email);
    expect(archive.billing.map((b: { kind: string }) => b.kind).sort()).toEqual(['deposit', 'first_deposit_bonus']);
    expect(archive.usage[0].requests).toBe(12);
    expect(archive.api_keys).toHaveLength(2);
  }, 120_000);

  it('signs out; a wrong password is refused and the right one signs in again', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForSelector('.flash.ok');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('not my password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForSelector('.flash.error');
    expect(await page.textContent('.flash.error')).toContain('Wrong email or password.');
    await shot('12-sign-in-refused');
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForSelector('#available');
    expect(await page.textContent('#available')).toBe('USD 129.97');
  }, 120_000);
});
