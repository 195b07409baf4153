/** The app context: the one place holding process-wide state (config, database, registry, logger). */
import fs from 'node:fs';
import { createHmac } from 'node:crypto';
import path from 'node:path';
import { OPENAPI_PATH } from './contract';
import { pino, type Logger } from 'pino';
import type { Config } from './config';
import { connectDb, migrateLatest, type Db } from '../db/connect';
import { loadModelRegistry, type ModelRegistry } from './models/registry';
import { randomBase62 } from './auth/apiKeys';
import { AuthCache } from './auth/authCache';
import { DEFAULT_FAILED_AUTH, FailedAuthThrottle } from './auth/failedAuth';
import { createBillingProcess, type BillingProcess } from './billing/wallet/process';
import { hasModelPrice, loadPriceTable, type PriceTable } from './billing/prices';
import { walletMeterAdapter } from './billing/meterAdapter';
import { budgetAlertsOnCharge } from './billing/controls/alerts';
import { Metering } from './metering/call';
import { ConfigError } from './config';
import { createGatewayState, registerAstrologyResponder, type GatewayState } from './gateway/state';
import { astroChatResponderFor } from './astrology/chat/index';
import { createMetrics, type Metrics } from './observability/metrics';
import { registerQueueDepths } from './observability/queueDepths';
import { endpointQueueDepth } from './gateway/chat/endpoints';
import { jobItemDepth } from './jobs/depth';
import { compileLineValidators, type LineValidators } from './files/lines';
import { JobKinds } from './jobs/registry';
import type { JobRunner } from './jobs/runner';
import { batchKind } from './batches/batches';
import { evaluationKind } from './evaluations/evaluations';
import { compileChatRequestValidator } from './batches/requests';
import type { ValidateFunction } from 'ajv';
import { createPlatformState, type PlatformState } from './platform/state';
import { createFineTunedResolver, wrapProvidersForFineTuned, type BuiltinModels } from './platform/fineTuning/serving';

export interface AppContext {
  config: Config;
  db: Db;
  log: Logger;
  registry: ModelRegistry;
  adminToken: string;
  authCache: AuthCache;
  /** Failed API keys per client address, locking a guesser out for a while (src/auth/failedAuth.ts). */
  failedAuth: FailedAuthThrottle;
  /** This server process's billing state: batchers and wallet leases (src/billing/wallet/process.ts). */
  billing: BillingProcess;
  /** The price table (config/prices.yaml), read once. */
  prices: PriceTable;
  /** Builds the metered calls of this process: rate limits and the wallet behind one usage handle (src/metering). */
  metering: Metering;
  /** The gateway's prefix cache, endpoint queues, upstream connections and providers (src/gateway/state.ts). */
  gateway: GatewayState;
  /** Prometheus metrics of this process (src/observability/metrics.ts), served at GET /metrics. */
  metrics: Metrics;
  /** Checks of uploaded JSONL lines, compiled once from the contract's schemas (src/files/lines.ts). */
  fileLineValidators: LineValidators;
  /** The contract's chat request schema, compiled once: batch requests and judge calls are checked with it. */
  chatRequestValidator: ValidateFunction;
  /** Background jobs (src/jobs): the kinds this process can run, and its runner once background work started it. */
  jobs: { kinds: JobKinds; runner: JobRunner | null };
  /** The secret of signed image URLs: IMAGE_URL_SECRET, else derived from the admin token (the same in every process). */
  imageUrlSecret: string;
  /** Absolute path of the contract. */
  openapiPath: string;
  /** Provisioners and trainers of fine-tuning, dedicated endpoints and clusters (src/platform/state.ts). */
  platform: PlatformState;
}

/** The contract as read at run time: the bundle of openapi.yaml and openapi/ (src/contract.ts). */
export { OPENAPI_PATH } from './contract';

/** JSON lines on stdout, or on `destination` (tests read them). */
export function createLogger(level: string, destination?: NodeJS.WritableStream): Logger {
  return pino({
    level,
    // Secrets never reach the logs: keys arrive only in this header.
    redact: { paths: ['req.headers.authorization', 'headers.authorization', '*.api_key', '*.key'], censor: '[redacted]' },
  }, destination as never);
}

/** Reads ADMIN_TOKEN, or creates one in DATA_DIR/admin-token on first start (docs/architecture.md section 3). */
export function resolveAdminToken(config: Config, log: Logger): string {
  if (config.adminToken) return config.adminToken;
  const file = path.join(config.dataDir, 'admin-token');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const token = `adm_${randomBase62(40)}`;
  fs.writeFileSync(file, `${token}\n`, { mode: 0o600 });
  log.info({ file }, 'created a new admin token');
  // Printed once, on the operator's terminal, as docs/architecture.md section 3 asks; not through the JSON log.
  process.stdout.write(`Admin token (also in ${file}): ${token}\n`);
  return token;
}

export interface ContextOptions {
  config: Config;
  env: NodeJS.ProcessEnv;
  db?: Db;
  log?: Logger;
  migrate?: boolean;
}

export async function createContext(opts: ContextOptions): Promise<AppContext> {
  const { config } = opts;
  const log = opts.log ?? createLogger(config.logLevel);
  const registry = loadModelRegistry(config.modelsFile, opts.env);
  const db = opts.db ?? (await connectDb({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') }));
  if (opts.migrate) await migrateLatest(db);
  const prices = loadPriceTable(config.pricesFile);
  // An unpriced model would fail mid-request; refuse to start instead, naming it and the section it needs.
  for (const model of registry.models.values()) {
    const missing =
      model.capabilities.has('chat') && !hasModelPrice(prices, model.id) ? ['chat model', 'models:'] :
      model.capabilities.has('embeddings') && !hasModelPrice(prices, model.id) ? ['embedding model', 'models:'] :
      model.capabilities.has('images') && !prices.images.has(model.id) ? ['image model', 'images:'] :
      model.capabilities.has('tts') && !prices.ttsPerMcharPmu.has(model.id) ? ['speech model', 'tts:'] :
      model.capabilities.has('stt') && !prices.sttPerSecondPmu.has(model.id) ? ['transcription model', 'stt:'] : null;
    if (missing) throw new ConfigError(`${config.pricesFile}: ${missing[0]} "${model.id}" of ${config.modelsFile} has no price (${missing[1]})`);
  }
  const billing = createBillingProcess(db, config, log);
  // Budget alerts follow every written charge, whether it was written alone or with a lease's batch.
  const onCharged = budgetAlertsOnCharge({ db, config }, log);
  billing.leases.onWritten = onCharged;
  const metrics = createMetrics();
  const gateway = createGatewayState(config.upstreamMaxAnswerBytes);
  gateway.onUpstreamCall = (provider, seconds, ok) => metrics.recordUpstream(provider, ok, seconds);
  gateway.onUsageBeyondReservation = (provider, model) => metrics.usageBeyondReservation.inc({ provider, model });
  // Read at scrape time from what this context holds (src/observability/queueDepths.ts).
  registerQueueDepths(metrics, {
    endpointQueues: () => [...gateway.endpointQueues.keys()].map((id) => [id, endpointQueueDepth(gateway.endpointQueues, id)] as const),
    mediaPool: () => ({ active: gateway.processPool.active, pending: gateway.processPool.pending }),
    jobItems: () => jobItemDepth(db),
  });
  registerAstrologyResponder(gateway, astroChatResponderFor(registry, gateway.providers, fs.readFileSync(config.modelsFile, 'utf8')));
  const adminToken = resolveAdminToken(config, log);
  const platform = createPlatformState({
    endpointProvisionMs: config.endpointProvisionMs, clusterProvisionMs: config.clusterProvisionMs, trainingStepMs: config.trainingStepMs,
    simulatedCloudGpus: config.simulatedCloudGpus,
  });
  // Fine-tuned models (ft:...) of an account resolve to their base model's provider; built-in ones get demonstrations.
  const builtinFineTuned: BuiltinModels = new Map();
  platform.resolveFineTuned = createFineTunedResolver(registry, builtinFineTuned, () => platform.trainers.remote?.servingProvider ?? null);
  gateway.modelResolver = (accountId, modelId) => platform.resolveFineTuned(db, accountId, modelId);
  wrapProvidersForFineTuned(db, gateway.providers, builtinFineTuned);
  return {
    config, db, log, registry, adminToken, openapiPath: OPENAPI_PATH,
    authCache: new AuthCache(config.databaseUrl === null ? 'local' : 'shared'),
    failedAuth: new FailedAuthThrottle({ ...DEFAULT_FAILED_AUTH, freeFailures: config.failedAuthFreeFailures }),
    billing, prices,
    metering: new Metering(walletMeterAdapter({ db, log, billing, onCharged }, prices, (microUsd, endpointType) => metrics.countCharge(endpointType, microUsd)), log),
    gateway, metrics,
    fileLineValidators: compileLineValidators(fs.readFileSync(OPENAPI_PATH, 'utf8')),
    chatRequestValidator: compileChatRequestValidator(fs.readFileSync(OPENAPI_PATH, 'utf8')),
    jobs: { kinds: jobKinds(), runner: null },
    platform,
    imageUrlSecret: config.imageUrlSecret ?? createHmac('sha256', adminToken).update('graha image urls').digest('base64url'),
  };
}

/** The job kinds every process knows (the platform lifecycles are not kinds: they run on src/platform/reconcile.ts). */
function jobKinds(): JobKinds {
  const kinds = new JobKinds();
  kinds.register(batchKind);
  kinds.register(evaluationKind);
  return kinds;
}

/**
 * Stops what a context runs, in order: the job runner (items in flight aborted, left for another worker), upstream
 * connection pools, then the billing process (queued charges written,
 * leased wallet money given back). The database stays open for its owner to close.
 */
export async function closeContext(ctx: AppContext): Promise<void> {
  await ctx.jobs.runner?.stop();
  ctx.gateway.upstreamAgents.close();
  ctx.gateway.processPool.close();
  await ctx.billing.close();
}
