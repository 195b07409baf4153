/**
 * Isolation between accounts (issue 22 item 3), generated from openapi.yaml at test time: every public bearer
 * operation taking a resource id in its path is called by account B with a resource of account A, and must answer 404
 * in the envelope; A then still sees its resource, not deleted or cancelled. The creating operation is found from the
 * contract (`x-graha-created-by` on the parameter, else the POST on the collection path) and called with its first
 * named request example; an operation for which no creator is found fails here, naming it.
 *
 * Ids in request bodies and headers are covered the same way: a body property or header parameter marked
 * `x-graha-created-by` (the fine-tuning job's `training_file`, a fine-tuned `model` in chat and endpoints, the
 * `X-Endpoint-Id` header) is set to A's resource in B's call, which must answer exactly as an id that exists nowhere
 * does (404, or the operation's documented 400 `model_not_found` for a model field), naming that field, so nothing
 * tells B that A's resource exists; it charges B nothing and creates nothing (B's ledger, usage rows and the
 * operation's collection as B lists it are unchanged).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestResponse } from '../helpers/app';
import { startPlatformApp, type PlatformApp } from '../platform/helpers';
import {
  binaryFields, creatorOf, idFields, idParameters, isPublicBearer, loadContract, operations, requestExample, type ContractOperation,
  type IdField,
} from './contract';
import { reconcileAt } from '../platform/helpers';

const doc = loadContract();
const all = operations(doc);
const targets = all.filter((o) => isPublicBearer(doc, o) && idParameters(o).length > 0);

/** States that mean the resource was ended by someone (B's call must never cause them). */
const ENDED = new Set(['cancelled', 'cancelling', 'deleted', 'deleting', 'revoked', 'expired']);

/**
 * Recipes where an example alone cannot create a resource. Fine-tuning needs a training file of at least 100 examples
 * (src/platform/fineTuning/jobs.ts MIN_EXAMPLES), so a file id in an example is replaced by a file of A made from the
 * uploadFile example's line repeated 100 times.
 */
const FILE_ID_IN_EXAMPLE = /^file[_-]/;
const TRAINING_LINES = 100;

let platform: PlatformApp;
let app: TestApp;
let keyA: string;
let keyB: string;
let accountB: string;

beforeAll(async () => {
  // The contract's examples name open-weight models: the platform app serves them through a fake upstream.
  platform = await startPlatformApp();
  app = platform.app;
  // Enterprise with funds: no plan gate or empty wallet stands between a call and the ownership check.
  ({ apiKey: keyA } = await app.createAccount({ plan: 'enterprise', creditCents: 1_000_000, email: 'a@example.com' }));
  ({ apiKey: keyB, accountId: accountB } = await app.createAccount({ plan: 'enterprise', creditCents: 1_000_000, email: 'b@example.com' }));
}, 120_000);

afterAll(async () => { await platform?.close(); });

function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name) => encodeURIComponent(values[name] ?? 'missing'));
}

const fileForExamples = new Map<string, Promise<string>>();

/** A file of the key's account usable wherever an example names a file (training data long enough for fine-tuning). */
function fileOf(key: string): Promise<string> {
  if (!fileForExamples.has(key)) fileForExamples.set(key, (async () => {
    const upload = all.find((o) => o.operationId === 'uploadFile');
    if (!upload) throw new Error('no uploadFile operation in the contract to make a file for an example');
    const example = requestExample(doc, upload)!;
    const res = await send(upload, key, {}, example, (v) => Array(TRAINING_LINES).fill(String(v)).join('\n') + '\n');
    expect(res.status, `uploadFile for examples: ${res.text}`).toBeLessThan(300);
    return res.body.id as string;
  })());
  return fileForExamples.get(key)!;
}

/** The example with each file id replaced by a file of the caller's (B's own call stays valid but for the id tested). */
async function replaceFileIds(value: any, key: string): Promise<any> {
  if (typeof value === 'string' && FILE_ID_IN_EXAMPLE.test(value)) return fileOf(key);
  if (Array.isArray(value)) return Promise.all(value.map((v) => replaceFileIds(v, key)));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = await replaceFileIds(v, key);
    return out;
  }
  return value;
}

async function send(
  o: ContractOperation, key: string, pathValues: Record<string, string>,
  example: ReturnType<typeof requestExample>, fileContent: (v: unknown) => string = String,
  headers: Record<string, string> = {}, bodyValues: Record<string, string> = {},
): Promise<TestResponse> {
  const url = fillPath(o.path, pathValues);
  if (!example || example.mediaType === 'none') return app.request(o.method, url, { key, headers });
  if (example.mediaType === 'multipart/form-data') {
    const form = new FormData();
    const binary = binaryFields(doc, example.schema);
    for (const [k, v] of Object.entries<any>(example.value)) {
      if (binary.has(k)) form.append(k, new Blob([fileContent(v)]), `${k}.jsonl`);
      else form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
    }
    return app.request(o.method, url, { key, body: form, headers });
  }
  return app.request(o.method, url, { key, headers, json: { ...await replaceFileIds(example.value, key), ...bodyValues } });
}


/** Creates a resource of A with the creator's example; the id is the response's field named like the parameter, or `id`. */
function createFor(key: string, creator: ContractOperation): Promise<Record<string, any>> {
  // One resource per test, so that no two tests share one a mutation could touch.
  const example = requestExample(doc, creator);
  if (!example) throw new Error(`${creator.operationId}: no named request example in openapi.yaml to create a resource with`);
  return send(creator, key, {}, example).then((res) => {
    expect(res.status, `${creator.operationId} (creating for ${key === keyA ? 'A' : 'B'}): ${res.text.slice(0, 400)}`).toBeLessThan(300);
    return res.body as Record<string, any>;
  });
}

function idOf(body: Record<string, any>, param: string): string {
  const id = body[param] ?? body.id;
  expect(typeof id, `creator response has neither ${param} nor id: ${JSON.stringify(body).slice(0, 300)}`).toBe('string');
  return id;
}

/** How A reads the resource: the GET on the same path, else the list on the collection (by id). */
async function viewOfA(o: ContractOperation, param: string, id: string): Promise<{ status: number; item: any }> {
  const at = o.path.indexOf(`/{${param}}`);
  const itemPath = o.path.slice(0, at + param.length + 3);
  const get = all.find((x) => x.path === itemPath && x.method === 'GET');
  if (get) {
    const res = await app.request('GET', fillPath(itemPath, { [param]: id }), { key: keyA });
    return { status: res.status, item: res.body };
  }
  const list = all.find((x) => x.path === o.path.slice(0, at) && x.method === 'GET');
  if (!list) throw new Error(`${o.operationId}: no GET ${itemPath} nor GET ${o.path.slice(0, at)} for A to read the resource back`);
  const res = await app.request('GET', o.path.slice(0, at), { key: keyA });
  const items: any[] = res.body?.data ?? [];
  const item = items.find((x) => x.id === id || x[param] === id);
  return { status: item ? 200 : 404, item };
}

function endedMarks(item: any): string[] {
  const marks: string[] = [];
  if (item && typeof item === 'object') {
    if (typeof item.status === 'string' && ENDED.has(item.status)) marks.push(`status ${item.status}`);
    for (const k of ['revoked_at', 'deleted_at', 'cancelled_at']) if (item[k]) marks.push(k);
    if (item.deleted === true) marks.push('deleted');
  }
  return marks;
}

describe('isolation matrix from openapi.yaml', () => {
  it('finds the operations taking a resource id (files, jobs, endpoints, batches, evaluations, clusters, payments, keys)', () => {
    const ids = targets.map((o) => o.operationId);
    for (const known of ['getDeposit', 'revokeKey', 'retrieveFile', 'deleteFile', 'retrieveBatch', 'cancelBatch']) {
      expect(ids).toContain(known);
    }
  });

  for (const o of targets) {
    for (const param of idParameters(o)) {
      it(`${o.operationId} (${o.method} ${o.path}): another account's ${param.name} is 404 and changes nothing`, async () => {
        const creator = creatorOf(all, o, param);
        expect(creator, `${o.operationId}: no creating operation for {${param.name}} (add x-graha-created-by to the parameter)`)
          .not.toBeNull();
        const id = idOf(await createFor(keyA, creator!), param.name);
        const before = await viewOfA(o, param.name, id);
        expect(before.status, `A reads its own ${param.name} ${id}`).toBe(200);
        expect(endedMarks(before.item)).toEqual([]);

        // B sends the operation's own example body where it has one, so that validation passes and ownership decides.
        const example = requestExample(doc, o);
        const res = await send(o, keyB, { [param.name]: id }, example);
        expect(res.status, `${o.operationId} by B with A's ${param.name}: ${res.text.slice(0, 300)}`).toBe(404);
        expect(res.body.error.status).toBe(404);
        expect(res.body.error.type).toBeTruthy();

        const after = await viewOfA(o, param.name, id);
        expect(after.status, `A still sees ${id} after B's ${o.operationId}`).toBe(200);
        expect(endedMarks(after.item), `A's ${id} after B's ${o.operationId}`).toEqual([]);
        // Fields B could have changed stay as they were (status may progress on its own: a batch runs).
        for (const k of ['name', 'scopes', 'amount', 'currency', 'purpose', 'bytes', 'model', 'gpu_count', 'min_replicas', 'max_replicas']) {
          if (before.item && k in before.item) expect(after.item[k], `${k} of ${id}`).toEqual(before.item[k]);
        }
      }, 60_000);
    }
  }
});

const fieldTargets = all.filter((o) => isPublicBearer(doc, o) && idFields(doc, o).length > 0);

/**
 * A's resource for an id field: made by the creator operation from its example; when the id is another field of the
 * creator's answer that is not there yet (a fine-tuned model exists once its job has trained), the platform's
 * reconcile pass runs on a controllable clock, a training step at a time, until A reads the field back.
 */
async function idForField(field: IdField, key: string): Promise<string> {
  const creator = all.find((x) => x.operationId === field.createdBy);
  expect(creator, `x-graha-created-by ${field.createdBy} of ${field.name}: no such operation`).toBeTruthy();
  const created = await createFor(key, creator!);
  if (typeof created[field.createdAs] === 'string') return created[field.createdAs];
  const item = `${creator!.path}/${created.id}`;
  let at = Date.now();
  for (let step = 0; step < 20; step++) {
    await reconcileAt(app, at);
    const res = await app.request('GET', item, { key });
    if (typeof res.body?.[field.createdAs] === 'string') return res.body[field.createdAs];
    at += app.ctx.config.trainingStepMs;
  }
  throw new Error(`${field.createdBy}: ${field.createdAs} of ${created.id} never appeared (GET ${item})`);
}

/** What B has: ledger rows, usage rows, and the items of the collection the operation posts to (when it lists them). */
async function footprintOfB(o: ContractOperation): Promise<Record<string, unknown>> {
  const count = async (table: string) => Number((await app.ctx.db(table).where({ account_id: accountB }).count<{ n: string }[]>('* as n'))[0].n);
  const out: Record<string, unknown> = { ledger: await count('ledger_entries'), usage: await count('usage_events') };
  const list = all.find((x) => x.path === o.path && x.method === 'GET');
  if (list) {
    const res = await app.request('GET', o.path, { key: keyB });
    out.listed = (res.body?.data ?? []).map((x: any) => x.id);
  }
  const wallet = await app.ctx.db('wallets').where({ account_id: accountB }).first();
  out.balance = Number(wallet.balance_micro_usd);
  return out;
}

describe('isolation matrix from openapi.yaml: ids in request bodies and headers', () => {
  it('finds the annotated fields (training_file, a fine-tuned model, X-Endpoint-Id)', () => {
    const found = fieldTargets.flatMap((o) => idFields(doc, o).map((f) => `${o.operationId}.${f.name}`));
    for (const known of ['createFineTuningJob.training_file', 'createChatCompletion.X-Endpoint-Id', 'createChatCompletion.model']) {
      expect(found).toContain(known);
    }
  });

  for (const o of fieldTargets) {
    for (const field of idFields(doc, o)) {
      it(`${o.operationId} (${o.method} ${o.path}): another account's ${field.in} ${field.name} answers as an unknown id, charges and creates nothing`, async () => {
        const id = await idForField(field, keyA);
        const example = requestExample(doc, o);
        expect(example, `${o.operationId}: no request example to send`).toBeTruthy();
        const callOfB = (value: string) => (field.in === 'header'
          ? send(o, keyB, {}, example, String, { [field.name]: value })
          : send(o, keyB, {}, example, String, {}, { [field.name]: value }));
        await app.ctx.billing.leases.flush();
        const before = await footprintOfB(o);
        const res = await callOfB(id);
        expect([400, 404], `${o.operationId} by B with A's ${field.name}: ${res.text.slice(0, 300)}`).toContain(res.status);
        expect(res.body.error.status).toBe(res.status);
        expect(res.body.error.param, 'the error names the field').toBe(field.name);
        await app.ctx.billing.leases.flush();
        expect(await footprintOfB(o), `B's ledger, usage and ${o.path} after the call`).toEqual(before);
        // The same answer as for an id of that shape that exists nowhere: A's resource is invisible to B.
        const nowhere = await callOfB(`${id}0`);
        expect({ status: nowhere.status, code: nowhere.body?.error?.code, param: nowhere.body?.error?.param }, `${o.operationId} by B with an id that exists nowhere`)
          .toEqual({ status: res.status, code: res.body.error.code, param: field.name });

        // The control: the same call with B's own resource of that kind is not refused as unknown, so the refusal above
        // came from the owner check, not from an example the operation refuses anyway.
        const own = await callOfB(await idForField(field, keyB));
        expect(own.status === res.status && own.body?.error?.param === field.name, `${o.operationId} by B with its own ${field.name}: ${own.text.slice(0, 300)}`).toBe(false);
      }, 90_000);
    }
  }
});
