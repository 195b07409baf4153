/**
 * src/providers/http.ts keeps each upstream URL parsed with its connection pool and what a request to it needs
 * (issue 23). That must be what node:http would have sent to the URL itself (Node's urlToHttpOptions: host and port,
 * path with query, credentials as basic auth), for the URLs an operator may configure; and it is what goes on the wire.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { urlToHttpOptions } from 'node:url';
import { describe, expect, it } from 'vitest';
import { headersOf, httpProvider, UpstreamAgents } from '../../src/providers/http';
import { openaiSpec } from '../../src/providers/openai/index';

const URLS = [
  'http://127.0.0.1:8081/v1/chat/completions',
  'https://api.example.com/v1/chat/completions',
  'http://[::1]:9000/v1/messages?beta=true',
  'https://user:p%40ss@llm.internal:8443/openai/deployments/gpt/chat/completions?api-version=2024-10-21',
  'http://localhost/v1/embeddings',
];

const basic = (auth: string | null | undefined) => (auth ? `Basic ${Buffer.from(auth).toString('base64')}` : null);

describe('an upstream endpoint is sent to as http.request would send to its URL', () => {
  for (const text of URLS) {
    it(text, () => {
      const agents = new UpstreamAgents();
      try {
        const endpoint = agents.endpointFor(text, 8);
        const url = new URL(text);
        const node = urlToHttpOptions(url);
        expect(endpoint.path).toBe(node.path);
        // The pool's origin: Node's protocol, host (an IPv6 one in brackets) and port (a default one left out).
        const origin = new URL(endpoint.origin);
        expect(origin.protocol).toBe(node.protocol);
        expect(origin.hostname.replace(/^\[(.*)\]$/, '$1')).toBe(node.hostname);
        expect(origin.port).toBe(String(node.port ?? ''));
        expect(endpoint.authorization).toBe(basic(node.auth));
        // Kept: the same object for the same URL and connection limit, one pool per origin and limit.
        expect(agents.endpointFor(text, 8)).toBe(endpoint);
        expect(agents.endpointFor(new URL('/other/path', url).href, 8).pool).toBe(endpoint.pool);
        expect(agents.endpointFor(text, 4).pool).not.toBe(endpoint.pool);
      } finally {
        agents.close();
      }
    });
  }

  it('on the wire: the path with its query, the host, basic auth from the URL unless the provider sends its own', async () => {
    const seen: http.IncomingMessage[] = [];
    const server = http.createServer((req, res) => {
      seen.push(req);
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: 'x', object: 'chat.completion', created: 1, model: 'up', choices: [{ index: 0, message: { role: 'assistant', content: 'ok' }, finish_reason: 'stop' }] }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const port = (server.address() as AddressInfo).port;
    const agents = new UpstreamAgents();
    const url = `http://user:p%40ss@127.0.0.1:${port}/openai/deployments/gpt/chat/completions?api-version=2024-10-21`;
    const target = { providerName: 'raw', baseUrl: null, apiKey: 'sk-up', upstreamModel: 'up', timeoutMs: 2000, maxRetries: 0, maxConnections: 2, defaultMaxTokens: 16 };
    const call = { body: { model: 'm', messages: [{ role: 'user', content: 'hi' }] } as any, target, signal: new AbortController().signal };
    try {
      const withCredentials = httpProvider({ ...openaiSpec, api: { url: () => url, headers: () => ({}) } }, agents);
      expect((await withCredentials.complete(call)).content).toBe('ok');
      const withOwnKey = httpProvider({ ...openaiSpec, api: { ...openaiSpec.api, url: () => url } }, agents);
      await withOwnKey.complete(call);
      await withOwnKey.complete(call);
      expect(new Set(seen.map((r) => r.url))).toEqual(new Set(['/openai/deployments/gpt/chat/completions?api-version=2024-10-21']));
      expect(new Set(seen.map((r) => r.headers.host))).toEqual(new Set([`127.0.0.1:${port}`]));
      expect(seen[0].headers.authorization).toBe(basic('user:p@ss'));
      expect(seen[1].headers.authorization).toBe('Bearer sk-up');
      expect(seen[0].headers['content-length']).toBe(String(Buffer.byteLength(JSON.stringify(openaiSpec.mapRequest(call.body, target, false)))));
      // Kept alive: a later call goes on an earlier call's connection. (undici's pool may open a second one for a
      // call sent in the same tick as the previous answer ended, before that connection is back in the pool.)
      expect(new Set(seen.map((r) => r.socket)).size).toBeLessThan(seen.length);
    } finally {
      agents.close();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });
});

describe('upstream response headers read as node:http reads them', () => {
  it('lower-case names; a repeated Retry-After keeps the first, other repeated headers are joined, set-cookie is a list', () => {
    const raw = ['Retry-After', '2', 'retry-after', '30', 'X-Thing', 'a', 'x-thing', 'b', 'Set-Cookie', 'c=1', 'set-cookie', 'd=2'].map((s) => Buffer.from(s));
    expect(headersOf(raw)).toEqual({ 'retry-after': '2', 'x-thing': 'a, b', 'set-cookie': ['c=1', 'd=2'] });
  });
});
