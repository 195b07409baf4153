import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SseParser } from '../../src/providers/sse';

function parseAll(chunks: Array<string | Uint8Array>) {
  const p = new SseParser();
  return chunks.flatMap((c) => p.push(c));
}

describe('the upstream SSE parser follows the event-stream rules', () => {
  it('dispatches on a blank line, joins data lines with LF, keeps event names and ids', () => {
    const events = parseAll(['event: message_start\ndata: {"a":1}\n\n', 'data: line1\ndata: line2\nid: 7\n\n']);
    expect(events).toEqual([
      { event: 'message_start', data: '{"a":1}' },
      { event: 'message', data: 'line1\nline2', id: '7' },
    ]);
  });

  it('accepts CRLF, LF and CR line ends, also when a CRLF is split across chunks', () => {
    expect(parseAll(['data: a\r\n\r\ndata: b\r\rdata: c\n\n'])).toEqual([
      { event: 'message', data: 'a' }, { event: 'message', data: 'b' }, { event: 'message', data: 'c' },
    ]);
    expect(parseAll(['data: a\r', '\n\r', '\ndata: b\n\n'])).toEqual([{ event: 'message', data: 'a' }, { event: 'message', data: 'b' }]);
  });

  it('ignores comments, strips one leading space only, drops a BOM and events without data', () => {
    expect(parseAll(['\uFEFF: keep-alive\n\nevent: ping\n\ndata:  two spaces\n\ndata\n\n'])).toEqual([
      { event: 'message', data: ' two spaces' }, { event: 'message', data: '' },
    ]);
  });

  it('takes only the field named exactly data as data, with or without a value or its space', () => {
    expect(parseAll(['datax: no\ndat: no\nDATA: no\ndata:x\ndata\ndata:\ndata: y\n\ndat\n\ndata\n\n'])).toEqual([
      { event: 'message', data: 'x\n\n\ny' }, { event: 'message', data: '' },
    ]);
  });

  it('discards an unterminated event at the end of the stream', () => {
    expect(parseAll(['data: complete\n\ndata: partial'])).toEqual([{ event: 'message', data: 'complete' }]);
  });

  it('decodes UTF-8 split inside a multi-byte character', () => {
    const bytes = new TextEncoder().encode('data: नमस्ते ☉\n\n');
    expect(parseAll([bytes.slice(0, 9), bytes.slice(9, 10), bytes.slice(10)])).toEqual([{ event: 'message', data: 'नमस्ते ☉' }]);
  });

  it('decodes any bytes, malformed ones and BOMs included, as TextDecoder decodes the whole stream (property)', () => {
    // TextDecoder drops one BOM at the start of the bytes; the parser drops one more at the start of the text.
    const whole = (bytes: Uint8Array) => new SseParser().push(new TextDecoder('utf-8').decode(bytes));
    const pieces = fc.oneof(
      fc.constantFrom('data: ', 'event: e\n', '\n', '\r\n', '\r', ':c\n', 'id: 1\n').map((t) => [...new TextEncoder().encode(t)]),
      fc.constantFrom([0xef, 0xbb, 0xbf], [0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf], [0xe0, 0xa4, 0xa8], [0xf0, 0x9f, 0xaa, 0x90], [0xc3], [0x80], [0xed, 0xa0, 0x80], [0xff], [0xf4, 0x90, 0x80, 0x80]),
      fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 6 }),
    );
    fc.assert(fc.property(fc.array(pieces, { maxLength: 20 }), fc.array(fc.nat(), { maxLength: 6 }), (parts, cuts) => {
      const bytes = Uint8Array.from(parts.flat());
      const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
      const p = new SseParser();
      const events = [];
      let prev = 0;
      for (const at of [...points, bytes.length]) { events.push(...p.push(bytes.slice(prev, at))); prev = at; }
      expect(events).toEqual(whole(bytes));
    }), { numRuns: 1000 });
  });

  it('gives the same events however the byte stream is cut (property)', () => {
    const event = fc.record({
      name: fc.option(fc.constantFrom('message_start', 'content_block_delta', 'x'), { nil: undefined }),
      lines: fc.array(fc.string({ unit: 'grapheme' }).filter((s) => !/[\r\n]/.test(s)), { minLength: 1, maxLength: 3 }),
    });
    fc.assert(fc.property(
      fc.array(event, { minLength: 1, maxLength: 5 }), fc.constantFrom('\n', '\r\n', '\r'), fc.array(fc.nat(), { maxLength: 6 }),
      (events, eol, cuts) => {
        const text = events.map((e) => `${e.name ? `event: ${e.name}${eol}` : ''}${e.lines.map((l) => `data: ${l}`).join(eol)}${eol}${eol}`).join('');
        const bytes = new TextEncoder().encode(text);
        const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
        const chunks: Uint8Array[] = [];
        let prev = 0;
        for (const p of [...points, bytes.length]) { chunks.push(bytes.slice(prev, p)); prev = p; }
        expect(parseAll(chunks)).toEqual(events.map((e) => ({ event: e.name ?? 'message', data: e.lines.join('\n') })));
      },
    ));
  });
});
