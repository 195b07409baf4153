/**
 * Health checks for load balancers: /readyz is 200 while the database answers and the 503 envelope with
 * `database_unavailable` and a retry hint while it does not (db/health.ts pingDatabase); /healthz is liveness only and
 * stays 200 through a database outage.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';

let app: TestApp;
beforeAll(async () => { app = await startTestApp(); });
afterAll(async () => { await app?.close(); });

describe('liveness does not depend on the database', () => {
  it('/healthz answers 200 while the database answers and while it does not', async () => {
    const ok = await app.request('GET', '/healthz');
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ status: 'ok', version: '1.0.0' });
    const down = vi.spyOn(app.ctx.db, 'raw').mockRejectedValue(new Error('connection refused'));
    try {
      const res = await app.request('GET', '/healthz');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok', version: '1.0.0' });
    } finally {
      down.mockRestore();
    }
  });
});

describe('readiness follows the database', () => {
  for (const path of ['/readyz']) {
    it(`${path} answers 200 while the database answers, 503 while it does not`, async () => {
      const ok = await app.request('GET', path);
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({ status: 'ok', database: 'ok', version: '1.0.0' });

      const down = vi.spyOn(app.ctx.db, 'raw').mockRejectedValue(new Error('connection refused'));
      try {
        const res = await app.request('GET', path);
        expect(res.status).toBe(503);
        expect(res.body.error).toMatchObject({ status: 503, code: 'database_unavailable' });
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      } finally {
        down.mockRestore();
      }
      expect((await app.request('GET', path)).status).toBe(200);
    });
  }
});
