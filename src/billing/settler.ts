/**
 * Group commit of settlements: a settlement that arrives while a batch is being written waits for the next batch,
 * which then carries every settlement that queued meanwhile, in one statement (src/billing/wallet.ts settleHolds).
 * An idle server writes each settlement at once (no timer, no added latency); a busy one writes many per statement,
 * so usage and ledger rows cost the request path almost nothing under load. Each caller still gets its own outcome
 * before its response is sent (read-your-writes on balance and usage).
 */
import type { Db } from '../../db/connect';
import { settleHolds, type SettleItem, type SettleOutcome } from './wallet';

interface Pending { item: SettleItem; resolve(outcome: SettleOutcome | null): void; reject(err: unknown): void }

export class SettlementBatcher {
  private queue: Pending[] = [];
  private writing = false;
  private timer: NodeJS.Timeout | null = null;

  /**
   * windowMs > 0 waits that long before writing a batch: with embedded PGlite a statement runs on the event loop's
   * own thread, so nothing can queue while one is written and batches only form if we wait a moment.
   */
  constructor(private readonly db: Db, private readonly processId: string, private readonly windowMs = 0, private readonly maxBatch = 500) {}

  settle(item: SettleItem): Promise<SettleOutcome | null> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (this.writing || this.timer) return;
      if (this.windowMs > 0) this.timer = setTimeout(() => { this.timer = null; void this.drain(); }, this.windowMs);
      else void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.maxBatch);
        try {
          const outcomes = await settleHolds(this.db, this.processId, batch.map((p) => p.item));
          for (const p of batch) p.resolve(outcomes.get(p.item.hold.id) ?? null);
        } catch (err) {
          for (const p of batch) p.reject(err);
        }
      }
    } finally {
      this.writing = false;
    }
  }
}
