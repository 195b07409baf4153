/** Alert webhooks cannot be pointed at Graha's own network (SSRF): src/billing/controls/webhookTarget.ts. */
import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress, postWebhook, webhookUrlProblem } from '../../src/billing/controls/webhookTarget';
import { startTestApp, type TestApp } from '../helpers/app';

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8', true], ['1.1.1.1', true], ['2606:4700:4700::1111', true],
    ['127.0.0.1', false], ['10.1.2.3', false], ['172.16.0.1', false], ['172.31.255.255', false], ['192.168.1.1', false],
    ['169.254.169.254', false], ['100.64.0.1', false], ['0.0.0.0', false], ['224.0.0.1', false],
    ['::1', false], ['fd00::1', false], ['fe80::1', false], ['::ffff:127.0.0.1', false], ['::ffff:8.8.8.8', true],
    ['not-an-ip', false],
  ])('%s -> %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('webhookUrlProblem', () => {
  it('refuses non-http schemes, credentials, private literals and local names; allows public hosts', () => {
    expect(webhookUrlProblem('ftp://example.com/h', false)).toMatch(/http/);
    expect(webhookUrlProblem('https://user:pw@example.com/h', false)).toMatch(/credentials/);
    expect(webhookUrlProblem('http://169.254.169.254/latest/meta-data', false)).toMatch(/private/);
    expect(webhookUrlProblem('http://[::1]:8080/h', false)).toMatch(/private/);
    expect(webhookUrlProblem('http://localhost:5432/', false)).toMatch(/local/);
    expect(webhookUrlProblem('https://hooks.example.com/graha', false)).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:9000/h', true)).toBeNull(); // development: allowed
  });
});

describe('postWebhook', () => {
  let receiver: http.Server;
  let port = 0;
  let received = 0;
  beforeAll(async () => {
    receiver = http.createServer((req, res) => { received += 1; req.resume(); res.end('ok'); });
    await new Promise<void>((r) => receiver.listen(0, '0.0.0.0', () => r()));
    port = (receiver.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => receiver.close(() => r())));

  it('delivers to a private address only when allowed', async () => {
    await expect(postWebhook(`http://127.0.0.1:${port}/h`, {}, '{}', { timeoutMs: 2000, allowPrivate: true })).resolves.toBe(200);
    expect(received).toBe(1);
    await expect(postWebhook(`http://127.0.0.1:${port}/h`, {}, '{}', { timeoutMs: 2000, allowPrivate: false })).rejects.toThrow(/private/);
    expect(received).toBe(1);
  });

  it('checks the address a host name resolves to, at connection time', async () => {
    // The machine's own name resolves to one of its (non-public) addresses, or not at all: never delivered.
    await expect(postWebhook(`http://${os.hostname()}:${port}/h`, {}, '{}', { timeoutMs: 2000, allowPrivate: false })).rejects.toThrow();
    expect(received).toBe(1);
  });
});

describe('PUT /v1/billing/limits in production mode', () => {
  let app: TestApp;
  beforeAll(async () => { app = await startTestApp({ env: { ALERT_WEBHOOK_ALLOW_PRIVATE: '0' } }); });
  afterAll(async () => { await app?.close(); });

  it('refuses a webhook on a private address with 400 naming alert_webhook_url', async () => {
    const { apiKey } = await app.createAccount();
    const res = await app.request('PUT', '/v1/billing/limits', { key: apiKey, json: { monthly_budget_cents: 1000, alert_webhook_url: 'http://169.254.169.254/latest' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ type: 'invalid_request', param: 'alert_webhook_url' });
    const ok = await app.request('PUT', '/v1/billing/limits', { key: apiKey, json: { monthly_budget_cents: 1000, alert_webhook_url: 'https://hooks.example.com/graha' } });
    expect(ok.status).toBe(200);
  });
});
