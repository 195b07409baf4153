/**
 * The body of an upstream answer as undici hands it over, read a network read at a time: `read()` gives every chunk
 * that arrived since the last read (an SSE upstream writes each event as its own HTTP chunk, so one socket read holds
 * many). Not a node:stream Readable: its push, buffering and async iterator cost about as much per streamed call as
 * the events' own mapping (issue 23, bench/README.md).
 *
 * Backpressure: once HIGH_WATER_MARK bytes wait unread, `accept` answers false and undici stops reading the connection
 * until the next `read` takes them (`resumeReading`), so a client of ours that reads slowly stops the upstream.
 * Destroyed before its end, the body drops its connection: the upstream stops generating.
 */

/**
 * 64 KiB as undici's own response body. On resuming, undici reads all the socket holds and puts back what it did not
 * parse, the socket then reads again (up to 64 KiB): with Node's 16 KiB stream default, each resume took in more than
 * the body let through, and under a client that reads slowly but steadily the socket's buffer grew with the answer
 * (test/gateway/chat.test.ts 'a client that reads slowly').
 */
const HIGH_WATER_MARK = 64 * 1024;

export class UpstreamBody {
  /** All of the body arrived; its connection went back to the pool. */
  complete = false;
  private chunks: Buffer[] = [];
  private bytes = 0;
  private paused = false;
  /** Destroyed, or failed: `read` throws it. */
  private failure: Error | null = null;
  /** The rest is read and dropped (discardRest). */
  private discarding = false;
  private discardTimer: NodeJS.Timeout | null = null;
  /** The reader waiting for a chunk, the end or a failure. */
  private wake: (() => void) | null = null;

  constructor(private readonly resumeReading: () => void, private readonly abortRequest: (err: Error) => void) {}

  /** A chunk from undici (its onData); false: stop reading the connection until the chunks are read. */
  accept(chunk: Buffer): boolean {
    if (this.failure || this.discarding) return true;
    this.chunks.push(chunk);
    this.bytes += chunk.length;
    this.notify();
    if (this.bytes < HIGH_WATER_MARK) return true;
    this.paused = true;
    return false;
  }

  /** The body ended (undici's onComplete). */
  end(): void {
    this.complete = true;
    this.stopDiscarding();
    this.notify();
  }

  /** The request failed while the body was arriving (undici's onError). */
  fail(err: Error): void {
    if (this.failure || this.complete) return;
    this.failure = err;
    this.chunks = [];
    this.stopDiscarding();
    this.notify();
  }

  /**
   * Every chunk that arrived since the last read, in order, waiting for one if none has; null once the body ended and
   * all of it was read. Rejects with the failure (transport error, or what the body was destroyed with).
   */
  async read(): Promise<Buffer[] | null> {
    for (;;) {
      if (this.failure) throw this.failure;
      if (this.chunks.length > 0) {
        const chunks = this.chunks;
        this.chunks = [];
        this.bytes = 0;
        if (this.paused) {
          this.paused = false;
          this.resumeReading();
        }
        return chunks;
      }
      if (this.complete) return null;
      await new Promise<void>((resolve) => { this.wake = resolve; });
    }
  }

  /** Drops the body; before its end that ends the request and closes its connection. A waiting read rejects. */
  destroy(err?: Error): void {
    if (this.failure) return;
    this.failure = err ?? new Error('the upstream answer was dropped');
    this.chunks = [];
    this.stopDiscarding();
    if (!this.complete) this.abortRequest(this.failure);
    this.notify();
  }

  /**
   * Reads and drops what is left (after a stream's end marker, usually just the chunked terminator) without anyone
   * waiting: a body read to its end gives its keep-alive connection back to the pool; one that does not end within
   * `ms` is destroyed.
   */
  discardRest(ms: number): void {
    if (this.complete || this.failure) return;
    this.discarding = true;
    this.chunks = [];
    this.bytes = 0;
    this.discardTimer = setTimeout(() => this.destroy(), ms).unref();
    if (this.paused) {
      this.paused = false;
      this.resumeReading();
    }
  }

  private stopDiscarding(): void {
    if (this.discardTimer) clearTimeout(this.discardTimer);
    this.discardTimer = null;
  }

  private notify(): void {
    const wake = this.wake;
    if (wake) {
      this.wake = null;
      wake();
    }
  }
}
