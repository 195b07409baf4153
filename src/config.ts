/**
 * Configuration, read once at start-up from the environment and validated (docs/architecture.md section 3: configuration is read once).
 * Nothing else in the code base reads process.env.
 */
import path from 'node:path';

export interface Config {
  host: string;
  port: number;
  /** A real PostgreSQL server; when null the embedded PGlite database under dataDir is used. */
  databaseUrl: string | null;
  dataDir: string;
  /** Operator token; when null the server creates one in dataDir/admin-token. */
  adminToken: string | null;
  modelsFile: string;
  /** The reference docs page built by `make docs` (scripts/build-docs.mjs), served at /docs. */
  docsFile: string;
  /** The guide (docs/*.md) built by `make docs` (VitePress, into dist/guide), served at /guide. */
  guideDir: string;
  pricesFile: string;
  logLevel: string;
  /** `internal`: background work runs in the server process; `external`: in `npm run worker` processes. */
  workers: 'internal' | 'external';
  /** Base URL clients reach this server at, used in links we hand out (payment pages, image files). */
  publicBaseUrl: string;
  /** Secret of signed image URLs (IMAGE_URL_SECRET); null: derived from the admin token, shared by every process. */
  imageUrlSecret: string | null;
  /** How long a generated image's signed URL works (and the image is kept). */
  imageUrlTtlSeconds: number;
  /**
   * Express's `trust proxy` for the dashboard (TRUST_PROXY: e.g. `loopback`, `1`, a subnet; unset: no proxy trusted).
   * Behind a TLS-terminating proxy it makes X-Forwarded-Proto/-For count: session cookies get `Secure`, and failed
   * sign-ins are counted per real client address.
   */
  trustProxy: string | null;
  /** Failed API keys one client address may send within 10 minutes before each further one locks it (src/auth/failedAuth.ts). */
  failedAuthFreeFailures: number;
  /** Lifetime of a dashboard session (DASHBOARD_SESSION_HOURS). */
  dashboardSessionHours: number;
  /** Validate every response against openapi.yaml and fail loudly on a mismatch (tests, CI). */
  validateResponses: boolean;
  maxJsonBodyBytes: number;
  maxMultipartBytes: number;
  /** Cap on requests a process works on at once before answering 503. */
  maxInFlight: number;
  /** A streaming client that takes nothing for this long is disconnected (its upstream call and holds are freed). */
  streamStallTimeoutMs: number;
  /** The largest non-streamed upstream answer read; a larger one is a 503 rather than buffered without bound. */
  upstreamMaxAnswerBytes: number;
  /** On SIGTERM/SIGINT, how long calls in flight may take to finish before their connections are closed. */
  shutdownGraceMs: number;
  // --- limits (src/limits) ---
  /** RATE_LIMITS=off turns the per-key limiter off (benchmarks, trusted single-tenant setups); on by default. */
  rateLimitsEnabled: boolean;
  /** Length of one rate-limit window; 60 s in production (spec section 8 counts per minute), shorter in tests. */
  rateLimitWindowMs: number;
  /** Retry-After we give with an overload 503. */
  overloadRetryAfterMs: number;
  /** The chat model of POST /v1/voice/binary when the caller names none and gives no birth details (VOICE_CHAT_MODEL). */
  voiceChatModel: string;
  // --- billing (src/billing) ---
  /** Provider of new deposits: `local` (a page served by Graha; development and tests) or `stripe` (Checkout). */
  paymentProvider: 'local' | 'stripe';
  /** HMAC secret of POST /v1/billing/webhooks/local (X-Graha-Signature); null disables that webhook. */
  localWebhookSecret: string | null;
  stripeSecretKey: string | null;
  /** Signing secret of the Stripe webhook endpoint (whsec_...). */
  stripeWebhookSecret: string | null;
  stripeApiBase: string;
  stripeWebhookToleranceSeconds: number;
  /** INR per USD, times 10,000 (INR_PER_USD=84.25 -> 842500): INR deposits are charged at this rate. */
  inrPerUsdE4: number;
  /** A pending deposit expires after this many minutes. */
  depositExpiryMinutes: number;
  alertRetryBaseMs: number;
  alertMaxAttempts: number;
  alertTimeoutMs: number;
  /** Let alert webhooks reach private, loopback and reserved addresses (development and tests only). */
  alertWebhookAllowPrivate: boolean;
  /** How often the billing worker releases expired holds, expires deposits and retries alert deliveries. */
  billingSweepIntervalMs: number;
  /** Wait before writing a batch of reservations/settlements (default: 0 on PostgreSQL, 2 on embedded PGlite). */
  billingBatchWindowMs: number;
  /** Largest lease of wallet money a process sets aside for an account's next calls (src/billing/wallet/lease.ts); 0: off. */
  billingLeaseMaxMicroUsd: number;
  /** How long a leased call's charge may wait before its ledger and usage rows are written. */
  billingFlushMs: number;
  /** A lease unused this long goes back to the wallet. */
  billingLeaseIdleMs: number;
  /** Built-in endpoint provisioner: time from provisioning to running (deprovisioning takes half). */
  endpointProvisionMs: number;
  /** Simulated cloud: time for a cluster's nodes to come up (termination takes half). */
  clusterProvisionMs: number;
  /** Built-in trainer: time between two training steps. */
  trainingStepMs: number;
  /** Simulated cloud: GPUs of every type per region (null: the built-in table of src/platform/clusters/simulatedCloud.ts). */
  simulatedCloudGpus: number | null;
  /** Background jobs (src/jobs): items one worker runs at once, and at most per account (fairness). */
  jobsConcurrency: number;
  jobsAccountConcurrency: number;
  /** A claimed job item is leased this long, renewed while it runs; a dead worker's items are resumed after it. */
  jobsLeaseMs: number;
  /** How often an idle worker looks for claimable items. */
  jobsPollMs: number;
}

export class ConfigError extends Error {}

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function onOff(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'on' || raw === '1' || raw === 'true') return true;
  if (raw === 'off' || raw === '0' || raw === 'false') return false;
  throw new ConfigError(`${name} must be "on" or "off", got "${raw}"`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  const host = env.HOST || '127.0.0.1';
  const port = intFrom(env, 'PORT', 8080, 0, 65535);
  const workers = (env.WORKERS || 'internal') as Config['workers'];
  if (workers !== 'internal' && workers !== 'external') {
    throw new ConfigError(`WORKERS must be "internal" or "external", got "${env.WORKERS}"`);
  }
  const databaseUrl = env.DATABASE_URL || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }
  return {
    host,
    port,
    databaseUrl,
    dataDir: path.resolve(cwd, env.DATA_DIR || 'data'),
    adminToken: env.ADMIN_TOKEN || null,
    modelsFile: path.resolve(cwd, env.MODELS_FILE || 'config/models.yaml'),
    docsFile: path.resolve(cwd, env.DOCS_FILE || 'dist/docs/index.html'),
    guideDir: path.resolve(cwd, env.GUIDE_DIR || 'dist/guide'),
    pricesFile: path.resolve(cwd, env.PRICES_FILE || 'config/prices.yaml'),
    logLevel: env.LOG_LEVEL || 'info',
    workers,
    publicBaseUrl: (env.PUBLIC_BASE_URL || `http://${host}:${port}`).replace(/\/$/, ''),
    imageUrlSecret: env.IMAGE_URL_SECRET || null,
    imageUrlTtlSeconds: intFrom(env, 'IMAGE_URL_TTL_SECONDS', 3600, 60, 7 * 24 * 3600),
    trustProxy: env.TRUST_PROXY || null,
    failedAuthFreeFailures: intFrom(env, 'FAILED_AUTH_FREE_FAILURES', 20, 1, 1_000_000),
    dashboardSessionHours: intFrom(env, 'DASHBOARD_SESSION_HOURS', 12, 1, 24 * 90),
    validateResponses: env.VALIDATE_RESPONSES === '1' || env.VALIDATE_RESPONSES === 'true',
    maxJsonBodyBytes: intFrom(env, 'MAX_JSON_BODY_BYTES', 10 * 1024 * 1024, 1024, 100 * 1024 * 1024),
    maxMultipartBytes: intFrom(env, 'MAX_MULTIPART_BYTES', 26 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
    maxInFlight: intFrom(env, 'MAX_IN_FLIGHT', 256, 1, 100000),
    streamStallTimeoutMs: intFrom(env, 'STREAM_STALL_TIMEOUT_MS', 60_000, 100, 3_600_000),
    upstreamMaxAnswerBytes: intFrom(env, 'UPSTREAM_MAX_ANSWER_BYTES', 64 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
    shutdownGraceMs: intFrom(env, 'SHUTDOWN_GRACE_MS', 10_000, 0, 600_000),
    rateLimitsEnabled: onOff(env, 'RATE_LIMITS', true),
    rateLimitWindowMs: intFrom(env, 'RATE_LIMIT_WINDOW_MS', 60_000, 100, 3_600_000),
    overloadRetryAfterMs: intFrom(env, 'OVERLOAD_RETRY_AFTER_MS', 1000, 1, 60_000),
    voiceChatModel: env.VOICE_CHAT_MODEL || 'graha-astro-standard',
    ...billingConfig(env),
  };
}

function billingConfig(env: NodeJS.ProcessEnv) {
  const paymentProvider = (env.PAYMENT_PROVIDER || 'local') as 'local' | 'stripe';
  if (paymentProvider !== 'local' && paymentProvider !== 'stripe') {
    throw new ConfigError(`PAYMENT_PROVIDER must be "local" or "stripe", got "${env.PAYMENT_PROVIDER}"`);
  }
  const stripeSecretKey = env.STRIPE_SECRET_KEY || null;
  const stripeWebhookSecret = env.STRIPE_WEBHOOK_SECRET || null;
  if (paymentProvider === 'stripe' && (!stripeSecretKey || !stripeWebhookSecret)) {
    throw new ConfigError('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  }
  const rate = env.INR_PER_USD || '84';
  const match = /^(\d{1,6})(?:\.(\d{1,4}))?$/.exec(rate);
  if (!match || Number(rate) <= 0) throw new ConfigError(`INR_PER_USD must be a positive decimal with at most 4 decimals, got "${rate}"`);
  return {
    paymentProvider,
    localWebhookSecret: env.LOCAL_PAYMENT_WEBHOOK_SECRET || null,
    stripeSecretKey,
    stripeWebhookSecret,
    stripeApiBase: (env.STRIPE_API_BASE || 'https://api.stripe.com').replace(/\/$/, ''),
    stripeWebhookToleranceSeconds: intFrom(env, 'STRIPE_WEBHOOK_TOLERANCE_SECONDS', 300, 1, 86400),
    inrPerUsdE4: Number(match[1]) * 10_000 + Number((match[2] ?? '').padEnd(4, '0')),
    depositExpiryMinutes: intFrom(env, 'DEPOSIT_EXPIRY_MINUTES', 24 * 60, 1, 30 * 24 * 60),
    alertRetryBaseMs: intFrom(env, 'ALERT_RETRY_BASE_MS', 1000, 1, 3_600_000),
    alertMaxAttempts: intFrom(env, 'ALERT_MAX_ATTEMPTS', 6, 1, 50),
    alertTimeoutMs: intFrom(env, 'ALERT_TIMEOUT_MS', 5000, 100, 60_000),
    alertWebhookAllowPrivate: env.ALERT_WEBHOOK_ALLOW_PRIVATE === '1' || env.ALERT_WEBHOOK_ALLOW_PRIVATE === 'true',
    billingSweepIntervalMs: intFrom(env, 'BILLING_SWEEP_INTERVAL_MS', 5000, 10, 3_600_000),
    billingBatchWindowMs: intFrom(env, 'BILLING_BATCH_WINDOW_MS', env.DATABASE_URL ? 0 : 2, 0, 1000),
    billingLeaseMaxMicroUsd: intFrom(env, 'BILLING_LEASE_MAX_CENTS', 100, 0, 1_000_000) * 10_000,
    billingFlushMs: intFrom(env, 'BILLING_FLUSH_MS', env.DATABASE_URL ? 20 : 250, 1, 10_000),
    billingLeaseIdleMs: intFrom(env, 'BILLING_LEASE_IDLE_MS', 2000, 10, 600_000),
    endpointProvisionMs: intFrom(env, 'ENDPOINT_PROVISION_MS', 20_000, 0, 3_600_000),
    clusterProvisionMs: intFrom(env, 'CLUSTER_PROVISION_MS', 120_000, 0, 3_600_000),
    trainingStepMs: intFrom(env, 'TRAINING_STEP_MS', 2000, 0, 3_600_000),
    simulatedCloudGpus: env.SIMULATED_CLOUD_GPUS ? intFrom(env, 'SIMULATED_CLOUD_GPUS', 256, 1, 1_000_000_000) : null,
    jobsConcurrency: intFrom(env, 'JOBS_CONCURRENCY', 16, 1, 1024),
    jobsAccountConcurrency: intFrom(env, 'JOBS_ACCOUNT_CONCURRENCY', 8, 1, 1024),
    jobsLeaseMs: intFrom(env, 'JOBS_LEASE_MS', 30_000, 300, 3_600_000),
    jobsPollMs: intFrom(env, 'JOBS_POLL_MS', 250, 5, 60_000),
  };
}

/** Settings of `npm run admin`, which talks to a running server. */
export interface AdminCliConfig { url: string; adminToken: string | null; adminTokenFile: string }

export function loadAdminCliConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): AdminCliConfig {
  const dataDir = path.resolve(cwd, env.DATA_DIR || 'data');
  const port = env.PORT || '8080';
  return {
    url: (env.GRAHA_URL || `http://${env.HOST || '127.0.0.1'}:${port}`).replace(/\/$/, ''),
    adminToken: env.ADMIN_TOKEN || null,
    adminTokenFile: path.join(dataDir, 'admin-token'),
  };
}
