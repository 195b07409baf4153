/**
 * The upstream client's transport behaviours that the gateway tests do not reach (src/providers/http.ts), against a
 * scripted local server through httpProvider: which broken connections are retried (a refusal, and a reused
 * keep-alive connection closed before any response byte), which are not, and the idle timeout while a call waits for
 * a connection of a full pool.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { httpProvider, UpstreamAgents } from '../../src/providers/http';
import { openaiSpec } from '../../src/providers/openai/index';

type Script = (req: http.IncomingMessage, res: http.ServerResponse, nthOnSocket: number) => void;
let script: Script;
let server: http.Server;
let port: number;
const seen: Array<{ nthOnSocket: number }> = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const socket = req.socket as typeof req.socket & { served?: number };
    socket.served = (socket.served ?? 0) + 1;
    seen.push({ nthOnSocket: socket.served });
    req.resume();
    req.on('end', () => script(req, res, socket.served!));
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});
beforeEach(() => { seen.length = 0; });

const answer = JSON.stringify({ id: 'x', object: 'chat.completion', created: 1, model: 'up', choices: [{ index: 0, message: { role: 'assistant', content: 'ok' }, finish_reason: 'stop' }] });
const ok = (res: http.ServerResponse) => { res.writeHead(200, { 'content-type': 'application/json' }); res.end(answer); };

function provider(agents: UpstreamAgents, over: { maxRetries?: number; maxConnections?: number; timeoutMs?: number; port?: number } = {}) {
  const target = {
    providerName: 'raw', baseUrl: `http://127.0.0.1:${over.port ?? port}/v1`, apiKey: null, upstreamModel: 'up',
    timeoutMs: over.timeoutMs ?? 2000, maxRetries: over.maxRetries ?? 1, maxConnections: over.maxConnections ?? 1, defaultMaxTokens: 16,
  };
  const p = httpProvider(openaiSpec, agents);
  const call = () => ({ body: { model: 'm', messages: [{ role: 'user', content: 'hi' }] } as any, target, signal: new AbortController().signal });
  return { complete: () => p.complete(call()) };
}

describe('broken connections', () => {
  it('a reused keep-alive connection the upstream closes as the request arrives (the stale-connection race) is retried on a new one', async () => {
    const agents = new UpstreamAgents();
    try {
      script = (req, res, nth) => (nth === 1 ? ok(res) : req.socket.destroy());
      const p = provider(agents);
      expect((await p.complete()).content).toBe('ok');
      await new Promise((r) => setTimeout(r, 20)); // the first connection back in the pool
      expect((await p.complete()).content).toBe('ok');
      // The first call, the second on the kept connection (closed), the retry on a new connection.
      expect(seen.map((s) => s.nthOnSocket)).toEqual([1, 2, 1]);
    } finally {
      agents.close();
    }
  });

  it('a new connection closed before the answer is not retried: 503 upstream_unreachable', async () => {
    const agents = new UpstreamAgents();
    try {
      script = (req) => req.socket.destroy();
      await expect(provider(agents).complete()).rejects.toMatchObject({ status: 503, code: 'upstream_unreachable' });
      expect(seen).toHaveLength(1);
    } finally {
      agents.close();
    }
  });

  it('a reused connection closed after part of the answer head is not retried (the upstream took the request)', async () => {
    const agents = new UpstreamAgents();
    try {
      script = (req, res, nth) => {
        if (nth === 1) return ok(res);
        req.socket.write('HTTP/1.1 200 OK\r\ncontent-type: appl');
        setTimeout(() => req.socket.destroy(), 20);
      };
      const p = provider(agents);
      await p.complete();
      await new Promise((r) => setTimeout(r, 20));
      await expect(p.complete()).rejects.toMatchObject({ status: 503 });
      expect(seen).toHaveLength(2);
    } finally {
      agents.close();
    }
  });

  it('a refused connection is retried, then 503 upstream_unreachable naming ECONNREFUSED', async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', () => r()));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const agents = new UpstreamAgents();
    try {
      const started = Date.now();
      const err = await provider(agents, { port: deadPort, maxRetries: 2 }).complete().catch((e) => e);
      expect(err).toMatchObject({ status: 503, code: 'upstream_unreachable' });
      expect(err.message).toContain('ECONNREFUSED');
      expect(Date.now() - started).toBeGreaterThanOrEqual(100); // two backoffs (50 ms and more each)
    } finally {
      agents.close();
    }
  });
});

describe('the idle timeout', () => {
  it('runs while a call waits for a connection of a full pool; the pool serves the next call after', async () => {
    const agents = new UpstreamAgents();
    try {
      script = (_req, res, nth) => { setTimeout(() => ok(res), nth === 1 ? 600 : 0); };
      const p = provider(agents, { maxConnections: 1, timeoutMs: 300, maxRetries: 0 });
      const first = p.complete().catch((e) => e);
      await new Promise((r) => setTimeout(r, 20));
      const started = Date.now();
      await expect(p.complete()).rejects.toMatchObject({ status: 503, code: 'upstream_timeout' });
      expect(Date.now() - started).toBeLessThan(550);
      // The first call itself timed out too (its answer comes after 600 ms); a later call is served.
      expect(await first).toMatchObject({ status: 503, code: 'upstream_timeout' });
      script = (_req, res) => ok(res);
      expect((await p.complete()).content).toBe('ok');
    } finally {
      agents.close();
    }
  });
});

function streamer(agents: UpstreamAgents) {
  const target = {
    providerName: 'raw', baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: null, upstreamModel: 'up',
    timeoutMs: 2000, maxRetries: 0, maxConnections: 1, defaultMaxTokens: 16,
  };
  return () => httpProvider(openaiSpec, agents).stream({ body: { model: 'm', messages: [{ role: 'user', content: 'hi' }], stream: true } as any, target, signal: new AbortController().signal });
}
const sse = (delta: unknown, finish: string | null = null) => `data: ${JSON.stringify({ id: 'x', object: 'chat.completion.chunk', created: 1, model: 'up', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

describe('streamed answers', () => {
  it('the events of one network read come as one batch of deltas', async () => {
    script = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      // Written as one piece: one read on our side.
      res.end(sse({ role: 'assistant', content: '' }) + sse({ content: 'a' }) + sse({ content: 'b' }) + sse({}, 'stop') + 'data: [DONE]\n\n');
    };
    const agents = new UpstreamAgents();
    try {
      const batches = [];
      for await (const batch of await streamer(agents)()) batches.push(batch);
      expect(batches).toEqual([[{ kind: 'text', text: 'a' }, { kind: 'text', text: 'b' }, { kind: 'finish', reason: 'stop' }]]);
    } finally {
      agents.close();
    }
  });

  it('a malformed event ends the stream after the deltas of its read that came before it', async () => {
    script = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(sse({ content: 'kept' }) + 'data: {not json\n\n' + sse({ content: 'never' }));
    };
    const agents = new UpstreamAgents();
    try {
      const deltas = (await streamer(agents)())[Symbol.asyncIterator]();
      expect((await deltas.next()).value).toEqual([{ kind: 'text', text: 'kept' }]);
      await expect(deltas.next()).rejects.toMatchObject({ status: 503, code: 'upstream_malformed' });
    } finally {
      agents.close();
    }
  });

  it('after the end marker, the rest of the body is read in the background and the connection serves the next call', async () => {
    script = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(sse({ content: 'a' }, 'stop') + 'data: [DONE]\n\n');
      // The chunked terminator comes later: the stream is over for the gateway before the body is.
      setTimeout(() => res.end(), 100);
    };
    const agents = new UpstreamAgents();
    try {
      const stream = streamer(agents);
      for (let call = 0; call < 2; call++) {
        const batches = [];
        for await (const batch of await stream()) batches.push(...batch);
        expect(batches).toEqual([{ kind: 'text', text: 'a' }, { kind: 'finish', reason: 'stop' }]);
      }
      expect(seen.map((s) => s.nthOnSocket)).toEqual([1, 2]);
    } finally {
      agents.close();
    }
  });
});

describe('backpressure', () => {
  it('a consumer that reads slowly but steadily keeps the upstream no further ahead than the kernel buffers hold', async () => {
    let written = 0;
    script = async (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (let i = 0; i < 2_000_000 && !res.destroyed; i++) {
        const delta = { id: 'x', object: 'chat.completion.chunk', created: 1, model: 'up', choices: [{ index: 0, delta: { content: `${'x'.repeat(1000)}${i}` }, finish_reason: null }] };
        const taken = res.write(`data: ${JSON.stringify(delta)}\n\n`);
        written++;
        if (!taken) await new Promise((r) => { res.once('drain', r); res.once('close', r); });
      }
      res.end('data: [DONE]\n\n');
    };
    const agents = new UpstreamAgents();
    const target = {
      providerName: 'raw', baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: null, upstreamModel: 'up',
      timeoutMs: 5000, maxRetries: 0, maxConnections: 1, defaultMaxTokens: 16,
    };
    const stream = await httpProvider(openaiSpec, agents).stream({ body: { model: 'm', messages: [{ role: 'user', content: 'hi' }], stream: true } as any, target, signal: new AbortController().signal });
    const deltas = stream[Symbol.asyncIterator]();
    try {
      // The deltas come in batches (one per network read): count deltas, not steps.
      let read = ((await deltas.next()).value as unknown[]).length;
      // What the connection holds with nobody reading (the kernel's buffers on both ends).
      await new Promise((r) => setTimeout(r, 500));
      const held = written - read;
      // How far the upstream gets ahead while the consumer reads, in the first and in the second half of 3 s.
      let steps = 0;
      const furthest = [0, 0];
      const started = Date.now();
      for (let elapsed = 0; elapsed < 3000; elapsed = Date.now() - started) {
        read += ((await deltas.next()).value as unknown[]).length;
        if (++steps % 20 === 0) await new Promise((r) => setTimeout(r, 2));
        const half = elapsed < 1500 ? 0 : 1;
        furthest[half] = Math.max(furthest[half], written - read);
      }
      expect(read).toBeGreaterThan(500);
      // Within what the connection's buffers hold. Loopback TCP sizes them by itself (receive-buffer autotuning), so
      // what they held at rest and while read steadily differ run to run: up to 1.8 times apart, measured on Node 26.
      // A body that takes in more per resume than it lets through (src/providers/upstreamAnswerBody.ts with a 1 KiB
      // high-water mark, on Node 20) let the upstream get 11,889 deltas ahead here, against a bound of 10,527.
      expect(Math.max(...furthest)).toBeLessThan(held * 3);
      // And not growing with the answer, as it would in that case given time.
      expect(furthest[1]).toBeLessThan(furthest[0] * 1.25 + 100);
    } finally {
      await deltas.return?.(undefined);
      agents.close();
    }
  }, 15_000);
});
