/**
 * Starts the real app on a loopback port against a fresh database, with every success response validated by the
 * app against openapi.yaml, and gives a client that validates every response (errors included) against the spec.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { OpenAPIBackend } from 'openapi-backend';
import addFormats from 'ajv-formats';
import { expect } from 'vitest';
import { loadConfig } from '../../src/config';
import { closeContext, createContext, createLogger, OPENAPI_PATH, type AppContext } from '../../src/context';
import { buildApp } from '../../src/http/pipeline';
import { startServerBackgroundWork } from '../../src/background';
import type { HandlerRegistry } from '../../src/http/handler';
import { handlers } from '../../handlers/index';
import { freshDatabase, type TestDb } from './db';
import { recordSecret, recordSecretFields, runLogger, SECRET_ENV } from './runLog';

export const TEST_ADMIN_TOKEN = 'adm_test_token_0123456789abcdef';
/** Opening credit of test accounts unless a test sets its own: every billed call needs money (spec 1, rule 2). */
export const DEFAULT_TEST_CREDIT_CENTS = 10_000;

let specValidator: Promise<OpenAPIBackend> | null = null;
function spec(): Promise<OpenAPIBackend> {
  specValidator ??= (async () => {
    const api = new OpenAPIBackend({
      definition: OPENAPI_PATH, quick: true, validate: true, ajvOpts: { strict: false },
      customizeAjv: (ajv) => { addFormats(ajv); return ajv; },
    });
    await api.init();
    return api;
  })();
  return specValidator;
}

export interface TestResponse<T = any> { status: number; headers: Headers; body: T; text: string }

export interface RequestOptions {
  key?: string | null;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** Skip the spec check (for deliberately non-conforming responses, e.g. binary bodies). */
  raw?: boolean;
}

export interface TestApp {
  url: string;
  ctx: AppContext;
  db: TestDb;
  request<T = any>(method: string, urlPath: string, opts?: RequestOptions): Promise<TestResponse<T>>;
  admin<T = any>(method: string, urlPath: string, json?: unknown): Promise<TestResponse<T>>;
  /** Creates an account through the admin API and returns its id and first key. */
  createAccount(opts?: { plan?: string; creditCents?: number; email?: string }): Promise<{ accountId: string; apiKey: string }>;
  close(): Promise<void>;
}

/** Validates a response against the operation the request matched (or the Error schema for unknown paths). */
export async function expectConformsToSpec(method: string, urlPath: string, res: TestResponse): Promise<void> {
  expect(res.headers.get('x-request-id'), `${method} ${urlPath}: x-request-id`).toBeTruthy();
  const api = await spec();
  const contentType = res.headers.get('content-type') ?? '';
  if (!contentType.startsWith('application/json')) return; // binary and SSE bodies are checked by their tests
  let operation;
  try {
    operation = api.router.matchOperation({ method, path: urlPath.split('?')[0], headers: {} } as never, true);
  } catch {
    operation = null;
  }
  if (!operation) {
    expect(res.body?.error?.status, `${method} ${urlPath}: error envelope`).toBe(res.status);
    return;
  }
  if (res.status === 405) {
    expect(res.body.error.status).toBe(405);
    return;
  }
  const result = api.validateResponse(res.body, operation, res.status);
  expect(result.errors ?? [], `${method} ${urlPath} -> ${res.status} violates openapi.yaml: ${res.text.slice(0, 500)}`).toEqual([]);
}

/** One request to a Graha server (this app or another process), its JSON body checked against openapi.yaml. */
export async function requestTo<T>(baseUrl: string, method: string, urlPath: string, opts: RequestOptions = {}): Promise<TestResponse<T>> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.key) headers.authorization = `Bearer ${opts.key}`;
  // Every secret sent or received is searched for in the run's log at its end (test/helpers/runLog.ts).
  recordSecret('bearer credential sent', opts.key);
  recordSecretFields(`${method} ${urlPath.split('?')[0]} request`, opts.json);
  let body = opts.body;
  if (opts.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(opts.json);
  }
  const res = await fetch(baseUrl + urlPath, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  if ((res.headers.get('content-type') ?? '').startsWith('application/json')) parsed = JSON.parse(text);
  recordSecretFields(`${method} ${urlPath.split('?')[0]} response`, parsed);
  const out = { status: res.status, headers: res.headers, body: parsed as T, text };
  if (!opts.raw) await expectConformsToSpec(method, urlPath, out);
  return out;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  modelsFile?: string;
  /** Stand-in handlers for some operations (e.g. a slow handler to fill the process). */
  handlers?: Partial<HandlerRegistry>;
  /** Another contract file (e.g. one marking an operation deprecated). */
  openapiPath?: string;
  /** The app's logger (tests that read the log lines); by default debug to the run's log file (test/helpers/runLog.ts). */
  log?: ReturnType<typeof createLogger>;
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const db = await freshDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'graha-test-'));
  const env = {
    ...process.env,
    LOG_LEVEL: 'silent',
    VALIDATE_RESPONSES: '1',
    // Test webhook receivers listen on loopback (src/billing/controls/webhookTarget.ts refuses it in production).
    ALERT_WEBHOOK_ALLOW_PRIVATE: '1',
    ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    DATA_DIR: dataDir,
    PORT: '0',
    // This file's own database (the auth listener connects to it by URL).
    ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
    ...(options.modelsFile ? { MODELS_FILE: options.modelsFile } : {}),
    ...options.env,
  };
  for (const [name, value] of Object.entries({ ...options.env, ADMIN_TOKEN: TEST_ADMIN_TOKEN })) {
    if (SECRET_ENV.test(name)) recordSecret(`env ${name}`, value);
  }
  const config = loadConfig(env);
  const ctx = await createContext({ config, env, db: db.db, log: options.log ?? runLogger() });
  if (options.openapiPath) ctx.openapiPath = options.openapiPath;
  const app = await buildApp(ctx, { ...handlers, ...options.handlers } as HandlerRegistry);
  // What src/server.ts runs beside the app: the billing heartbeat and the sweeps.
  const stopBackground = startServerBackgroundWork(ctx);
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  // As src/server.ts: idle keep-alive sockets outlive the client's (undici's 4 s), so the client always closes first.
  // With Node's 5 s default, a test whose event loop stalls for seconds (a compile, a loaded machine) saw the server
  // close a socket just as the client reused it: ECONNRESET.
  server.keepAliveTimeout = 65_000;
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ctx.config.publicBaseUrl = url;

  const request = <T>(method: string, urlPath: string, opts: RequestOptions = {}) => requestTo<T>(url, method, urlPath, opts);

  const admin = <T>(method: string, urlPath: string, json?: unknown) => request<T>(method, urlPath, { key: TEST_ADMIN_TOKEN, json });

  return {
    url, ctx, db, request, admin,
    async createAccount(opts = {}) {
      const res = await admin<{ account_id: string; api_key: string }>('POST', '/admin/v1/accounts', {
        email: opts.email ?? 'dev@example.com', plan: opts.plan ?? 'pay-as-you-go', credit_cents: opts.creditCents ?? DEFAULT_TEST_CREDIT_CENTS,
      });
      expect(res.status).toBe(201);
      return { accountId: res.body.account_id, apiKey: res.body.api_key };
    },
    async close() {
      stopBackground();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeContext(ctx);
      await db.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
