/** A test app for the platform lifecycles: fake OpenAI-compatible upstream, a LoRA and a full-parameter base model. */
import fs from 'node:fs';
import { startTestApp, type TestApp } from '../helpers/app';
import { startFakeOpenAI } from '../fakes/openaiUpstream';
import type { FakeUpstream } from '../fakes/common';
import { FAKE_ENV, writeFakeModelsFile, writeFakePricesFile } from '../fakes/models';
import type { ReconcileReport } from '../../src/platform/reconcile';
import { reconcilePlatform } from '../../src/background';

export interface PlatformApp { app: TestApp; upstream: FakeUpstream; close(): Promise<void> }

export async function startPlatformApp(): Promise<PlatformApp> {
  const upstream = await startFakeOpenAI();
  const modelsFile = writeFakeModelsFile({ openaiBaseUrl: upstream.baseUrl });
  fs.appendFileSync(modelsFile, `  - {id: llama-3.1-70b-instruct, provider: fakeopenai, upstream: meta-llama/Meta-Llama-3.1-70B-Instruct-Turbo, kind: open-weight, owned_by: meta, context_window: 131072, capabilities: [chat, streaming, batch, dedicated, fine_tuning], fine_tuning_method: full}\n`);
  const app = await startTestApp({
    modelsFile,
    // The wall-clock sweep stays out of the way: these tests move their own clock through reconcileOnce.
    env: { ...FAKE_ENV, PRICES_FILE: writeFakePricesFile(), BILLING_SWEEP_INTERVAL_MS: '3600000' },
  });
  return { app, upstream, async close() { await app.close(); await upstream.close(); } };
}

/** One reconcile pass at `atMs` on the controllable clock (with the budget alerts of what it charged, as the sweep). */
export function reconcileAt(app: TestApp, atMs: number): Promise<ReconcileReport> {
  return reconcilePlatform(app.ctx, new Date(atMs));
}

export async function ledgerChargesMicroUsd(app: TestApp, accountId: string): Promise<number> {
  const row = await app.ctx.db('ledger_entries').where({ account_id: accountId, kind: 'charge' }).sum({ s: 'amount_micro_usd' }).first();
  return -Number(row?.s ?? 0);
}

export async function platformCharges(app: TestApp, resourceId: string) {
  return app.ctx.db('platform_charges').where({ resource_id: resourceId }).orderBy('period').select('*');
}

export const jsonl = (rows: unknown[]) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';

export async function uploadFile(app: TestApp, key: string, rows: unknown[], purpose = 'fine-tune'): Promise<string> {
  const form = new FormData();
  form.set('file', new Blob([jsonl(rows)]), 'train.jsonl');
  form.set('purpose', purpose);
  const res = await app.request('POST', '/v1/files', { key, body: form });
  if (res.status !== 200) throw new Error(`upload failed: ${res.status} ${res.text}`);
  return res.body.id;
}
