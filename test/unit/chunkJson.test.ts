/**
 * src/gateway/chat/chunkJson.ts writes a stream chunk's JSON from parts fixed per stream plus the varying choice. Its
 * text must be exactly JSON.stringify of the chunk object runChat built before (same fields, same order, same
 * escaping), whatever the text: unicode, quotes, control characters, lone surrogates, empty strings; and what it
 * gives back through JsonText (value(), toJSON for the idempotency store) must be that object.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { streamChunks } from '../../src/gateway/chat/chunkJson';
import { JsonText, jsonTextOf } from '../../src/jsonText';

const TRICKY = [
  '', ' ', 'Saturn ', 'a"b', '\\', '\\"', '"}],"usage":null}', '\n', '\r\n', '\t', '\u0000', '\u0001\u001f\u007f',
  '\u2028\u2029', 'नमस्ते', '日本語', '🪐 ♄', 'e\u0301', '\ud800', '\udc00', 'x\ud83dy', '\udfff\ud800', '\ufeff', '</script>',
  'data: [DONE]\n\n', '{"a":1}',
];

const fixedOf = (model: string) => ({ id: 'chatcmpl-0123456789abcdef0123456789abcdef', created: 1764200001, model });

/** The chunk object as runChat built it before the serializer (field order included). */
function chunkObject(fixed: ReturnType<typeof fixedOf>, includeUsage: boolean, choice: unknown): unknown {
  const c: Record<string, unknown> = { id: fixed.id, object: 'chat.completion.chunk', created: fixed.created, model: fixed.model, choices: [choice] };
  if (includeUsage) c.usage = null;
  return c;
}

const logprobs = { content: [{ token: 'Sat"urn', logprob: -0.25, bytes: [83, 97], top_logprobs: [{ token: '\ud800', logprob: -1.5e-7, bytes: [] }] }], refusal: null };

describe('a stream chunk is written as JSON.stringify writes its object', () => {
  for (const includeUsage of [false, true]) {
    describe(includeUsage ? 'with usage: null (include_usage)' : 'without usage', () => {
      it('text, refusal and thinking pieces, with and without logprobs, for tricky texts and model names', () => {
        for (const model of ['gpt-4o-mini', 'a"b\\c', 'ज्योतिष', '\ud800']) {
          const fixed = fixedOf(model);
          const chunks = streamChunks(fixed, includeUsage);
          for (const text of TRICKY) {
            for (const field of ['content', 'refusal', 'reasoning_content'] as const) {
              const plain = chunks.piece(field, text);
              expect(plain.json).toBe(JSON.stringify(chunkObject(fixed, includeUsage, { index: 0, delta: { [field]: text }, finish_reason: null })));
              expect(plain.value()).toEqual(chunkObject(fixed, includeUsage, { index: 0, delta: { [field]: text }, finish_reason: null }));
              const withLogprobs = chunks.piece(field, text, logprobs);
              expect(withLogprobs.json).toBe(JSON.stringify(chunkObject(fixed, includeUsage, { index: 0, delta: { [field]: text }, logprobs, finish_reason: null })));
            }
          }
        }
      });

      it('any string (fast-check, including lone surrogates and control characters)', () => {
        const fixed = fixedOf('bench-model');
        const chunks = streamChunks(fixed, includeUsage);
        fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => {
          expect(chunks.piece('content', text).json).toBe(JSON.stringify(chunkObject(fixed, includeUsage, { index: 0, delta: { content: text }, finish_reason: null })));
        }), { numRuns: 500 });
      });

      it('the role, tool-call, function-call and finish chunks', () => {
        const fixed = fixedOf('gpt-4o-mini');
        const chunks = streamChunks(fixed, includeUsage);
        const choices = [
          { index: 0, delta: { role: 'assistant', content: '', refusal: null }, finish_reason: null },
          { index: 0, finish_reason: null, delta: { tool_calls: [{ index: 1, id: 'call_1', type: 'function', function: { name: 'get_"weather', arguments: '{"city":"Vārāṇasī\\n' } }] } },
          { index: 0, finish_reason: null, delta: { tool_calls: [{ index: 0, function: { arguments: '' } }] } },
          { index: 0, finish_reason: null, delta: { function_call: { name: 'lookup' } } },
          { index: 0, finish_reason: 'tool_calls', delta: {} },
          { index: 0, finish_reason: 'stop', delta: { citations: [{ id: 'bphs-3-1', work: 'BPHS', chapter: 3, verse: 1, text: 'ग्रह "graha"' }], follow_ups: ['Why?'] } },
        ] as const;
        for (const choice of choices) {
          const text = chunks.choice(choice as never);
          expect(text.json).toBe(JSON.stringify(chunkObject(fixed, includeUsage, choice)));
          expect(text.value()).toEqual(chunkObject(fixed, includeUsage, choice));
        }
      });
    });
  }

  it('the usage chunk: no choices, the usage, no usage: null before it', () => {
    const fixed = fixedOf('gpt-4o-mini');
    const usage = { prompt_tokens: 20, completion_tokens: 13, total_tokens: 33, prompt_tokens_details: { cached_tokens: 0 }, completion_tokens_details: { reasoning_tokens: 0 } };
    const text = streamChunks(fixed, true).usage(usage);
    expect(text.json).toBe(JSON.stringify({ id: fixed.id, object: 'chat.completion.chunk', created: fixed.created, model: fixed.model, choices: [], usage }));
  });
});

describe('JsonText where JSON is written', () => {
  it('is written as its own text, and JSON.stringify of a list holding it gives the same text as the objects', () => {
    const fixed = fixedOf('gpt-4o-mini');
    const chunks = streamChunks(fixed, true);
    const events = [chunks.piece('content', 'a"\ud800\u2028'), { error: { message: 'x' } }, chunks.piece('refusal', '')];
    expect(jsonTextOf(events[0])).toBe((events[0] as JsonText).json);
    expect(jsonTextOf(events[1])).toBe('{"error":{"message":"x"}}');
    expect(JSON.stringify(events)).toBe(`[${(events[0] as JsonText).json},{"error":{"message":"x"}},${(events[2] as JsonText).json}]`);
  });
});
