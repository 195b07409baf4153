/**
 * One chat call made by a job (a batch request, a judge call) through the chat gateway's own path
 * (src/gateway/chat/runChat.ts: route, checks, the one estimate, the provider, usage), metered so that its charge is
 * written together with the item's result:
 *
 *   admit   -> the account's background rate window (rateBudget.ts), then a hold of the call's maximum price on the
 *              wallet, reserved in the database as this process's hold (402 when the wallet cannot pay);
 *   settle  -> nothing is written yet: the units are kept, and the item's commit (runner.ts) turns the hold into a
 *              charge with `settleHold` inside the transaction that stores the result;
 *   release -> the hold is given back.
 *
 * Why not `ctx.metering.call(...)` with its settle: that settle is its own commit (and, with wallet leases, written a
 * few milliseconds later), so a worker killed between the charge and the result would either charge an item that is
 * then run again or keep a result that was never charged. Here a worker killed before the commit leaves only a hold,
 * which the dead-process sweep releases (src/billing/worker.ts), and the item runs again under the same request id.
 */
import { randomUUID } from 'node:crypto';
import type { Estimate, Outcome, Units, UsageHandle, PriceRef } from '../metering/types';
import { runChat } from '../gateway/chat/runChat';
import type { AuthContext } from '../auth/authenticate';
import type { ChatRequestBody } from '../providers/types';
import { priceOfUnits } from '../billing/prices';
import { releaseHold, reserveHold, type HoldRequest, type SettleItem } from '../billing/wallet/wallet';
import { usageRecordOf } from '../billing/meterAdapter';
import type { components } from '../../generated/api';
import type { JobDeps } from './deps';
import type { JobRateBudget, TakenBudget } from './rateBudget';
import { tokensUsed } from '../limits/meterAdapter';

type ChatCompletion = components['schemas']['ChatCompletion'];

export interface BilledChatRequest {
  accountId: string;
  apiKeyId: string | null;
  plan: string;
  /** Stable per item and call (`<job id>:<index>[:<call>]`): the usage row's request id. */
  requestId: string;
  operationId: string;
  /** Usage breakdown of the call: `batch`, `evaluation`. */
  endpointType: string;
  /** Batch requests pay config/prices.yaml's `discounts.batch_percent` of the token rates (spec section 8). */
  batchDiscount: boolean;
  body: ChatRequestBody;
  signal: AbortSignal;
}

/** The usage handle runChat meters with: holds now, charges with the item's commit. */
class DeferredCharge implements UsageHandle {
  estimate: Estimate | null = null;
  readonly headers: Record<string, string> = {};
  private hold: HoldRequest | null = null;
  private budget: TakenBudget | null = null;
  units: Units | null = null;
  outcome: Outcome = 'completed';

  constructor(private readonly deps: JobDeps, private readonly rate: JobRateBudget, private readonly request: BilledChatRequest) {}

  private priced(price: PriceRef): PriceRef {
    return price.kind === 'tokens' && this.request.batchDiscount ? { ...price, batch: true } : price;
  }

  async admit(estimate: Estimate): Promise<void> {
    const own: Estimate = { ...estimate, price: this.priced(estimate.price), endpointType: this.request.endpointType };
    this.budget = await this.rate.take(this.request.accountId, estimate.tokens ?? 0, this.request.signal);
    const hold = { id: `hold_${randomUUID()}`, accountId: this.request.accountId, amountMicroUsd: Math.max(1, priceOfUnits(this.deps.prices, own.price, own.maxUnits)) };
    try {
      await reserveHold(this.deps.db, this.deps.billing.processId, hold);
    } catch (err) {
      this.budget.correct(0);
      throw err;
    }
    this.hold = hold;
    this.estimate = own;
  }

  progress(units: Units): void {
    this.units = units;
  }

  async settle(units: Units, outcome: Outcome = 'completed'): Promise<void> {
    if (!this.estimate || this.units) return;
    this.units = units;
    this.outcome = outcome;
    this.budget?.correct(tokensUsed(units));
  }

  async release(): Promise<void> {
    if (!this.hold) return;
    const hold = this.hold;
    this.hold = null;
    this.estimate = null;
    this.budget?.correct(0);
    await releaseHold(this.deps.db, this.deps.billing.processId, hold);
  }

  /** The charge to write with the item (null when nothing was admitted). */
  charge(): SettleItem | null {
    if (!this.hold || !this.estimate) return null;
    const units = this.units ?? {};
    const ref = { accountId: this.request.accountId, apiKeyId: this.request.apiKeyId, operationId: this.request.operationId, requestId: this.request.requestId };
    return {
      hold: this.hold,
      costMicroUsd: priceOfUnits(this.deps.prices, this.estimate.price, units),
      usage: usageRecordOf(ref, this.estimate, units, this.outcome),
    };
  }
}

export type BilledChatResult =
  | { ok: true; completion: ChatCompletion; charge: SettleItem | null }
  | { ok: false; error: unknown; charge: SettleItem | null };

/**
 * Runs the call; never throws for the call's own failure (a 400 of the gateway's checks, a 402, an upstream error):
 * the result carries it, with the charge of what was used (usually nothing). Throws only when the job's signal aborts.
 */
export async function billedChat(deps: JobDeps, rate: JobRateBudget, request: BilledChatRequest): Promise<BilledChatResult> {
  const usage = new DeferredCharge(deps, rate, request);
  // runChat reads the key id into its call record only; a job's calls run as the key that created the job.
  const auth = {
    account: { id: request.accountId }, key: { id: request.apiKeyId ?? 'job' }, plan: request.plan, scopes: [],
  } as unknown as AuthContext;
  try {
    const result = await runChat({ app: deps, auth, body: { ...request.body, stream: false }, endpointId: undefined, requestId: request.requestId, signal: request.signal, usage });
    if (result.kind !== 'json') throw new Error('a job chat call must not stream');
    return { ok: true, completion: result.body, charge: usage.charge() };
  } catch (error) {
    if (request.signal.aborted) {
      await usage.release().catch(() => undefined);
      throw error;
    }
    return { ok: false, error, charge: usage.charge() };
  }
}

/** Claims of one item before a passing upstream failure (503, 429) is kept as its error. */
export const ITEM_ATTEMPTS = 3;

/**
 * A passing failure of the upstream (503: timeout, overload, connection; 429) on an item that has attempts left: run
 * the item again later (1 s, 2 s, ...), with the charges of this attempt (usually nothing). Null otherwise: the failure
 * is the item's result.
 */
export function retryLater(err: unknown, attempts: number, charges: SettleItem[]): { status: 'later'; runAt: Date; charges: SettleItem[] } | null {
  const status = (err as { status?: unknown })?.status;
  if ((status !== 503 && status !== 429) || attempts >= ITEM_ATTEMPTS) return null;
  return { status: 'later', runAt: new Date(Date.now() + 1000 * 2 ** (attempts - 1)), charges };
}
