/**
 * Wallet leases: how a billed call usually costs no database write on its way in or out.
 *
 * A server process reserves money for an account in the database as usual (a hold: the wallet's `held`, and this
 * process's row in process_holds), but for more than one call: the call's maximum plus a lease (wallet.ts
 * reserveLease), kept here in memory as the account's free pool. The next calls of that account in this process take
 * their reservation from the pool without a statement. When a call ends, its real cost is queued and written a few
 * milliseconds later together with the other calls' (wallet.ts writeLeasedCharges: one ledger row per call, usage
 * rows summed per account, operation, endpoint type, model and unit, in one statement); what it did not use goes
 * back to the pool.
 *
 * Why the money stays exact:
 * - Pool money is held in the wallet, so no other process can spend it; the wallet is never over-reserved.
 * - A lease is at most 1/divisor of the account's headroom (balance net of holds, room under the hard cap, room under
 *   an auto-pause budget) and is only taken while it covers at least minCalls more calls; near any of those limits
 *   every process reserves call by call (reserver.ts), exactly as without leases. A process asking for an exact
 *   reservation first gives its own pool back, so its own lease never causes its refusal.
 * - A pool unused for idleMs goes back to the wallet, and a lease older than idleMs is given back before its next
 *   use and taken anew under the wallet's terms of that moment (so a lowered cap or budget reaches every process
 *   within idleMs, with at most one lease of overshoot). Money leased by another process can thus delay a call that
 *   fits only in the last 1/divisor of a wallet's headroom, and for at most idleMs.
 * - Queued charges are in the wallet's `held` until written, so `balance - held` never shows money that is spent.
 *   A process that dies loses at most its last flushMs of charges (never charging twice); its holds, pool included,
 *   are released by the sweeper (worker.ts).
 */
import type { Db } from '../../../db/connect';
import { releaseHold, reserveLease, writeLeasedCharges, type HoldRequest, type LeaseTerms, type LeasedChargeBatch, type SettleItem, type SettleOutcome, type UsageGroup } from './wallet';

export interface LeasePolicy extends LeaseTerms {
  /** How long a charge may wait before it is written (ledger + usage rows). */
  flushMs: number;
  /** A pool unused this long goes back to the wallet. */
  idleMs: number;
}

interface Pool {
  /** Leased money not promised to any call yet. */
  free: number;
  lastUseMs: number;
  /** When the pool's lease was taken: a lease older than idleMs is renewed, so changed limits reach it. */
  leasedAtMs: number;
  /** Until then the account is reserved call by call (its last lease request was refused). */
  exactUntilMs: number;
  topUp: Promise<void> | null;
}

/** Queued charges written at once, without waiting for flushMs. */
const MAX_QUEUED = 1000;

export class WalletLeases {
  private readonly pools = new Map<string, Pool>();
  private queue: SettleItem[] = [];
  private flushTimer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private readonly idleTimer: NodeJS.Timeout | null = null;
  /** Called after charges are written, with each account's wallet state (the meter checks budget alerts). */
  onWritten: (accountId: string, outcome: SettleOutcome) => void = () => undefined;

  constructor(
    private readonly db: Db,
    private readonly processId: string,
    private readonly policy: LeasePolicy,
    private readonly onError: (err: unknown, what: string) => void,
  ) {
    if (policy.maxMicroUsd > 0) {
      this.idleTimer = setInterval(() => void this.returnIdle(), Math.max(10, Math.floor(policy.idleMs / 2)));
      this.idleTimer.unref();
    }
  }

  get enabled(): boolean { return this.policy.maxMicroUsd > 0; }

  private poolOf(accountId: string): Pool {
    let pool = this.pools.get(accountId);
    if (!pool) {
      pool = { free: 0, lastUseMs: 0, leasedAtMs: 0, exactUntilMs: 0, topUp: null };
      this.pools.set(accountId, pool);
    }
    return pool;
  }

  /**
   * Promises `amount` to a call from this process's lease of the account, taking a new lease when the pool is short.
   * Returns false when the call must be reserved exactly (leases off, or the wallet is near a limit); the pool has
   * then been given back, so the exact reservation sees all of this process's money.
   */
  async take(accountId: string, amount: number): Promise<boolean> {
    if (!this.enabled) return false;
    for (;;) {
      // Looked up anew after every wait: while a slow give-back is under way the idle sweep may drop the emptied pool,
      // and a lease then put into the dropped object would stay held until the process dies (seen in the soak).
      const pool = this.poolOf(accountId);
      const now = Date.now();
      pool.lastUseMs = now;
      if (pool.free > 0 && !pool.topUp && now - pool.leasedAtMs >= this.policy.idleMs) {
        await this.giveBack(accountId);
        continue;
      }
      if (pool.free >= amount) {
        pool.free -= amount;
        return true;
      }
      if (pool.topUp) {
        await pool.topUp;
        continue;
      }
      if (Date.now() < pool.exactUntilMs) break;
      const topUp = this.topUp(accountId, pool, amount);
      pool.topUp = topUp;
      try {
        await topUp;
      } finally {
        pool.topUp = null;
      }
      if (Date.now() < pool.exactUntilMs) break;
    }
    await this.giveBack(accountId);
    return false;
  }

  private async topUp(accountId: string, pool: Pool, need: number): Promise<void> {
    const granted = await reserveLease(this.db, this.processId, accountId, need, this.policy);
    if (granted === 0) pool.exactUntilMs = Date.now() + this.policy.idleMs;
    else {
      pool.free += granted;
      pool.leasedAtMs = Date.now();
    }
  }

  /** A leased call ended: its charge (at most what it was promised) is queued, the rest goes back to the pool. */
  charge(item: SettleItem): number {
    const promised = item.hold.amountMicroUsd;
    const charged = Math.min(item.costMicroUsd, promised);
    this.poolOf(item.hold.accountId).free += promised - charged;
    this.queue.push({ ...item, hold: { ...item.hold, amountMicroUsd: charged }, costMicroUsd: charged });
    if (this.queue.length >= MAX_QUEUED) void this.flush();
    else if (!this.flushTimer) {
      this.flushTimer = setTimeout(() => { this.flushTimer = null; void this.flush(); }, this.policy.flushMs);
    }
    return charged;
  }

  /** A leased call failed: everything it was promised goes back to the pool. */
  release(hold: HoldRequest): void {
    this.poolOf(hold.accountId).free += hold.amountMicroUsd;
  }

  /** Writes every queued charge; resolves when they (and any write already under way) are in the database. */
  flush(): Promise<void> {
    if (this.flushTimer) { clearTimeout(this.flushTimer); this.flushTimer = null; }
    const items = this.queue;
    this.queue = [];
    this.writing = this.writing.then(async () => {
      if (items.length === 0) return;
      let outcomes: Map<string, SettleOutcome>;
      try {
        outcomes = await writeLeasedCharges(this.db, this.processId, batchOf(items));
      } catch (err) {
        // Nothing was written (one statement): keep the charges for the next write; their money stays held.
        this.queue.unshift(...items);
        if (!this.flushTimer) this.flushTimer = setTimeout(() => { this.flushTimer = null; void this.flush(); }, Math.max(100, this.policy.flushMs));
        this.onError(err, 'writing leased charges failed; will retry');
        return;
      }
      try {
        for (const [accountId, outcome] of outcomes) this.onWritten(accountId, outcome);
      } catch (err) {
        this.onError(err, 'budget alert check after leased charges failed');
      }
    });
    return this.writing;
  }

  /** Leased money of the account that this process has not promised to a call (shown as available in balances). */
  freeOf(accountId: string): number {
    return this.pools.get(accountId)?.free ?? 0;
  }

  /** Gives the account's unpromised lease back to the wallet. */
  async giveBack(accountId: string): Promise<void> {
    const pool = this.pools.get(accountId);
    if (!pool || pool.free === 0) return;
    const amount = pool.free;
    pool.free = 0;
    try {
      await releaseHold(this.db, this.processId, { id: 'lease', accountId, amountMicroUsd: amount });
    } catch (err) {
      this.poolOf(accountId).free += amount;
      throw err;
    }
  }

  private async returnIdle(): Promise<void> {
    const now = Date.now();
    for (const [accountId, pool] of this.pools) {
      if (now - pool.lastUseMs < this.policy.idleMs || pool.topUp) continue;
      if (pool.free === 0) { this.pools.delete(accountId); continue; }
      await this.giveBack(accountId).catch((err) => this.onError(err, 'returning an idle lease failed'));
    }
  }

  /** Shutdown: writes queued charges and gives every lease back. */
  async close(): Promise<void> {
    if (this.idleTimer) clearInterval(this.idleTimer);
    await this.flush();
    for (const accountId of [...this.pools.keys()]) {
      await this.giveBack(accountId).catch((err) => this.onError(err, 'returning a lease at shutdown failed'));
    }
  }
}

/** The ledger rows (one per charged call) and usage rows (summed per kind of call) of queued charges. Pure. */
export function batchOf(items: SettleItem[]): LeasedChargeBatch {
  const charges: LeasedChargeBatch['charges'] = [];
  const groups = new Map<string, UsageGroup>();
  let last: UsageGroup | null = null;
  for (const { hold, costMicroUsd, usage } of items) {
    if (costMicroUsd > 0) charges.push({ accountId: hold.accountId, amountMicroUsd: costMicroUsd });
    const completed = usage.completed ?? true;
    const unit = usage.unit ?? null;
    // Calls of one kind tend to come in runs: the previous call's group is checked before a key is built.
    let g: UsageGroup | undefined = last !== null && sameKind(last, hold.accountId, usage, unit, completed) ? last : undefined;
    if (!g) {
      const key = `${hold.accountId}\u0000${usage.operationId}\u0000${usage.endpointType}\u0000${usage.model ?? '\u0001'}\u0000${unit ?? '\u0001'}\u0000${completed}`;
      g = groups.get(key);
      if (!g) {
        g = {
          accountId: hold.accountId, operationId: usage.operationId, endpointType: usage.endpointType, model: usage.model,
          requestId: usage.requestId, unit, completed, requests: 0, inputTokens: 0, outputTokens: 0, cachedReadTokens: 0,
          cacheCreationTokens: 0, reportedInputTokens: 0, reportedOutputTokens: 0, units: 0, costMicroUsd: 0,
        };
        groups.set(key, g);
      }
    }
    if (g.requests > 0) g.requestId = null; // a row of several calls names none of them
    last = g;
    g.requests += 1;
    g.inputTokens += usage.inputTokens ?? 0;
    g.outputTokens += usage.outputTokens ?? 0;
    g.cachedReadTokens += usage.cachedReadTokens ?? 0;
    g.cacheCreationTokens += usage.cacheCreationTokens ?? 0;
    g.reportedInputTokens += usage.reportedInputTokens ?? usage.inputTokens ?? 0;
    g.reportedOutputTokens += usage.reportedOutputTokens ?? usage.outputTokens ?? 0;
    g.units += usage.units ?? 0;
    g.costMicroUsd += costMicroUsd;
  }
  return { charges, usage: [...groups.values()] };
}

/** Whether a call belongs in group `g` (the same fields as batchOf's key). */
function sameKind(g: UsageGroup, accountId: string, usage: SettleItem['usage'], unit: string | null, completed: boolean): boolean {
  return g.accountId === accountId && g.operationId === usage.operationId && g.endpointType === usage.endpointType
    && (g.model ?? null) === (usage.model ?? null) && g.unit === unit && g.completed === completed;
}
