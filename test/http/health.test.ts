/**
 * Health checks (spec: /healthz and /readyz for load balancers): 200 while the database answers, and the 503 envelope
 * with `database_unavailable` and a retry hint while it does not (db/health.ts pingDatabase).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';

let app: TestApp;
beforeAll(async () => { app = await startTestApp(); });
afterAll(async () => { await app?.close(); });

describe('health checks follow the database', () => {
  for (const path of ['/healthz', '/readyz']) {
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
