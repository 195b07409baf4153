/**
 * Group commit of settlements (groupCommit.ts): settlements that queue while a batch is being written go together in
 * the next one statement (wallet.ts settleHolds), so usage and ledger rows cost the request path almost nothing under
 * load. Each caller still gets its own outcome before its response is sent (read-your-writes on balance and usage).
 */
import type { Db } from '../../../db/connect';
import { GroupCommit } from './groupCommit';
import { settleHolds, type SettleItem, type SettleOutcome } from './wallet';

export class SettlementBatcher {
  private readonly commit: GroupCommit<SettleItem, SettleOutcome | null>;

  constructor(db: Db, processId: string, windowMs = 0, maxBatch = 500) {
    this.commit = new GroupCommit(async (items) => {
      const outcomes = await settleHolds(db, processId, items);
      return items.map((item) => outcomes.get(item.hold.id) ?? null);
    }, windowMs, maxBatch);
  }

  settle(item: SettleItem): Promise<SettleOutcome | null> {
    return this.commit.submit(item);
  }
}
