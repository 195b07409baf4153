/**
 * The bounded pool of the media engines' programs (src/media/processes.ts): a deadline, the caller's signal and
 * shutdown each kill the child; a full queue sheds with 503 + Retry-After instead of forking.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/errors';
import { exited, ProcessPool } from '../../src/media/processes';

const pool = (over: Partial<ConstructorParameters<typeof ProcessPool>[0]> = {}) =>
  new ProcessPool({ concurrency: 1, maxQueued: 1, timeoutMs: 60_000, retryAfterMs: 1500, ...over });

const alive = (pid: number) => { try { process.kill(pid, 0); return true; } catch { return false; } };
/** Whether `pid` is gone within a few seconds (a killed child stays a zombie until Node reaps it). */
async function gone(pid: number): Promise<boolean> {
  for (let i = 0; i < 200 && alive(pid); i++) await new Promise((r) => setTimeout(r, 10));
  return !alive(pid);
}

describe('ProcessPool', () => {
  it('kills a child that passes its deadline', async () => {
    const p = pool({ timeoutMs: 200 });
    let pid = 0;
    await expect(p.run(new AbortController().signal, (start) => { const c = start({ command: 'sleep', args: ['30'] }); pid = c.pid!; return exited(c, 'sleep'); }))
      .rejects.toThrow(/killed \(SIGKILL\)/);
    expect(await gone(pid)).toBe(true);
    p.close();
  });

  it('kills the child when the caller\'s signal fires (client gone)', async () => {
    const p = pool();
    const ac = new AbortController();
    let pid = 0;
    const run = p.run(ac.signal, (start) => { const c = start({ command: 'sleep', args: ['30'] }); pid = c.pid!; return exited(c, 'sleep'); });
    while (pid === 0) await new Promise((r) => setTimeout(r, 5));
    ac.abort();
    await expect(run).rejects.toThrow();
    expect(await gone(pid)).toBe(true);
    p.close();
  });

  it('sheds with 503 overloaded and Retry-After once the queue is full, and closes by killing what runs', async () => {
    const p = pool();
    const signal = new AbortController().signal;
    const pids: number[] = [];
    const sleeper = () => p.run(signal, (start) => { const c = start({ command: 'sleep', args: ['30'] }); pids.push(c.pid!); return exited(c, 'sleep'); });
    const running = sleeper();
    const queued = sleeper();
    const shed = await sleeper().catch((e) => e);
    expect(shed).toBeInstanceOf(ApiError);
    expect(shed.status).toBe(503);
    expect(shed.code).toBe('overloaded');
    expect(shed.headers).toMatchObject({ 'retry-after': '2', 'retry-after-ms': '1500' });
    while (pids.length === 0) await new Promise((r) => setTimeout(r, 5));
    p.close();
    await expect(running).rejects.toThrow();
    for (const pid of pids) expect(await gone(pid)).toBe(true);
    await Promise.race([queued.catch(() => undefined), new Promise((r) => setTimeout(r, 100))]);
    expect(pids).toHaveLength(1); // the queued one never started
  });
});
