/**
 * A one-reader queue of chunks between a producer (a child's stdout) and an async iterator (the HTTP answer).
 * `first()` waits for the first chunk or the failure, so a caller can still answer with an error status before any
 * byte is sent.
 */
export class Channel<T> {
  private items: T[] = [];
  private ended = false;
  private error: unknown = null;
  private wake: (() => void) | null = null;

  push(item: T): void { this.items.push(item); this.notify(); }
  end(): void { this.ended = true; this.notify(); }
  fail(err: unknown): void { this.error = err; this.ended = true; this.notify(); }

  private notify(): void { const w = this.wake; this.wake = null; w?.(); }
  private waitForChange(): Promise<void> { return new Promise((r) => { this.wake = r; }); }

  /** Resolves once a chunk is there or the producer ended; rejects when it failed before producing anything. */
  async first(): Promise<void> {
    while (this.items.length === 0 && !this.ended) await this.waitForChange();
    if (this.items.length === 0 && this.error) throw this.error;
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<T> {
    for (;;) {
      if (this.items.length > 0) { yield this.items.shift()!; continue; }
      if (this.error) throw this.error;
      if (this.ended) return;
      await this.waitForChange();
    }
  }
}
