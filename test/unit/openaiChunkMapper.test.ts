/**
 * src/providers/openai/chatComplete.ts maps a stream's events to deltas; once a plain text event is known, a later
 * event that differs from it only in a plain text body is taken without parsing it whole. Whatever the events, the
 * deltas (and the errors) must be those of parsing every event on its own, as a fresh mapper does.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createOpenAiChunkMapper } from '../../src/providers/openai/chatComplete';
import type { SseEvent } from '../../src/providers/types';

const ev = (data: string): SseEvent => ({ event: 'message', data });
const head = { id: 'chatcmpl-abc', object: 'chat.completion.chunk', created: 1764200000, model: 'fake-model' };
const chunk = (delta: unknown, extra: Record<string, unknown> = {}, finish: string | null = null) =>
  JSON.stringify({ ...head, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }], ...extra });

/** Each event through one mapper (the stream), and each through a fresh mapper (parsed whole): results or errors. */
function both(datas: string[]): { stream: unknown[]; whole: unknown[] } {
  const map = createOpenAiChunkMapper();
  const run = (f: () => unknown) => { try { return f(); } catch (err) { return { error: (err as Error).message }; } };
  return {
    stream: datas.map((d) => run(() => map(ev(d)))),
    whole: datas.map((d) => run(() => createOpenAiChunkMapper()(ev(d)))),
  };
}

describe('a stream of OpenAI events maps as each event parsed whole', () => {
  it('plain text events after the first (the template), with the role, finish, usage and [DONE] events', () => {
    const datas = [
      chunk({ role: 'assistant', content: '' }), chunk({ content: 'Saturn ' }), chunk({ content: 'moves ' }), chunk({ content: 'slowly.' }),
      chunk({}, {}, 'stop'), JSON.stringify({ ...head, choices: [], usage: { prompt_tokens: 20, completion_tokens: 3, total_tokens: 23 } }), '[DONE]',
    ];
    const { stream, whole } = both(datas);
    expect(stream).toEqual(whole);
    expect(stream.slice(1, 4)).toEqual([[{ kind: 'text', text: 'Saturn ' }], [{ kind: 'text', text: 'moves ' }], [{ kind: 'text', text: 'slowly.' }]]);
    expect(stream.at(-1)).toBe('done');
  });

  it('texts that need JSON escapes, empty texts and texts that look like the template after it was learned', () => {
    const texts = ['a', 'b"c', 'd\\e', 'tab\there', 'line\nbreak', '', 'नमस्ते', '🪐', '\ud800', '"},"logprobs":null,"finish_reason":"stop"}]}', 'a"', '\u2028', '~'];
    const datas = [chunk({ content: 'first' }), ...texts.map((t) => chunk({ content: t }))];
    const { stream, whole } = both(datas);
    expect(stream).toEqual(whole);
  });

  it('an event with the same text around but a raw control character or an unescaped quote is refused as malformed, as whole', () => {
    const first = chunk({ content: 'first' });
    const [pre, post] = first.split('first');
    const datas = [first, `${pre}bad\tchar${post}`, `${pre}bad"quote${post}`, `${pre}fine${post}`, `${pre}a\\q${post}`];
    const { stream, whole } = both(datas);
    expect(stream).toEqual(whole);
    expect(stream[1]).toEqual({ error: expect.stringContaining('malformed') });
    expect(stream[2]).toEqual({ error: expect.stringContaining('malformed') });
    expect(stream[3]).toEqual([{ kind: 'text', text: 'fine' }]);
  });

  it('events that differ elsewhere: finish reason, usage, logprobs, refusal, reasoning, tool calls, an error, another id', () => {
    const datas = [
      chunk({ content: 'one' }),
      chunk({ content: 'two' }, {}, 'length'),
      chunk({ content: 'three' }, { usage: { prompt_tokens: 5, completion_tokens: 3, total_tokens: 8 } }),
      JSON.stringify({ ...head, choices: [{ index: 0, delta: { content: 'four' }, logprobs: { content: [{ token: 'four', logprob: -0.1, bytes: [102], top_logprobs: [] }] }, finish_reason: null }] }),
      chunk({ content: 'five', refusal: 'no' }),
      chunk({ content: 'six', reasoning_content: 'hmm' }),
      chunk({ tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name: 'f', arguments: '{"a":' } }] }),
      JSON.stringify({ error: { message: 'overloaded' } }),
      JSON.stringify({ ...head, id: 'chatcmpl-other', choices: [{ index: 0, delta: { content: 'seven' }, logprobs: null, finish_reason: null }] }),
      chunk({ content: 'eight' }),
    ];
    const { stream, whole } = both(datas);
    expect(stream).toEqual(whole);
    expect(stream[7]).toEqual({ error: expect.stringContaining('overloaded') });
  });

  it('a field elsewhere in the event equal to the text is not taken for it (the probe), and spaced JSON (Python servers) works', () => {
    // The last "same" of the first event is `note`'s: the probe finds that replacing it does not change the text.
    const noted = (content: string, note: string) => JSON.stringify({ ...head, choices: [{ index: 0, delta: { content }, logprobs: null, finish_reason: null }], note });
    const spaced = (t: string) => `{"id": "x", "choices": [{"index": 0, "delta": {"content": "${t}"}, "finish_reason": null}]}`;
    for (const datas of [[noted('same', 'same'), noted('same', 'other'), noted('third', 'same')], [spaced('one'), spaced('two'), spaced('th"ree')]]) {
      const { stream, whole } = both(datas);
      expect(stream).toEqual(whole);
    }
    expect(both([noted('same', 'same'), noted('same', 'other')]).stream[1]).toEqual([{ kind: 'text', text: 'same' }]);
  });

  it('any sequence of text, finish, usage and malformed events (property)', () => {
    const piece = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 8 }).map((t) => chunk({ content: t })),
      fc.string({ unit: 'grapheme-ascii', maxLength: 8 }).map((t) => chunk({ content: t })),
      fc.constantFrom('length', 'stop').map((r) => chunk({}, {}, r)),
      fc.nat(50).map((n) => JSON.stringify({ ...head, choices: [], usage: { prompt_tokens: n, completion_tokens: n, total_tokens: 2 * n } })),
      fc.string({ unit: 'grapheme-ascii', maxLength: 8 }).map((t) => chunk({ content: 'x' }).replace('"x"', `"${t}"`)),
    );
    fc.assert(fc.property(fc.array(piece, { maxLength: 12 }), (datas) => {
      const { stream, whole } = both(datas);
      expect(stream).toEqual(whole);
    }), { numRuns: 400 });
  });
});
