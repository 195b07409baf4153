/** Test harness of the gateway: fake upstreams + the real app wired to them, an SSE reader, a usage recorder. */
import fs from 'node:fs';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import YAML from 'yaml';
import { expect } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';
import { OPENAPI_PATH } from '../../src/context';
import { startFakeOpenAI } from '../fakes/openaiUpstream';
import { startFakeAnthropic } from '../fakes/anthropicUpstream';
import type { FakeUpstream } from '../fakes/common';
import { FAKE_ENV, writeFakeModelsFile, writeFakePricesFile } from '../fakes/models';
import { SseParser } from '../../src/providers/sse';
import { chatUsageSinkOf, installChatUsageSink, type ChatCallInfo, type ChatUsage } from '../../src/gateway/chat/usage';

export interface Recorded { call: ChatCallInfo; usage: ChatUsage | null }

export interface GatewayHarness {
  app: TestApp;
  openai: FakeUpstream;
  anthropic: FakeUpstream;
  /** Every admitted call and what it was settled with (the billing/limits sink, recorded). */
  calls: Recorded[];
  /** Waits until the n-th admitted call is settled. */
  settled(index: number): Promise<ChatUsage>;
  close(): Promise<void>;
}

export async function startGateway(opts: { timeoutMs?: number; maxRetries?: number; env?: Record<string, string> } = {}): Promise<GatewayHarness> {
  const openai = await startFakeOpenAI();
  const anthropic = await startFakeAnthropic();
  const { env, ...transport } = opts;
  const modelsFile = writeFakeModelsFile({ openaiBaseUrl: openai.baseUrl, anthropicBaseUrl: anthropic.baseUrl, ...transport });
  const app = await startTestApp({ modelsFile, env: { ...FAKE_ENV, PRICES_FILE: writeFakePricesFile(), ...env } });
  const calls: Recorded[] = [];
  // Record every admitted call and its settlement, passing both through to the app's real sink (limits, billing).
  const appSink = chatUsageSinkOf(app.ctx);
  installChatUsageSink(app.ctx, {
    admit: async (call) => {
      const charge = await appSink.admit(call);
      const rec: Recorded = { call, usage: null };
      calls.push(rec);
      return {
        headers: charge.headers,
        settle: async (usage) => {
          if (rec.usage) throw new Error('settled twice');
          rec.usage = usage;
          await charge.settle(usage);
        },
      };
    },
  });
  return {
    app, openai, anthropic, calls,
    async settled(index) {
      for (let i = 0; i < 500; i++) {
        const u = calls[index]?.usage;
        if (u) return u;
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error(`call ${index} was never settled`);
    },
    async close() {
      await app.close();
      await openai.close();
      await anthropic.close();
    },
  };
}

let chunkValidator: ((v: unknown) => boolean) & { errors?: unknown } | null = null;
/** Validates one streamed chunk against openapi.yaml's ChatCompletionChunk (or the Error envelope). */
export function expectValidChunk(event: unknown): void {
  if (!chunkValidator) {
    const doc = YAML.parse(fs.readFileSync(OPENAPI_PATH, 'utf8'));
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ $id: 'openapi.json', components: doc.components });
    chunkValidator = ajv.compile({
      oneOf: [{ $ref: 'openapi.json#/components/schemas/ChatCompletionChunk' }, { $ref: 'openapi.json#/components/schemas/Error' }],
    }) as never;
  }
  const ok = chunkValidator!(event);
  expect(ok, `chunk violates openapi.yaml: ${JSON.stringify(event)} ${JSON.stringify(chunkValidator!.errors)}`).toBe(true);
}

export interface SseRead { status: number; headers: Headers; events: any[]; done: boolean; raw: string }

/** POSTs a streamed chat request and reads the whole SSE answer (JSON error answers are returned as events = []). */
export async function streamChat(app: TestApp, key: string, body: unknown, headers: Record<string, string> = {}): Promise<SseRead & { json?: any }> {
  const res = await fetch(`${app.url}/v1/chat/completions`, {
    method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...headers }, body: JSON.stringify(body),
  });
  const raw = await res.text();
  if (!(res.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    return { status: res.status, headers: res.headers, events: [], done: false, raw, json: JSON.parse(raw) };
  }
  const parser = new SseParser();
  const events: any[] = [];
  let done = false;
  for (const e of parser.push(raw)) {
    if (e.data === '[DONE]') { done = true; continue; }
    const parsed = JSON.parse(e.data);
    expectValidChunk(parsed);
    events.push(parsed);
  }
  return { status: res.status, headers: res.headers, events, done, raw };
}

export function textOf(events: any[]): string {
  return events.map((e) => e.choices?.[0]?.delta?.content ?? '').join('');
}

/** Reads a streamed body until `text` has arrived; returns what was read (less than that if the stream ended first). */
export async function readUntil(res: Response, text: string): Promise<string> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let seen = '';
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    seen += decoder.decode(part.value, { stream: true });
    if (seen.includes(text)) break;
  }
  return seen;
}
