/**
 * Observability (issue 20 item 6): a JSON log line per request with request id, operation, account, status and
 * latency and never a secret; Prometheus metrics at /metrics for the operator; /healthz and /readyz.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLoggerWith } from '../helpers/runLog';
import { acquireEndpointSlot, SLOTS_PER_REPLICA, type EndpointSlot } from '../../src/gateway/chat/endpoints';
import { startTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../helpers/app';

const lines: string[] = [];
const sink = new Writable({ write(chunk, _enc, done) { lines.push(...String(chunk).split('\n').filter(Boolean)); done(); } });
let app: TestApp;
let key: string;
let accountId: string;
beforeAll(async () => {
  app = await startTestApp({ log: runLoggerWith('info', sink) });
  ({ apiKey: key, accountId } = await app.createAccount());
});
afterAll(async () => { await app?.close(); });

const requestLines = () => lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request');

describe('one JSON log line per request', () => {
  it('names the request id, operation, account, status and latency', async () => {
    const res = await app.request('GET', '/v1/astrology/horoscope?sign=leo&date=2026-11-24', { key });
    expect(res.status).toBe(200);
    await new Promise((r) => setTimeout(r, 20));
    const line = requestLines().find((l) => l.requestId === res.headers.get('x-request-id'));
    expect(line).toMatchObject({ operationId: 'getHoroscope', accountId, status: 200, method: 'GET', path: '/v1/astrology/horoscope' });
    expect(line.durationMs).toBeGreaterThan(0);
  });

  it('a request refused before its handler still names its operation; an unknown path is unmatched', async () => {
    const bad = await app.request('GET', '/v1/astrology/horoscope?sign=pluto', { key });
    expect(bad.status).toBe(400);
    const none = await app.request('GET', '/v1/nowhere', { key });
    expect(none.status).toBe(404);
    await new Promise((r) => setTimeout(r, 20));
    expect(requestLines().find((l) => l.requestId === bad.headers.get('x-request-id'))).toMatchObject({ operationId: 'getHoroscope', status: 400 });
    expect(requestLines().find((l) => l.requestId === none.headers.get('x-request-id'))?.operationId).toBeUndefined();
  });

  it('never holds an API key or the operator token, whatever the requests sent', async () => {
    await app.request('GET', '/v1/models', { key: `${key}x` });
    await app.request('POST', '/v1/keys', { key, json: { name: key } });
    await app.admin('GET', `/admin/v1/accounts/${accountId}`);
    await new Promise((r) => setTimeout(r, 20));
    const all = lines.join('\n');
    expect(lines.length).toBeGreaterThan(3);
    expect(all).not.toContain(key.slice('svc_live_'.length));
    expect(all).not.toContain(TEST_ADMIN_TOKEN);
  });
});

describe('Prometheus metrics at /metrics', () => {
  it('are the operator\'s: no token is 401, an API key is 401', async () => {
    expect((await app.request('GET', '/metrics')).status).toBe(401);
    expect((await app.request('GET', '/metrics', { key })).status).toBe(401);
  });

  it('count requests by operation and status, charges by endpoint type, and report the process', async () => {
    expect((await app.request('GET', '/v1/astrology/horoscope?sign=aries&date=2026-11-24', { key })).status).toBe(200);
    const res = await app.request('GET', '/metrics', { key: TEST_ADMIN_TOKEN, raw: true });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const count = (re: RegExp) => Number(re.exec(res.text)?.[1] ?? NaN);
    expect(count(/graha_http_requests_total\{operation="getHoroscope",status="200"\} (\d+)/)).toBeGreaterThanOrEqual(2);
    expect(count(/graha_http_requests_total\{operation="getHoroscope",status="400"\} (\d+)/)).toBeGreaterThanOrEqual(1);
    // Each horoscope costs the astrology_call price (config/prices.yaml: USD 0.002 = 2000 micro-USD).
    expect(count(/graha_charges_micro_usd_total\{endpoint_type="astrology"\} (\d+)/)).toBeGreaterThanOrEqual(4000);
    expect(res.text).toMatch(/graha_http_request_duration_seconds_bucket\{le="[^"]+",operation="getHoroscope",status="2xx"\}/);
    expect(res.text).toMatch(/graha_process_resident_memory_bytes \d+/);
  });
});

describe('queue depths in /metrics, read at scrape time', () => {
  it('dedicated-endpoint calls running and waiting, the media process pool, and job items pending', async () => {
    const scrape = async () => {
      const res = await app.request('GET', '/metrics', { key: TEST_ADMIN_TOKEN, raw: true });
      expect(res.status).toBe(200);
      return (re: RegExp) => Number(re.exec(res.text)?.[1] ?? NaN);
    };
    const { ctx } = app;
    // A dedicated endpoint of one replica: its slots all taken and two more calls waiting, through the gateway's own queue.
    const endpoint = { id: 'ep_metrics_probe', replicas: 1 } as Parameters<typeof acquireEndpointSlot>[1];
    const stop = new AbortController();
    const held: EndpointSlot[] = [];
    for (let i = 0; i < SLOTS_PER_REPLICA; i++) held.push(await acquireEndpointSlot(ctx.gateway.endpointQueues, endpoint, stop.signal));
    const waiting = [0, 1].map(() => acquireEndpointSlot(ctx.gateway.endpointQueues, endpoint, stop.signal, 60_000));
    // The media pool: every slot busy and one more program pending.
    const slots = ctx.gateway.processPool.options.concurrency;
    let free!: () => void;
    const busy = new Promise<void>((r) => { free = r; });
    const pool = Array.from({ length: slots + 1 }, () => ctx.gateway.processPool.run(stop.signal, () => busy));
    // Job items of a job not due for an hour (the runner leaves them pending).
    await ctx.db.transaction(async (trx) => {
      await trx('jobs').insert({ id: 'job_metrics_probe', kind: 'batch', account_id: accountId, status: 'validating', spec: '{}', total_items: 3 });
      await trx('job_items').insert([0, 1, 2].map((idx) => ({
        job_id: 'job_metrics_probe', idx, account_id: accountId, input: '{}', run_at: trx.raw("now() + interval '1 hour'"),
      })));
    });

    const during = await scrape();
    expect(during(/graha_endpoint_queue_calls\{endpoint="ep_metrics_probe",state="running"\} (\d+)/)).toBe(SLOTS_PER_REPLICA);
    expect(during(/graha_endpoint_queue_calls\{endpoint="ep_metrics_probe",state="waiting"\} (\d+)/)).toBe(2);
    expect(during(/graha_media_process_pool\{state="active"\} (\d+)/)).toBe(slots);
    expect(during(/graha_media_process_pool\{state="pending"\} (\d+)/)).toBe(1);
    expect(during(/graha_job_items\{state="pending"\} (\d+)/)).toBe(3);

    // Everything freed and the job cancelled: the gauges follow at the next scrape.
    for (const slot of held) slot.release();
    for (const slot of await Promise.all(waiting)) slot.release();
    free();
    await Promise.all(pool);
    await ctx.db('job_items').where({ job_id: 'job_metrics_probe' }).update({ status: 'cancelled' });
    const after = await scrape();
    expect(after(/graha_endpoint_queue_calls\{endpoint="ep_metrics_probe",state="running"\} (\d+)/)).toBe(0);
    expect(after(/graha_endpoint_queue_calls\{endpoint="ep_metrics_probe",state="waiting"\} (\d+)/)).toBe(0);
    expect(after(/graha_media_process_pool\{state="active"\} (\d+)/)).toBe(0);
    expect(after(/graha_media_process_pool\{state="pending"\} (\d+)/)).toBe(0);
    expect(after(/graha_job_items\{state="pending"\} (\d+)/)).toBe(0);
  }, 60_000);
});

describe('health checks for load balancers', () => {
  it('/healthz and /readyz answer 200 without a key', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const res = await app.request('GET', path);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'ok' });
    }
  });
});
