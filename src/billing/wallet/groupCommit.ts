/**
 * Group commit: items that arrive while a batch is being written go together into the next single write. An idle
 * server writes each item at once (no timer, no added latency); a busy one writes many per statement. Each caller
 * gets its own item's result. Used for reservations (reserver.ts) and settlements (settler.ts).
 */
interface Pending<I, O> { item: I; resolve(result: O): void; reject(err: unknown): void }

export class GroupCommit<I, O> {
  private queue: Array<Pending<I, O>> = [];
  private writing = false;
  private timer: NodeJS.Timeout | null = null;

  /**
   * writeBatch returns one result per item, in order. windowMs > 0 waits that long before writing a batch: with
   * embedded PGlite a statement runs on the event loop's own thread, so nothing can queue while one is written and
   * batches only form if we wait a moment.
   */
  constructor(
    private readonly writeBatch: (items: I[]) => Promise<O[]>,
    private readonly windowMs = 0,
    private readonly maxBatch = 500,
  ) {}

  submit(item: I): Promise<O> {
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
          const results = await this.writeBatch(batch.map((p) => p.item));
          batch.forEach((p, i) => p.resolve(results[i]));
        } catch (err) {
          for (const p of batch) p.reject(err);
        }
      }
    } finally {
      this.writing = false;
    }
  }
}
