/**
 * One call's money: a hold of the most the call may cost, then a charge of what it cost (capped at the hold) with
 * its usage row in the same statement, or a release. Holds come from this process's lease of the account's money
 * (lease.ts) when it has one, else from the wallet in the database (group-committed, reserver.ts / settler.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Db } from '../../../db/connect';
import { releaseHold, type HoldRequest, type SettleOutcome, type UsageRecord } from './wallet';
import type { BillingProcess } from './process';

/** Attempts at releasing a hold before giving up (the dead-process sweep is the last resort). */
const RELEASE_ATTEMPTS = 3;

export interface WalletDeps {
  db: Db;
  log: Logger;
  billing: BillingProcess;
  /** Called after a charge is written (budget alerts). */
  onCharged(accountId: string, outcome: SettleOutcome): void;
}

export class WalletCharge {
  private hold: HoldRequest | null = null;
  private ended = false;
  /** The hold was promised from this process's lease (lease.ts), not reserved in the database on its own. */
  private leased = false;

  constructor(private readonly deps: WalletDeps, private readonly accountId: string) {}

  get reservedMicroUsd(): number { return this.hold?.amountMicroUsd ?? 0; }

  /** Holds `maxMicroUsd`; throws 402 payment_required (insufficient balance, hard cap, auto-pause) when it cannot. */
  async reserve(maxMicroUsd: number): Promise<void> {
    if (this.hold) throw new Error('a wallet charge is reserved once');
    if (!Number.isSafeInteger(maxMicroUsd) || maxMicroUsd <= 0) throw new RangeError('a hold needs a positive integer micro-USD amount');
    const hold = { id: `hold_${randomUUID()}`, accountId: this.accountId, amountMicroUsd: maxMicroUsd };
    this.leased = await this.deps.billing.leases.take(this.accountId, maxMicroUsd);
    if (!this.leased) await this.deps.billing.reserver.reserve(hold);
    this.hold = hold;
  }

  /**
   * Charges min(actualMicroUsd, held) and releases the rest, writing the usage row in the same statement. Returns the
   * amount charged. Settling twice charges once.
   */
  async settle(actualMicroUsd: number, usage: UsageRecord): Promise<number> {
    if (!this.hold || this.ended) return 0;
    this.ended = true;
    if (actualMicroUsd > this.hold.amountMicroUsd) {
      this.deps.log.warn({ operationId: usage.operationId, requestId: usage.requestId, actualMicroUsd, reserved: this.hold.amountMicroUsd },
        'actual cost exceeds the reservation; charging the reservation');
    }
    // A leased call's charge is written with others' a few milliseconds later (budget alerts follow that write).
    if (this.leased) return this.deps.billing.leases.charge({ hold: this.hold, costMicroUsd: actualMicroUsd, usage });
    let outcome;
    try {
      outcome = await this.deps.billing.settler.settle({ hold: this.hold, costMicroUsd: actualMicroUsd, usage });
    } catch (err) {
      // The settlement is one statement, so a failed one wrote nothing. Not retried (a commit whose answer was lost
      // would be charged twice); the hold is released so the account's money is not held for the process's life,
      // and the charge that was not written is logged for the operator to reconcile.
      this.deps.log.error({ err, accountId: this.accountId, costMicroUsd: Math.min(actualMicroUsd, this.hold.amountMicroUsd), usage },
        'writing a charge failed; its hold is released and the charge is not written');
      await this.releaseHoldInDb();
      throw err;
    }
    if (!outcome) return 0;
    this.deps.onCharged(this.accountId, outcome);
    return outcome.chargedMicroUsd;
  }

  /** Releases the hold without charging. */
  async release(): Promise<void> {
    if (!this.hold || this.ended) return;
    this.ended = true;
    if (this.leased) return this.deps.billing.leases.release(this.hold);
    await this.releaseHoldInDb();
  }

  /** Releases this call's database hold, retrying a failed attempt (a hold left behind would stay for the process's life). */
  private async releaseHoldInDb(): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await releaseHold(this.deps.db, this.deps.billing.processId, this.hold!);
        return;
      } catch (err) {
        if (attempt >= RELEASE_ATTEMPTS) throw err;
        await new Promise((r) => setTimeout(r, 50 * attempt));
      }
    }
  }
}
