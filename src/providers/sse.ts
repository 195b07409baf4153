/**
 * A small Server-Sent Events parser following the WHATWG HTML "event stream interpretation" rules: lines end in
 * CRLF, LF or CR (also when split across chunks), a leading BOM is dropped, `:` lines are comments, one space after
 * the colon is removed, `data` lines join with LF, a blank line dispatches, an event with no data is not dispatched,
 * and an unterminated event at end of stream is discarded. (eventsource-parser is not installed; see test/gateway/sse.test.ts.)
 */
import type { SseEvent } from './types';

export class SseParser {
  private buffer = '';
  private data: string[] = [];
  private eventType = '';
  private lastEventId: string | undefined;
  private pendingCr = false;
  private started = false;
  private readonly decoder = new TextDecoder('utf-8');

  /** Feeds bytes (or text); returns the events completed by them. */
  push(chunk: Uint8Array | string): SseEvent[] {
    let text = typeof chunk === 'string' ? chunk : this.decoder.decode(chunk, { stream: true });
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    const out: SseEvent[] = [];
    // A CR ending the previous chunk may be the first half of a CRLF.
    if (this.pendingCr) {
      this.pendingCr = false;
      if (text.startsWith('\n')) text = text.slice(1);
    }
    this.buffer += text;
    const buffer = this.buffer;
    let start = 0;
    // Line ends found with indexOf (a native scan) rather than a loop over every character: a stream event is mostly
    // JSON between its line ends. A CR is looked for again only after the one found was passed (none: never again).
    let cr = buffer.indexOf('\r');
    for (;;) {
      if (cr !== -1 && cr < start) cr = buffer.indexOf('\r', start);
      const lf = buffer.indexOf('\n', start);
      const i = cr === -1 ? lf : lf === -1 ? cr : Math.min(cr, lf);
      if (i === -1) break;
      this.line(buffer.slice(start, i), out);
      if (i === cr) {
        if (i + 1 < buffer.length) {
          if (buffer.charCodeAt(i + 1) === 10) start = i + 2;
          else start = i + 1;
        } else {
          this.pendingCr = true;
          start = i + 1;
        }
      } else {
        start = i + 1;
      }
    }
    this.buffer = this.buffer.slice(start);
    return out;
  }

  private line(line: string, out: SseEvent[]): void {
    if (line === '') {
      if (this.data.length > 0) {
        out.push({ event: this.eventType || 'message', data: this.data.join('\n'), ...(this.lastEventId !== undefined ? { id: this.lastEventId } : {}) });
      }
      this.data = [];
      this.eventType = '';
      return;
    }
    if (line.charCodeAt(0) === 58) return; // ':' comment
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.charCodeAt(0) === 32) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.eventType = value;
    else if (field === 'id' && !value.includes('\0')) this.lastEventId = value;
    // `retry` and unknown fields are ignored (only a browser reconnects).
  }
}
