/**
 * A small Server-Sent Events parser following the WHATWG HTML "event stream interpretation" rules: lines end in
 * CRLF, LF or CR (also when split across chunks), a leading BOM is dropped, `:` lines are comments, one space after
 * the colon is removed, `data` lines join with LF, a blank line dispatches, an event with no data is not dispatched,
 * and an unterminated event at end of stream is discarded. (eventsource-parser is not installed; see test/gateway/sse.test.ts.)
 */
import { StringDecoder } from 'node:string_decoder';
import type { SseEvent } from './types';

export class SseParser {
  private buffer = '';
  /** The event's data lines so far, joined with LF (`hasData`: at least one, possibly empty, was seen). */
  private data = '';
  private hasData = false;
  private eventType = '';
  private lastEventId: string | undefined;
  private pendingCr = false;
  private started = false;
  /**
   * node:string_decoder rather than TextDecoder: the same text (a character split across chunks is kept for the next;
   * malformed bytes become U+FFFD; test/gateway/sse.test.ts compares them) without TextDecoder's conversion of its
   * options object on every network chunk (bench/core-ab.ts profile). TextDecoder also drops a BOM at the start of
   * the bytes, before the parser's own check; `decodedBom` keeps that.
   */
  private readonly decoder = new StringDecoder('utf8');
  private decodedBom = false;

  /** Feeds bytes (or text); returns the events completed by them. */
  push(chunk: Uint8Array | string): SseEvent[] {
    let text = typeof chunk === 'string' ? chunk : this.decode(chunk);
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
      this.line(buffer, start, i, out);
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

  private decode(bytes: Uint8Array): string {
    const text = this.decoder.write(bytes as Buffer);
    if (this.decodedBom || text.length === 0) return text;
    this.decodedBom = true;
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  }

  /**
   * The line buffer[start, end). Read in place: a `data` line (almost every line of a stream) costs one substring, its
   * value, and no array or join for the usual event of one data line.
   */
  private line(buffer: string, start: number, end: number, out: SseEvent[]): void {
    if (start === end) {
      if (this.hasData) {
        const event: SseEvent = { event: this.eventType || 'message', data: this.data };
        if (this.lastEventId !== undefined) event.id = this.lastEventId;
        out.push(event);
      }
      this.data = '';
      this.hasData = false;
      this.eventType = '';
      return;
    }
    if (buffer.charCodeAt(start) === 58) return; // ':' comment
    if (isData(buffer, start, end)) {
      const valueStart = start + 5 < end && buffer.charCodeAt(start + 5) === 32 ? start + 6 : start + 5;
      const value = valueStart < end ? buffer.slice(valueStart, end) : '';
      this.data = this.hasData ? `${this.data}\n${value}` : value;
      this.hasData = true;
      return;
    }
    const line = buffer.slice(start, end);
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.charCodeAt(0) === 32) value = value.slice(1);
    if (field === 'event') this.eventType = value;
    else if (field === 'id' && !value.includes('\0')) this.lastEventId = value;
    // `retry` and unknown fields are ignored (only a browser reconnects).
  }
}

/** Whether the line buffer[start, end) is a `data` field: `data` alone or followed by a colon. */
function isData(buffer: string, start: number, end: number): boolean {
  return end - start >= 4 && buffer.charCodeAt(start) === 100 && buffer.charCodeAt(start + 1) === 97
    && buffer.charCodeAt(start + 2) === 116 && buffer.charCodeAt(start + 3) === 97
    && (start + 4 === end || buffer.charCodeAt(start + 4) === 58);
}
