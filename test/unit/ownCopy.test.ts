/** src/ownCopy.ts: a spread's copy, cheap to extend. */
import { describe, expect, it } from 'vitest';
import { ownCopy } from '../../src/ownCopy';

describe('ownCopy', () => {
  it('copies own enumerable keys in order, leaves the source alone, and can leave one key out', () => {
    const source = { model: 'm', stream_options: { include_usage: false }, messages: [1], temperature: 0 };
    const copy = ownCopy(source) as Record<string, unknown>;
    copy.max_tokens = 5;
    expect(JSON.stringify(copy)).toBe('{"model":"m","stream_options":{"include_usage":false},"messages":[1],"temperature":0,"max_tokens":5}');
    expect(copy.messages).toBe(source.messages);
    expect(source).not.toHaveProperty('max_tokens');
    expect(JSON.stringify(ownCopy(source, 'stream_options'))).toBe(JSON.stringify({ model: 'm', messages: [1], temperature: 0 }));
    // As a spread: inherited and non-enumerable properties are not copied.
    const derived = Object.defineProperty(Object.create({ inherited: 1 }), 'hidden', { value: 2, enumerable: false });
    derived.own = 3;
    expect(ownCopy(derived)).toEqual({ own: 3 });
  });

  it('keeps a JSON key named __proto__ as a key, as a spread does, instead of setting the prototype', () => {
    const parsed = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as Record<string, unknown>;
    const copy = ownCopy(parsed);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect((copy as { polluted?: boolean }).polluted).toBeUndefined();
    expect(JSON.stringify(copy)).toBe(JSON.stringify({ ...parsed }));
    expect(JSON.stringify(copy)).toBe('{"__proto__":{"polluted":true},"a":1}');
  });
});
