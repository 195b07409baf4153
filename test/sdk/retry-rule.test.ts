/**
 * One retry rule for every Graha client (issue 42 item 4): sdk/retry-rule.json states it with scenarios, and each
 * client must give the expected requests, waits and final status on each: the TypeScript SDK (its createGraha, which the
 * React hooks use), the MCP tool server's fetch (src/mcp/retry.ts) and the Python SDK (graha.RetryTransport, through
 * sdk/python/scripts/retry_conformance.py). The Kotlin client runs the same file in its RetryRuleTest (JUnit, part of
 * test/sdk/kotlin.test.ts). Scripted answers, no server: the rule is about what the client does with them.
 */
import { execFile } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createGraha } from '../../sdk/typescript/src/index';
import { BASE_DELAY_MS, MAX_RETRIES, RETRY_STATUSES, fetchWithRetry } from '../../src/mcp/retry';
import { publicOperations, publicSpec } from '../../src/docs/publicSpec';
import { toolDefinitions } from '../../src/mcp/tools';
import { OPENAPI_PATH } from '../../src/contract';

const root = fileURLToPath(new URL('../..', import.meta.url));
interface Answer { status: number; headers?: Record<string, string> }
interface Scenario { name: string; method: 'GET' | 'POST'; answers: Answer[]; expect: { requests: number; waits_ms: number[]; final_status: number; one_idempotency_key?: boolean } }
const rule = JSON.parse(readFileSync(path.join(root, 'sdk/retry-rule.json'), 'utf8')) as {
  retry_statuses: number[]; max_retries: number; base_delay_ms: number; scenarios: Scenario[];
};
interface Outcome { requests: number; waits_ms: number[]; final_status: number; idempotency_keys: (string | null)[] }

/** A fetch that answers the scenario's answers in turn and records each request's Idempotency-Key. */
function scripted(s: Scenario) {
  const answers = [...s.answers];
  const keys: (string | null)[] = [];
  const impl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const headers = input instanceof Request ? input.headers : new Headers(init?.headers);
    keys.push(headers.get('idempotency-key'));
    const a = answers.shift()!;
    return new Response('{}', { status: a.status, headers: { 'content-type': 'application/json', ...a.headers } });
  };
  return { impl: impl as typeof fetch, keys };
}

function check(s: Scenario, o: Outcome) {
  expect({ requests: o.requests, waits_ms: o.waits_ms, final_status: o.final_status }, s.name)
    .toEqual({ requests: s.expect.requests, waits_ms: s.expect.waits_ms, final_status: s.expect.final_status });
  if (s.expect.one_idempotency_key) {
    expect(o.idempotency_keys[0], s.name).toBeTruthy();
    expect(new Set(o.idempotency_keys).size, s.name).toBe(1);
  }
}

describe('the retry rule (sdk/retry-rule.json)', () => {
  it('states 429 and 503, three retries, from 1 s; the MCP server uses the same constants', () => {
    expect(rule).toMatchObject({ retry_statuses: [429, 503], max_retries: 3, base_delay_ms: 1000 });
    expect([...RETRY_STATUSES]).toEqual(rule.retry_statuses);
    expect([MAX_RETRIES, BASE_DELAY_MS]).toEqual([rule.max_retries, rule.base_delay_ms]);
  });

  it.each(rule.scenarios.map((s) => [s.name, s] as const))('TypeScript SDK (and React): %s', async (_, s) => {
    const { impl, keys } = scripted(s);
    const waits: number[] = [];
    const graha = createGraha({ apiKey: 'svc_test', baseUrl: 'http://graha.invalid', fetch: impl, retrySleep: async (ms) => { waits.push(ms); } });
    const { response } = s.method === 'POST'
      ? await graha.api.POST('/v1/embeddings', { body: { model: 'graha-embed', input: 'x' } as never })
      : await graha.api.GET('/v1/models');
    check(s, { requests: keys.length, waits_ms: waits, final_status: response.status, idempotency_keys: keys });
  });

  it.each(rule.scenarios.map((s) => [s.name, s] as const))('MCP tool server: %s', async (_, s) => {
    const { impl, keys } = scripted(s);
    const waits: number[] = [];
    const res = await fetchWithRetry(impl, 'http://graha.invalid/v1/models', { method: s.method, ...(s.method === 'POST' ? { body: '{}' } : {}) }, async (ms) => { waits.push(ms); });
    check(s, { requests: keys.length, waits_ms: waits, final_status: res.status, idempotency_keys: keys });
  });

  it('Python SDK: every scenario', async () => {
    const out = await new Promise<string>((resolve, reject) => {
      execFile('python3', ['sdk/python/scripts/retry_conformance.py', 'sdk/retry-rule.json'], {
        cwd: root, env: { ...process.env, PYTHONPATH: path.join(root, 'sdk/python') },
      }, (err, stdout, stderr) => (err ? reject(new Error(`${err.message}\n${stderr}`)) : resolve(stdout)));
    });
    const outcomes = JSON.parse(out) as (Outcome & { name: string })[];
    expect(outcomes.map((o) => o.name)).toEqual(rule.scenarios.map((s) => s.name));
    rule.scenarios.forEach((s, i) => check(s, outcomes[i]));
  }, 60_000);

  it('the Kotlin client runs the same scenarios (RetryRuleTest reads sdk/retry-rule.json)', () => {
    const junit = readFileSync(path.join(root, 'sdk/kotlin/src/test/kotlin/dev/graha/RetryRuleTest.kt'), 'utf8');
    expect(junit).toContain('retry-rule.json');
  });
});

describe('one list of public operations (src/docs/publicSpec.ts)', () => {
  const openapi = readFileSync(OPENAPI_PATH, 'utf8');
  const ops = publicOperations(publicSpec(openapi)).map((o) => o.operationId).sort();
  it('every MCP tool calls a public operation; the TypeScript and Python SDKs have exactly the public ones', () => {
    for (const t of toolDefinitions(openapi)) expect(ops, t.name).toContain(t.operationId);
    const ts = readFileSync(path.join(root, 'sdk/typescript/src/schema.ts'), 'utf8');
    const block = ts.slice(ts.indexOf('export interface operations {'));
    expect([...block.matchAll(/^ {4}([A-Za-z]+): \{$/gm)].map((m) => m[1]).sort()).toEqual(ops);
    const snake = (id: string) => id.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    const api = path.join(root, 'sdk/python/graha_client/api');
    const py = readdirSync(api, { withFileTypes: true }).filter((d) => d.isDirectory())
      .flatMap((d) => readdirSync(path.join(api, d.name)).filter((f) => f.endsWith('.py') && f !== '__init__.py').map((f) => f.slice(0, -3)));
    expect(py.sort()).toEqual(ops.map(snake).sort());
  });
});
