/** The upstream answer body (src/providers/upstreamAnswerBody.ts): batches per read, backpressure, ends and failures. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpstreamBody } from '../../src/providers/upstreamAnswerBody';

function body() {
  const calls = { resumed: 0, aborted: [] as Error[] };
  const b = new UpstreamBody(() => { calls.resumed++; }, (err) => { calls.aborted.push(err); });
  return { b, calls };
}

afterEach(() => { vi.useRealTimers(); });

describe('UpstreamBody', () => {
  it('a read gives every chunk that arrived since the last one, in order; null once the body ended', async () => {
    const { b } = body();
    b.accept(Buffer.from('a'));
    b.accept(Buffer.from('b'));
    expect((await b.read())!.map(String)).toEqual(['a', 'b']);
    const waiting = b.read();
    b.accept(Buffer.from('c'));
    b.accept(Buffer.from('d'));
    b.end();
    // The chunks of one network read (accepted synchronously) come in one batch, then the end.
    expect((await waiting)!.map(String)).toEqual(['c', 'd']);
    expect(await b.read()).toBeNull();
    expect(b.complete).toBe(true);
  });

  it('past 64 KiB unread, undici is told to stop reading, and the next read resumes it once', async () => {
    const { b, calls } = body();
    expect(b.accept(Buffer.alloc(40 * 1024))).toBe(true);
    expect(b.accept(Buffer.alloc(30 * 1024))).toBe(false);
    expect(calls.resumed).toBe(0);
    expect((await b.read())!.length).toBe(2);
    expect(calls.resumed).toBe(1);
    expect(b.accept(Buffer.alloc(10))).toBe(true);
    await b.read();
    expect(calls.resumed).toBe(1);
  });

  it('destroyed before its end, it ends the request, drops what is unread and a waiting read rejects', async () => {
    const { b, calls } = body();
    const waiting = b.read();
    b.destroy(new Error('client gone'));
    await expect(waiting).rejects.toThrow('client gone');
    expect(calls.aborted.map((e) => e.message)).toEqual(['client gone']);
    // Later chunks, undici's own error after the abort and a second destroy change nothing.
    expect(b.accept(Buffer.from('late'))).toBe(true);
    b.fail(new Error('aborted'));
    b.destroy();
    await expect(b.read()).rejects.toThrow('client gone');
    expect(calls.aborted).toHaveLength(1);
  });

  it('destroyed after its end, the connection is left alone (it went back to the pool)', () => {
    const { b, calls } = body();
    b.end();
    b.destroy();
    expect(calls.aborted).toHaveLength(0);
  });

  it('a transport failure rejects the read; one after the end is ignored', async () => {
    const failed = body();
    failed.b.accept(Buffer.from('part'));
    failed.b.fail(new Error('other side closed'));
    await expect(failed.b.read()).rejects.toThrow('other side closed');
    const ended = body();
    ended.b.accept(Buffer.from('all'));
    ended.b.end();
    ended.b.fail(new Error('late'));
    expect((await ended.b.read())!.map(String)).toEqual(['all']);
    expect(await ended.b.read()).toBeNull();
  });

  it('discardRest reads on and drops the rest: it resumes a paused connection, and destroys it if no end comes in time', () => {
    vi.useFakeTimers();
    const { b, calls } = body();
    expect(b.accept(Buffer.alloc(70 * 1024))).toBe(false);
    b.discardRest(2000);
    expect(calls.resumed).toBe(1);
    expect(b.accept(Buffer.alloc(70 * 1024))).toBe(true);
    vi.advanceTimersByTime(1999);
    expect(calls.aborted).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(calls.aborted).toHaveLength(1);

    const ends = body();
    ends.b.discardRest(2000);
    ends.b.end();
    vi.advanceTimersByTime(5000);
    expect(ends.calls.aborted).toHaveLength(0);
    expect(ends.b.complete).toBe(true);
  });
});
