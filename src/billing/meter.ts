/**
 * Metering: how every operation that does work gets billed.
 *
 * Fixed-price operations declare it in openapi.yaml: `x-graha-price: <name>` names an entry of `fixed:` in the price
 * table. The pipeline reserves that price before the handler runs (402 before any work), settles it when the handler
 * succeeds and releases it when the handler fails (no charge for a 4xx/5xx).
 *
 * Token-priced handlers (chat, embeddings, images, speech, agents, batches, ...) bill themselves through
 * `input.meter`:
 *   await input.meter.reserve(maxMicroUsd, { model, endpointType: 'chat' })   // 402 here, before any upstream call
 *   ... work ...
 *   await input.meter.settle(actualMicroUsd, { inputTokens, outputTokens })    // the rest of the hold is released
 * Streams call `input.meter.progress(costSoFarMicroUsd, usageSoFar)` as output is generated; when the stream ends, also
 * when the client disconnects, the pipeline settles the last reported amount (unless the handler settled itself). A handler that
 * throws before settling is not charged. Costs come from `input.meter.prices` (src/billing/prices.ts).
 */
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context';
import { ConfigError } from '../config';
import { fixedPrice, hasModelPrice, loadPriceTable, type EndpointType, type FixedPrice, type PriceTable, type TokenUsage } from './prices';
import { heartbeat, releaseHold, type HoldRequest, type UsageRecord } from './wallet/wallet';
import type { BillingProcess } from './wallet/process';
import { raiseBudgetAlerts } from './controls/alerts';
import { startBillingWorker } from './worker';

export interface MeterUsage extends TokenUsage {
  /** Non-token quantity: images, characters, audio seconds, GPU-seconds. */
  units?: number;
  unit?: string;
}

export interface ReserveOptions {
  model?: string | null;
  endpointType: EndpointType;
}

/** Attempts at releasing a hold before giving up (the dead-process sweep is the last resort). */
const RELEASE_ATTEMPTS = 3;

export class Meter {
  private hold: HoldRequest | null = null;
  private reserved = 0;
  private accrued = 0;
  private accruedUsage: MeterUsage = {};
  private reserveOptions: ReserveOptions | null = null;
  private settled = false;
  /** The hold was promised from this process's lease (lease.ts), not reserved in the database on its own. */
  private leased = false;

  constructor(
    private readonly ctx: AppContext,
    readonly prices: PriceTable,
    private readonly accountId: string | null,
    private readonly operationId: string,
    private readonly requestId: string,
    private readonly process: BillingProcess,
  ) {}

  get reservedMicroUsd(): number { return this.reserved; }
  get accruedMicroUsd(): number { return this.accrued; }
  get hasOpenHold(): boolean { return this.hold !== null && !this.settled; }

  /** Reserves the maximum this call may cost; throws 402 payment_required before any work when it cannot. */
  async reserve(maxMicroUsd: number, opts: ReserveOptions): Promise<void> {
    if (!this.accountId) throw new Error(`${this.operationId}: billing needs an authenticated account`);
    if (this.hold) throw new Error(`${this.operationId}: reserve called twice for one request`);
    if (!Number.isSafeInteger(maxMicroUsd) || maxMicroUsd <= 0) throw new RangeError(`${this.operationId}: reserve needs a positive integer micro-USD amount`);
    const hold = { id: `hold_${randomUUID()}`, accountId: this.accountId, amountMicroUsd: maxMicroUsd };
    this.leased = await this.process.leases.take(this.accountId, maxMicroUsd);
    if (!this.leased) await this.process.reserver.reserve(hold);
    this.hold = hold;
    this.reserved = maxMicroUsd;
    this.reserveOptions = opts;
  }

  /**
   * Reports what a stream has generated so far: the cost of the CUMULATIVE usage (priced once from the totals, so
   * per-chunk rounding cannot add up) and that usage. When the stream ends, also when the client disconnects, the
   * pipeline settles the last reported amount. Values only grow.
   */
  progress(generatedMicroUsd: number, usageSoFar: MeterUsage = {}): void {
    if (!Number.isSafeInteger(generatedMicroUsd) || generatedMicroUsd < 0) throw new RangeError('progress needs a non-negative integer');
    this.accrued = Math.max(this.accrued, generatedMicroUsd);
    this.accruedUsage = { ...this.accruedUsage, ...usageSoFar };
  }

  /**
   * Charges min(actualMicroUsd, reserved) and releases the rest, writing the usage row in the same statement.
   * Returns the amount charged. Settling twice charges once.
   */
  async settle(actualMicroUsd: number, usage: MeterUsage = {}, completed = true): Promise<number> {
    if (!this.hold || this.settled) return 0;
    this.settled = true;
    if (actualMicroUsd > this.reserved) {
      this.ctx.log.warn({ operationId: this.operationId, requestId: this.requestId, actualMicroUsd, reserved: this.reserved },
        'actual cost exceeds the reservation; charging the reservation');
    }
    const record: UsageRecord = {
      operationId: this.operationId, endpointType: this.reserveOptions!.endpointType, model: this.reserveOptions!.model ?? null,
      requestId: this.requestId, ...usage, completed,
    };
    // A leased call's charge is written with others' a few milliseconds later (budget alerts follow that write).
    if (this.leased) return this.process.leases.charge({ hold: this.hold, costMicroUsd: actualMicroUsd, usage: record });
    let outcome;
    try {
      outcome = await this.process.settler.settle({ hold: this.hold, costMicroUsd: actualMicroUsd, usage: record });
    } catch (err) {
      // The settlement is one statement, so a failed one wrote nothing. Not retried (a commit whose answer was lost
      // would be charged twice); the hold is released so the account's money is not held for the process's life,
      // and the charge that was not written is logged for the operator to reconcile.
      this.ctx.log.error({ err, accountId: this.accountId, costMicroUsd: Math.min(actualMicroUsd, this.reserved), usage: record },
        'writing a charge failed; its hold is released and the charge is not written');
      await this.releaseHoldInDb();
      throw err;
    }
    if (!outcome) return 0;
    raiseBudgetAlerts(this.ctx, this.accountId!, outcome).catch((err) => this.ctx.log.error({ err }, 'budget alert check failed'));
    return outcome.chargedMicroUsd;
  }

  /** Releases the hold without charging. */
  async release(): Promise<void> {
    if (!this.hold || this.settled) return;
    this.settled = true;
    if (this.leased) return this.process.leases.release(this.hold);
    await this.releaseHoldInDb();
  }

  /** Releases this call's database hold, retrying a failed attempt (a hold left behind would stay for the process's life). */
  private async releaseHoldInDb(): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await releaseHold(this.ctx.db, this.process.processId, this.hold!);
        return;
      } catch (err) {
        if (attempt >= RELEASE_ATTEMPTS) throw err;
        await new Promise((r) => setTimeout(r, 50 * attempt));
      }
    }
  }

  /** Pipeline: the handler (and its stream, if any) is done. */
  async finish(outcome: { ok: boolean; completed: boolean; fixed: FixedPrice | null }): Promise<void> {
    if (!this.hasOpenHold) return;
    if (!outcome.ok) return this.release();
    if (outcome.fixed) {
      await this.settle(outcome.fixed.microUsd, { units: 1, unit: 'call' });
      return;
    }
    if (this.accrued > 0) {
      await this.settle(this.accrued, this.accruedUsage, outcome.completed);
      return;
    }
    this.ctx.log.error({ operationId: this.operationId, requestId: this.requestId }, 'handler reserved but neither settled nor accrued; releasing');
    await this.release();
  }
}

type AnyHandler = (input: any) => Promise<any>;

interface OperationLike { operationId?: string; 'x-graha-price'?: string; security?: unknown[] }

/** The pipeline side: builds meters, reserves x-graha-price before handlers, settles after them. */
export class Metering {
  readonly prices: PriceTable;
  private fixedByOperation = new Map<string, FixedPrice>();
  readonly process: BillingProcess;

  constructor(private readonly ctx: AppContext) {
    this.prices = loadPriceTable(ctx.config.pricesFile);
    // An unpriced chat model would fail mid-request; refuse to start instead, naming it.
    for (const model of ctx.registry.models.values()) {
      if (model.capabilities.has('chat') && !hasModelPrice(this.prices, model.id)) {
        throw new ConfigError(`${ctx.config.pricesFile}: chat model "${model.id}" of ${ctx.config.modelsFile} has no price (models:)`);
      }
    }
    this.process = ctx.billing;
    this.process.leases.onWritten = (accountId, outcome) => {
      raiseBudgetAlerts(ctx, accountId, outcome).catch((err) => ctx.log.error({ err }, 'budget alert check failed'));
    };
    // The heartbeat keeps this process's holds held; the sweeper releases those of a process that stopped beating.
    const beat = () => heartbeat(ctx.db, this.process.processId).catch((err) => ctx.log.debug({ err }, 'billing heartbeat failed'));
    void beat();
    setInterval(beat, ctx.config.billingSweepIntervalMs).unref();
  }

  /** Reads `x-graha-price` of every operation; an unknown price name stops start-up. */
  bindOperations(operations: OperationLike[]): void {
    for (const op of operations) {
      const name = op['x-graha-price'];
      if (!name || !op.operationId) continue;
      try {
        this.fixedByOperation.set(op.operationId, fixedPrice(this.prices, name));
      } catch {
        throw new ConfigError(`openapi.yaml: ${op.operationId} has x-graha-price "${name}", which is not in ${this.ctx.config.pricesFile} (fixed:)`);
      }
      if (Array.isArray(op.security) && op.security.length === 0) {
        throw new ConfigError(`openapi.yaml: ${op.operationId} is public (security: []) and cannot carry x-graha-price`);
      }
    }
  }

  fixedPriceOf(operationId: string): FixedPrice | null {
    return this.fixedByOperation.get(operationId) ?? null;
  }

  meterFor(operationId: string, auth: { account: { id: string } } | null, requestId: string): Meter {
    return new Meter(this.ctx, this.prices, auth?.account.id ?? null, operationId, requestId, this.process);
  }

  /** Wraps each handler: reserve the fixed price first, settle on success (after the stream for SSE), release on error. */
  wrapRegistry<R extends Record<string, AnyHandler>>(registry: R): R {
    const wrapped: Record<string, AnyHandler> = {};
    for (const [operationId, handler] of Object.entries(registry)) {
      wrapped[operationId] = async (input: { meter: Meter; signal: AbortSignal }) => {
        const fixed = this.fixedPriceOf(operationId);
        if (fixed) await input.meter.reserve(fixed.microUsd, { endpointType: fixed.endpointType, model: null });
        let result;
        try {
          result = await handler(input);
        } catch (err) {
          await input.meter.finish({ ok: false, completed: false, fixed }).catch((e) => this.ctx.log.error({ err: e }, 'release failed'));
          throw err;
        }
        if (result && typeof result === 'object' && 'sse' in result) {
          const onClose = result.onClose as ((completed: boolean) => void | Promise<void>) | undefined;
          return {
            ...result,
            onClose: async (completed: boolean) => {
              try {
                await onClose?.(completed);
              } finally {
                await input.meter.finish({ ok: true, completed, fixed }).catch((e) => this.ctx.log.error({ err: e }, 'stream settle failed'));
              }
            },
          };
        }
        await input.meter.finish({ ok: result.status < 400, completed: true, fixed });
        return result;
      };
    }
    return wrapped as R;
  }
}

export function createMetering(ctx: AppContext): Metering {
  const metering = new Metering(ctx);
  if (ctx.config.workers === 'internal') startBillingWorker(ctx);
  return metering;
}

/** A meter for code paths outside the HTTP pipeline (background jobs): bills the given account. */
export function backgroundMeter(metering: Metering, accountId: string, operationId: string, reference: string): Meter {
  return metering.meterFor(operationId, { account: { id: accountId } }, reference);
}
