/**
 * Like test/helpers/app.ts startTestApp (real app on loopback, fresh database, responses checked against
 * openapi.yaml), with two extras the limits tests need: handler overrides (a chat handler that reports usage, a slow
 * handler to fill the process) and a different contract file (an operation marked deprecated).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { expect } from 'vitest';
import { loadConfig } from '../../src/config';
import { createContext, createLogger, type AppContext } from '../../src/context';
import { buildApp } from '../../src/app';
import type { HandlerRegistry } from '../../src/http/handler';
import { handlers } from '../../handlers/index';
import { freshDatabase, type TestDb } from '../helpers/db';
import { expectConformsToSpec, TEST_ADMIN_TOKEN, type RequestOptions, type TestResponse } from '../helpers/app';

export interface LimitsTestApp {
  url: string;
  ctx: AppContext;
  db: TestDb;
  request<T = any>(method: string, urlPath: string, opts?: RequestOptions): Promise<TestResponse<T>>;
  admin<T = any>(method: string, urlPath: string, json?: unknown): Promise<TestResponse<T>>;
  createAccount(opts?: { plan?: string }): Promise<{ accountId: string; apiKey: string }>;
  close(): Promise<void>;
}

export async function requestTo<T>(baseUrl: string, method: string, urlPath: string, opts: RequestOptions = {}): Promise<TestResponse<T>> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.key) headers.authorization = `Bearer ${opts.key}`;
  let body = opts.body;
  if (opts.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(opts.json);
  }
  const res = await fetch(baseUrl + urlPath, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  if ((res.headers.get('content-type') ?? '').startsWith('application/json')) parsed = JSON.parse(text);
  const out = { status: res.status, headers: res.headers, body: parsed as T, text };
  if (!opts.raw) await expectConformsToSpec(method, urlPath, out);
  return out;
}

export async function startLimitsApp(options: {
  env?: Record<string, string>;
  handlers?: Partial<HandlerRegistry>;
  openapiPath?: string;
  modelsFile?: string;
} = {}): Promise<LimitsTestApp> {
  const db = await freshDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'graha-limits-'));
  const env = {
    ...process.env,
    LOG_LEVEL: 'silent', VALIDATE_RESPONSES: '1', ADMIN_TOKEN: TEST_ADMIN_TOKEN, DATA_DIR: dataDir, PORT: '0',
    ...(options.modelsFile ? { MODELS_FILE: options.modelsFile } : {}),
    ...options.env,
  };
  const config = loadConfig(env);
  const ctx = await createContext({ config, env, db: db.db, log: createLogger('silent') });
  if (options.openapiPath) ctx.openapiPath = options.openapiPath;
  const app = await buildApp(ctx, { ...handlers, ...options.handlers } as HandlerRegistry);
  const server: Server = await new Promise((resolve) => { const s = app.listen(0, '127.0.0.1', () => resolve(s)); });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ctx.config.publicBaseUrl = url;
  const request = <T>(method: string, urlPath: string, opts: RequestOptions = {}) => requestTo<T>(url, method, urlPath, opts);
  const admin = <T>(method: string, urlPath: string, json?: unknown) => request<T>(method, urlPath, { key: TEST_ADMIN_TOKEN, json });
  return {
    url, ctx, db, request, admin,
    async createAccount(opts = {}) {
      const res = await admin<{ account_id: string; api_key: string }>('POST', '/admin/v1/accounts', {
        email: 'limits@example.com', plan: opts.plan ?? 'pay-as-you-go', credit_cents: 0,
      });
      expect(res.status).toBe(201);
      return { accountId: res.body.account_id, apiKey: res.body.api_key };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The six x-ratelimit-* headers as numbers. */
export function rateHeaders(res: { headers: Headers }) {
  const n = (name: string) => {
    const v = res.headers.get(name);
    return v === null ? null : Number(v);
  };
  return {
    limitRequests: n('x-ratelimit-limit-requests'), remainingRequests: n('x-ratelimit-remaining-requests'),
    resetRequests: n('x-ratelimit-reset-requests'), limitTokens: n('x-ratelimit-limit-tokens'),
    remainingTokens: n('x-ratelimit-remaining-tokens'), resetTokens: n('x-ratelimit-reset-tokens'),
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
