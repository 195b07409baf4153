/** The dashboard's pure parts: the sign-in slow-down schedule, money typed in dollars, escaping, the usage chart. */
import { describe, expect, it } from 'vitest';
import { FREE_FAILURES, lockMsAfter, MAX_LOCK_MS } from '../../src/dashboard/throttle';
import { parseUsdCents } from '../../src/dashboard/forms';
import { html, raw } from '../../src/dashboard/html';
import { chartMetricFor, daysBetween, niceCeiling, tickCount, usageChartSvg } from '../../src/dashboard/chart';
import { createPasswordHasher, passwordProblem } from '../../src/dashboard/passwords';

describe('slow-down schedule', () => {
  it('is free up to the allowance, then doubles from 1 s up to 15 minutes', () => {
    const email = FREE_FAILURES.email;
    expect([1, 2, 3, 4].map((n) => lockMsAfter(n, email))).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8].map((n) => lockMsAfter(n, email))).toEqual([1000, 2000, 4000, 8000]);
    expect(lockMsAfter(email + 9, email)).toBe(512_000);
    expect(lockMsAfter(email + 10, email)).toBe(MAX_LOCK_MS);
    expect(lockMsAfter(10_000, email)).toBe(MAX_LOCK_MS);
    expect(lockMsAfter(19, FREE_FAILURES.ip)).toBe(0);
    expect(lockMsAfter(20, FREE_FAILURES.ip)).toBe(1000);
  });
});

describe('dollar amounts', () => {
  it('become integer cents without floating point; anything else is refused', () => {
    expect(parseUsdCents('25')).toBe(2500);
    expect(parseUsdCents('25.5')).toBe(2550);
    expect(parseUsdCents('0.29')).toBe(29); // 0.29 * 100 is 28.999... in floating point
    expect(parseUsdCents('$1,000.05')).toBe(100_005);
    for (const bad of ['', '-5', '1.234', '1e3', 'ten', '1,00', '12 34', '0x10']) expect(parseUsdCents(bad)).toBeNull();
  });
});

describe('html templates', () => {
  it('escape interpolated values, arrays included, and keep trusted fragments', () => {
    const name = `<img src=x onerror="alert('x')">&`;
    expect(html`<p title="${name}">${[name, html`<b>${name}</b>`]}</p>${raw('<hr>')}${null}${false}`.text).toBe(
      '<p title="&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;">&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;' +
      '<b>&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;</b></p><hr>',
    );
  });
});

describe('usage chart', () => {
  it('has one slot per day, bars only for days with usage, and gridlines on whole units', () => {
    expect(daysBetween('2026-02-01', '2026-02-28')).toHaveLength(28);
    expect([0, 1, 2, 3, 7, 19, 240, 5001].map(niceCeiling)).toEqual([100, 1, 2, 5, 10, 20, 500, 10_000]);
    for (const top of [1, 2, 4, 5, 10, 20, 50, 100, 200, 500]) expect(Number.isInteger(top / tickCount(top))).toBe(true);
    const days = [
      { date: '2026-11-03', requests: 4, tokens: 100, cost_cents: 150 },
      { date: '2026-11-20', requests: 1, tokens: 10, cost_cents: 40 },
    ];
    const svg = usageChartSvg(days, '2026-11-01', '2026-11-30');
    expect(svg.match(/class="bar"/g)).toHaveLength(2);
    expect(svg).toContain('<title id="chart-title">Cost by day</title>');
    expect(svg).toContain('2026-11-03: $1.50, 4 requests, 100 tokens');
    // Heights in proportion: 150 of a 200-cent axis over a 204-pixel plot.
    expect(svg).toMatch(/height="153\.0" class="bar"><title>2026-11-03/);
    const cheap = [{ date: '2026-11-03', requests: 12, tokens: 0, cost_cents: 0 }];
    expect(chartMetricFor(cheap)).toBe('requests');
    expect(usageChartSvg(cheap, '2026-11-01', '2026-11-30')).toContain('Requests by day');
  });
});

describe('passwords', () => {
  it('are hashed with argon2id, verified, and bounded in length', async () => {
    const hasher = createPasswordHasher();
    const hash = await hasher.hash('a good passphrase');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    expect(await hasher.verify(hash, 'a good passphrase')).toBe(true);
    expect(await hasher.verify(hash, 'a good passphrasE')).toBe(false);
    expect(await hasher.verify('not a hash', 'x')).toBe(false);
    expect(await hasher.verify(await hasher.decoyHash(), '')).toBe(false);
    expect(passwordProblem('short')).toMatch(/at least 8/);
    expect(passwordProblem('x'.repeat(257))).toMatch(/at most 256/);
    expect(passwordProblem('long enough')).toBeNull();
  });
});
