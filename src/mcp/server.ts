/**
 * `npm run mcp`: Graha's tool server for coding assistants (Model Context Protocol, stdio transport). Every tool is
 * a thin call of the HTTP API (src/mcp/tools.ts) with the user's own key: GRAHA_API_KEY, and GRAHA_BASE_URL
 * (default http://127.0.0.1:8080, the local server). Calls are billed to that key's wallet like any other call.
 * Nothing is logged on stdout (it carries the protocol); problems go to stderr.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { fetchWithRetry } from './retry';
import { requestFor, toolDefinitions } from './tools';

const apiKey = process.env.GRAHA_API_KEY;
const baseUrl = process.env.GRAHA_BASE_URL || 'http://127.0.0.1:8080';
if (!apiKey) {
  process.stderr.write('GRAHA_API_KEY is not set: the tools call the Graha API with your key (svc_live_...).\n');
  process.exit(2);
}
// The contract's bundle (src/contract.ts says where it is; the MCP server imports nothing of src/ outside src/mcp/).
const openapi = fs.readFileSync(path.resolve(import.meta.dirname, '../../generated/openapi.bundled.yaml'), 'utf8');
const tools = toolDefinitions(openapi);

const server = new Server({ name: 'graha', version: '1.0.0' }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: tools.map((t) => ({ name: t.name, description: t.description, inputSchema: t.inputSchema })),
}));

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const def = tools.find((t) => t.name === request.params.name);
  if (!def) return { isError: true, content: [{ type: 'text' as const, text: `Unknown tool ${request.params.name}.` }] };
  const { url, init } = requestFor(def, request.params.arguments ?? {}, baseUrl);
  let res: Response;
  try {
    // The retry rule of every Graha client (retry.ts, sdk/retry-rule.json): 429/503 retried, one Idempotency-Key per POST.
    res = await fetchWithRetry(fetch, url, { ...init, headers: { ...(init.headers as Record<string, string> | undefined), authorization: `Bearer ${apiKey}` } });
  } catch (err) {
    return { isError: true, content: [{ type: 'text' as const, text: `Graha is not reachable at ${baseUrl}: ${(err as Error).message}` }] };
  }
  const type = res.headers.get('content-type') ?? '';
  if (type.startsWith('audio/')) {
    const audio = Buffer.from(await res.arrayBuffer()).toString('base64');
    const texts = ['x-transcript', 'x-response-text'].map((h) => res.headers.get(h)).filter((v): v is string => !!v).map(decodeURIComponent);
    return {
      content: [
        { type: 'audio' as const, data: audio, mimeType: type.split(';')[0] },
        ...texts.map((text, i) => ({ type: 'text' as const, text: `${i === 0 && texts.length === 2 ? 'Transcript' : 'Reply'}: ${text}` })),
      ],
    };
  }
  if (type.startsWith('image/png')) {
    // The chart tool's format=png: an image the assistant can show.
    return { content: [{ type: 'image' as const, data: Buffer.from(await res.arrayBuffer()).toString('base64'), mimeType: 'image/png' }] };
  }
  const text = await res.text();
  // Errors come back in Graha's envelope; the assistant reads the message and the parameter it names.
  return { isError: !res.ok, content: [{ type: 'text' as const, text }] };
});

await server.connect(new StdioServerTransport());
