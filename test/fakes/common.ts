/** Shared plumbing of the fake upstream servers: loopback HTTP server, JSON body, request log, knobs. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest { path: string; headers: http.IncomingHttpHeaders; body: any }

export interface Failure { status: number; body?: unknown; headers?: Record<string, string> }

export interface FakeKnobs {
  /** The assistant text for a request (default: "echo: <last user text>"). */
  reply: (body: any) => string;
  /** Answers to give to the next requests instead of a completion (OpenAI: or embeddings), one per request. */
  failures: Failure[];
  /** Delay before the response headers. */
  headerDelayMs: number;
  /** Delay between streamed chunks. */
  chunkDelayMs: number;
  /** Whether usage is reported (JSON usage, stream usage chunk / usage events). */
  reportUsage: boolean;
  /** OpenAI: token counts to report instead of the real ones (an upstream that counts more than it was sent or asked). */
  reportedUsage: { promptTokens?: number; completionTokens?: number } | null;
  /** Cache usage to report (OpenAI: cached_tokens; Anthropic: creation/read input tokens). */
  cacheReadTokens: number;
  cacheCreationTokens: number;
  /** Destroy the connection after this many streamed content chunks (mid-stream failure). */
  dieAfterChunks: number | null;
  /** A non-stream answer sends its headers and half its body, then hangs up ('cut') or goes silent ('stall'). */
  jsonBodyFailure: 'cut' | 'stall' | null;
  /** Answer with a tool call to the first tool when tools are given. */
  callTools: boolean;
  /** Refuse calls without the fake's API key (a dedicated endpoint's server takes none). */
  requireKey: boolean;
  /** OpenAI: the model declines; the reply text comes back as `refusal` (content null). */
  refuse: boolean;
  /** Images: answer with URLs even when b64_json is asked for (as some servers do). */
  imagesAsUrls: boolean;
}

export function defaultKnobs(): FakeKnobs {
  return {
    reply: (body) => {
      const last = [...(body.messages ?? [])].reverse().find((m: any) => m.role === 'user');
      const text = typeof last?.content === 'string' ? last.content : (last?.content ?? []).map((p: any) => p.text ?? '').join(' ');
      return `echo: ${text}`;
    },
    failures: [], headerDelayMs: 0, chunkDelayMs: 0, reportUsage: true, reportedUsage: null, cacheReadTokens: 0, cacheCreationTokens: 0,
    dieAfterChunks: null, jsonBodyFailure: null, callTools: true, requireKey: true, refuse: false, imagesAsUrls: false,
  };
}

export interface FakeUpstream {
  /** Base URL to put in models.yaml (ends in /v1). */
  baseUrl: string;
  requests: RecordedRequest[];
  knobs: FakeKnobs;
  /** Streams whose client (the gateway) went away before the end. */
  abortedStreams: number;
  /** Streams currently open. */
  openStreams: number;
  /** Content chunks written to streams so far (a stream waits while its reader, the gateway, does not take them). */
  streamedChunks: number;
  reset(): void;
  close(): Promise<void>;
}

/**
 * The last text counted or split, with its results: a test that sends the same large answer again (tens of MB in the
 * slow-reader tests) does not pay the scan again before the fake's headers, in the test's own process.
 */
let lastTokens: { text: string; n: number } | null = null;
let lastWords: { text: string; pieces: string[] } | null = null;

/** A crude, deterministic token count (words), deliberately different from the gateway's tokenizer. */
export function fakeTokens(text: string): number {
  if (lastTokens?.text !== text) lastTokens = { text, n: text.split(/\s+/).filter(Boolean).length };
  return lastTokens.n;
}

/** The text's words with the spaces after them; the array is shared by calls with the same text (read it only). */
export function words(text: string): readonly string[] {
  if (lastWords?.text !== text) lastWords = { text, pieces: text.match(/\S+\s*/g) ?? [] };
  return lastWords.pieces;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startFake(
  handle: (fake: FakeUpstream, req: http.IncomingMessage, res: http.ServerResponse, body: any) => Promise<void>,
  port = 0,
): Promise<FakeUpstream> {
  const fake: FakeUpstream = {
    baseUrl: '', requests: [], knobs: defaultKnobs(), abortedStreams: 0, openStreams: 0, streamedChunks: 0,
    reset() { this.requests = []; this.knobs = defaultKnobs(); this.abortedStreams = 0; this.streamedChunks = 0; },
    close: async () => undefined,
  };
  const server = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (c) => parts.push(c));
    req.on('end', () => {
      let body: any = null;
      try { body = JSON.parse(Buffer.concat(parts).toString('utf8') || 'null'); } catch { body = null; }
      fake.requests.push({ path: req.url ?? '', headers: req.headers, body });
      handle(fake, req, res, body).catch(() => res.destroy());
    });
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}

export function sendJson(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}
