/**
 * src/providers/http.ts keeps each upstream URL parsed with its request options (issue 23). They must be what
 * http.request would have made of the URL itself (Node's urlToHttpOptions), for the URLs an operator may configure.
 */
import { urlToHttpOptions } from 'node:url';
import { describe, expect, it } from 'vitest';
import { UpstreamAgents } from '../../src/providers/http';

const URLS = [
  'http://127.0.0.1:8081/v1/chat/completions',
  'https://api.example.com/v1/chat/completions',
  'http://[::1]:9000/v1/messages?beta=true',
  'https://user:p%40ss@llm.internal:8443/openai/deployments/gpt/chat/completions?api-version=2024-10-21',
  'http://localhost/v1/embeddings',
];

describe('an upstream endpoint is sent to as http.request would send to its URL', () => {
  for (const text of URLS) {
    it(text, () => {
      const agents = new UpstreamAgents();
      try {
        const endpoint = agents.endpointFor(text, 8);
        const url = new URL(text);
        const node = urlToHttpOptions(url);
        expect(endpoint.https).toBe(url.protocol === 'https:');
        expect(endpoint.options).toMatchObject({ protocol: node.protocol, hostname: node.hostname, path: node.path, agent: endpoint.agent });
        expect(endpoint.options.port ?? '').toBe(String(node.port ?? ''));
        expect(endpoint.options.auth).toBe(node.auth);
        // Kept: the same object for the same URL and connection limit, one agent per origin and limit.
        expect(agents.endpointFor(text, 8)).toBe(endpoint);
        expect(agents.endpointFor(text, 4).agent).not.toBe(endpoint.agent);
      } finally {
        agents.close();
      }
    });
  }
});
