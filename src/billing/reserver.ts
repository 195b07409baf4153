/**
 * Group commit of reservations, like src/billing/settler.ts: reservations that arrive while a batch is being written
 * go together in the next one statement (wallet.ts reserveHolds). Each caller learns whether its hold was granted
 * before its handler runs; a refused caller gets its 402 reason.
 */
import type { Db } from '../../db/connect';
import { refusal, reserveHolds, type HoldRequest } from './wallet';

interface Pending { hold: HoldRequest; resolve(): void; reject(err: unknown): void }

export class ReservationBatcher {
  private queue: Pending[] = [];
  private writing = false;
  private timer: NodeJS.Timeout | null = null;

  /**
   * windowMs > 0 waits that long before writing a batch: with embedded PGlite a statement runs on the event loop's
   * own thread, so nothing can queue while one is written and batches only form if we wait a moment.
   */
  constructor(private readonly db: Db, private readonly processId: string, private readonly windowMs = 0, private readonly maxBatch = 500) {}

  reserve(hold: HoldRequest): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ hold, resolve, reject });
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
          const granted = await reserveHolds(this.db, this.processId, batch.map((p) => p.hold));
          batch.forEach((p, i) => {
            if (granted[i]) p.resolve();
            else refusal(this.db, p.hold.accountId, p.hold.amountMicroUsd).then(p.reject, p.reject);
          });
        } catch (err) {
          for (const p of batch) p.reject(err);
        }
      }
    } finally {
      this.writing = false;
    }
  }
}
