import { describe, expect, it } from 'vitest';
import { RequestAbort } from '../../src/http/steps/requestId';

describe('a request\'s abort signal, made when asked for (steps/requestId.ts)', () => {
  it('fires for a listener added before the client went away', () => {
    const abort = new RequestAbort();
    const signal = abort.signal;
    let fired = 0;
    signal.addEventListener('abort', () => { fired++; });
    expect(signal.aborted).toBe(false);
    abort.abort();
    expect(signal.aborted).toBe(true);
    expect(fired).toBe(1);
  });

  it('is aborted already when first asked for after the client went away', () => {
    const abort = new RequestAbort();
    abort.abort();
    expect(abort.signal.aborted).toBe(true);
  });

  it('is one signal however often it is asked for', () => {
    const abort = new RequestAbort();
    expect(abort.signal).toBe(abort.signal);
    abort.abort();
    abort.abort();
    expect(abort.signal.aborted).toBe(true);
  });
});
