/** Test harness of the gateway: fake upstreams + the real app wired to them, an SSE reader, a usage recorder. */
import fs from 'node:fs';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import YAML from 'yaml';
import { expect } from 'vitest';
import { startTestApp, type TestApp, type TestAppOptions } from '../helpers/app';
import { OPENAPI_PATH } from '../../src/context';
import { startFakeOpenAI } from '../fakes/openaiUpstream';
import { startFakeAnthropic } from '../fakes/anthropicUpstream';
import type { FakeUpstream } from '../fakes/common';
import { FAKE_ENV, writeFakeModelsFile, writeFakePricesFile } from '../fakes/models';
import { SseParser } from '../../src/providers/sse';
import type { ChatCallInfo, ChatUsage } from '../../src/gateway/chat/usage';
import type { MeterAdapter } from '../../src/metering/types';

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

export async function startGateway(opts: { timeoutMs?: number; maxRetries?: number; env?: Record<string, string>; log?: TestAppOptions['log'] } = {}): Promise<GatewayHarness> {
  const openai = await startFakeOpenAI();
  const anthropic = await startFakeAnthropic();
  const { env, log, ...transport } = opts;
  const modelsFile = writeFakeModelsFile({ openaiBaseUrl: openai.baseUrl, anthropicBaseUrl: anthropic.baseUrl, ...transport });
  const app = await startTestApp({ modelsFile, env: { ...FAKE_ENV, PRICES_FILE: writeFakePricesFile(), ...env }, ...(log ? { log } : {}) });
  const calls: Recorded[] = [];
  // Record every admitted chat call and its settlement: an observer of the app's metering, admitted before the call's
  // rate limits and wallet (as the app-wide usage sink was before the metering module).
  app.ctx.metering.observe(chatRecorder(calls));
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

/** NOTHING_USED of a call refused after the recorder admitted it (a later side said 429 or 402). */
const REFUSED: ChatUsage = {
  promptTokens: 0, completionTokens: 0, totalTokens: 0, cacheCreationTokens: 0, cacheReadTokens: 0, cachingActive: false,
  source: 'counted', outcome: 'failed',
};

/** A metering observer recording each chat call (the estimate's detail) and its usage (the settlement's detail). */
export function chatRecorder(calls: Recorded[], onSettled?: (usage: ChatUsage) => void): MeterAdapter {
  return {
    async admit(_ref, estimate) {
      if (estimate.endpointType !== 'chat' && estimate.endpointType !== 'dedicated') return { settle: async () => undefined, release: async () => undefined };
      const rec: Recorded = { call: estimate.detail as ChatCallInfo, usage: null };
      calls.push(rec);
      const record = (usage: ChatUsage) => {
        if (rec.usage) throw new Error('settled twice');
        rec.usage = usage;
        onSettled?.(usage);
      };
      return {
        settle: async (_units, _outcome, detail) => record(detail as ChatUsage),
        release: async () => record(REFUSED),
      };
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
