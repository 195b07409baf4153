/**
 * The external programs of the built-in media engines (espeak-ng, ffmpeg, pocketsphinx) run through one bounded
 * pool per process: at most `concurrency` at once (the cores), at most `maxQueued` waiting; past that a call is
 * shed at once with 503 + Retry-After instead of forking without limit. Every child has a deadline and is killed
 * (SIGKILL) when it passes, when the caller's signal fires (client gone) or when the pool closes (shutdown).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import PQueue from 'p-queue';
import { errors } from '../errors';

/** `input`: written to stdin, which is then closed; absent, stdin stays open for the caller (a pipe from another child). */
export interface ProcessSpec { command: string; args: string[]; input?: Buffer | string }

export interface PoolOptions { concurrency: number; maxQueued: number; timeoutMs: number; retryAfterMs: number }

export class ProcessPool {
  private readonly queue: PQueue;
  private readonly running = new Set<ChildProcess>();
  private closed = false;

  constructor(readonly options: PoolOptions) {
    this.queue = new PQueue({ concurrency: options.concurrency });
  }

  get pending(): number { return this.queue.size; }
  get active(): number { return this.queue.pending; }

  /**
   * Runs `work` holding one slot; `work` spawns through `start`, which ties each child to the signal, the deadline
   * (`opts.timeoutMs`, else the pool's) and the pool. Throws 503 overloaded when the queue is full.
   */
  async run<T>(signal: AbortSignal, work: (start: (spec: ProcessSpec) => ChildProcess) => Promise<T>, opts: { timeoutMs?: number } = {}): Promise<T> {
    if (this.closed) throw errors.unavailable('The media engines are shutting down.', this.options.retryAfterMs, 'shutting_down');
    if (this.queue.size >= this.options.maxQueued) {
      throw errors.unavailable('Too many audio jobs are waiting; retry after the time in Retry-After.', this.options.retryAfterMs, 'overloaded');
    }
    return this.queue.add(async () => {
      signal.throwIfAborted();
      const children: ChildProcess[] = [];
      const kill = () => { for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL'); };
      const deadline = setTimeout(kill, opts.timeoutMs ?? this.options.timeoutMs);
      signal.addEventListener('abort', kill, { once: true });
      const start = (spec: ProcessSpec) => {
        const child = spawn(spec.command, spec.args, { stdio: ['pipe', 'pipe', 'pipe'] });
        children.push(child);
        this.running.add(child);
        child.once('close', () => this.running.delete(child));
        child.stdin.on('error', () => undefined); // a child that exits early closes its stdin: not our error
        if (spec.input !== undefined) child.stdin.end(spec.input);
        return child;
      };
      try {
        return await work(start);
      } finally {
        clearTimeout(deadline);
        signal.removeEventListener('abort', kill);
        kill();
      }
    }, { signal }) as Promise<T>;
  }

  /** Kills everything running and refuses new work (shutdown). */
  close(): void {
    this.closed = true;
    for (const c of this.running) c.kill('SIGKILL');
    this.queue.clear();
  }
}

/** Collects a child's stdout; rejects with its stderr when it exits non-zero (or is killed). */
export function output(child: ChildProcess, what: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout!.on('data', (c: Buffer) => out.push(c));
    child.stderr!.on('data', (c: Buffer) => { if (err.length < 64) err.push(c); });
    child.once('error', (e) => reject(new Error(`${what}: ${e.message}`)));
    child.once('close', (code, signal) => {
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new Error(`${what} ${signal ? `was killed (${signal})` : `exited ${code}`}: ${Buffer.concat(err).toString().slice(0, 500)}`));
    });
  });
}

/** Resolves when a child exits 0; rejects (with the start of its stderr) otherwise. */
export function exited(child: ChildProcess, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const err: Buffer[] = [];
    child.stderr!.on('data', (c: Buffer) => { if (err.length < 64) err.push(c); });
    child.once('error', (e) => reject(new Error(`${what}: ${e.message}`)));
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${what} ${signal ? `was killed (${signal})` : `exited ${code}`}: ${Buffer.concat(err).toString().slice(0, 500)}`));
    });
  });
}
