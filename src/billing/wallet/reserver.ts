/**
 * Group commit of reservations (groupCommit.ts): reservations that arrive while a batch is being written go together
 * in the next one statement (wallet.ts reserveHolds). Each caller learns whether its hold was granted before its
 * handler runs; a refused caller gets its 402 reason.
 */
import type { Db } from '../../../db/connect';
import { GroupCommit } from './groupCommit';
import { refusal, reserveHolds, type HoldRequest } from './wallet';

export class ReservationBatcher {
  private readonly commit: GroupCommit<HoldRequest, boolean>;

  constructor(private readonly db: Db, processId: string, windowMs = 0, maxBatch = 500) {
    this.commit = new GroupCommit((holds) => reserveHolds(db, processId, holds), windowMs, maxBatch);
  }

  async reserve(hold: HoldRequest): Promise<void> {
    if (!(await this.commit.submit(hold))) throw await refusal(this.db, hold.accountId, hold.amountMicroUsd);
  }
}
