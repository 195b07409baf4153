/**
 * src/http/respond.ts writes the SSE events that are ready in one turn of the event loop as one chunk of the response
 * (one res.write, one socket write; when they are the whole answer, the body with its end), and a long run of events
 * in writes of about 16 KiB, never one write per event; every event arrives, in order, with `data: [DONE]` last.
 * (How many chunks of the chunked encoding those writes make is Node's: from Node 26 on, the writes of one turn of the
 * event loop leave as one chunk.)
 */
import net from 'node:net';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendResult, type RespondOptions } from '../../src/http/respond';
import { RequestAbort, type RequestState } from '../../src/http/steps/requestId';

async function* events(count: number, size: number): AsyncGenerator<unknown> {
  for (let i = 0; i < count; i++) yield { i, text: 'x'.repeat(size) };
}

/** The lengths of the last response's res.write calls, and of the text given to its res.end. */
let written: { writes: number[]; end: number } = { writes: [], end: 0 };

const app = express();
app.get('/sse', (req, res) => {
  written = { writes: [], end: 0 };
  const write = res.write.bind(res) as (chunk: string) => boolean;
  const end = res.end.bind(res) as (chunk?: string) => typeof res;
  res.write = ((chunk: string) => { written.writes.push(chunk.length); return write(chunk); }) as typeof res.write;
  res.end = ((chunk?: string) => { written.end = chunk?.length ?? 0; return end(chunk); }) as typeof res.end;
  const state: RequestState = { requestId: 'req_test', rawBody: null, files: [], abort: new RequestAbort() };
  (req as unknown as { graha: RequestState }).graha = state;
  const count = Number(req.query.count);
  const size = Number(req.query.size);
  const opts = { req, operationId: 'test', api: null, ctx: { config: { streamStallTimeoutMs: 10_000 }, log: console } } as unknown as RespondOptions;
  void sendResult(res, { status: 200, sse: events(count, size) }, opts);
});

let server: http.Server;
let port = 0;
beforeAll(async () => {
  server = http.createServer(app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** The chunks of a chunked response as sent, or null while it is incomplete. A Content-Length body is one write. */
function parseResponse(text: string): string[] | null {
  const headEnd = text.indexOf('\r\n\r\n');
  if (headEnd < 0) return null;
  const head = text.slice(0, headEnd + 2);
  let at = headEnd + 4;
  const length = /\r\ncontent-length: (\d+)\r\n/i.exec(head);
  if (length) return text.length - at >= Number(length[1]) ? [Buffer.from(text.slice(at), 'latin1').toString('utf8')] : null;
  const chunks: string[] = [];
  for (;;) {
    const eol = text.indexOf('\r\n', at);
    if (eol < 0) return null;
    const size = parseInt(text.slice(at, eol), 16);
    if (size === 0) return chunks;
    if (!(size > 0) || text.length < eol + 2 + size + 2) return null;
    chunks.push(Buffer.from(text.slice(eol + 2, eol + 2 + size), 'latin1').toString('utf8'));
    at = eol + 2 + size + 2;
  }
}

/** The chunks of the response to GET `path` (read from the raw socket). */
function chunksOf(path: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let raw = '';
    socket.on('data', (d: Buffer) => {
      raw += d.toString('latin1');
      const chunks = parseResponse(raw);
      if (chunks) { socket.destroy(); resolve(chunks); }
    });
    socket.on('error', reject);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
  });
}

const dataLines = (chunks: string[]) => chunks.join('').split('\n\n').filter(Boolean).map((e) => e.replace(/^data: /, ''));

describe('SSE writes', () => {
  it('sends the events ready in one turn as one chunk', async () => {
    const chunks = await chunksOf('/sse?count=40&size=10');
    expect(chunks).toHaveLength(1);
    const data = dataLines(chunks);
    expect(data).toHaveLength(41);
    expect(data.slice(0, 40).map((d) => (JSON.parse(d) as { i: number }).i)).toEqual([...Array(40).keys()]);
    expect(data[40]).toBe('[DONE]');
  });

  it('writes a long run of events in writes of about 16 KiB, every event in order', async () => {
    const chunks = await chunksOf('/sse?count=50&size=1000');
    // 50 events of about 1 KiB: 3 writes of 16 KiB or a little more, the rest with the end.
    expect(written.writes.length).toBeGreaterThanOrEqual(2);
    expect(written.writes.length).toBeLessThanOrEqual(4);
    for (const n of written.writes) expect(n).toBeGreaterThanOrEqual(16 * 1024);
    for (const n of written.writes) expect(n).toBeLessThan(16 * 1024 + 1100);
    expect(written.end).toBeGreaterThan(0);
    const data = dataLines(chunks);
    expect(data.slice(0, 50).map((d) => (JSON.parse(d) as { i: number }).i)).toEqual([...Array(50).keys()]);
    expect(data[50]).toBe('[DONE]');
  });
});
