/**
 * The remote trainer adapter (issue 19 item 2b) against a small fake of an OpenAI-compatible fine-tuning API: the
 * file upload and job creation it sends (with Idempotency-Keys), polling to success, trained tokens billed as the
 * service reports them, the result served by the configured provider under the service's model name, and cancel.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RemoteTrainer } from '../../src/platform/fineTuning/remoteTrainer';
import { trainingCostMicroUsd } from '../../src/billing/prices';
import { ledgerChargesMicroUsd, reconcileAt, startPlatformApp, uploadFile, type PlatformApp } from './helpers';

interface FakeJob { id: string; status: string; trained_tokens: number; fine_tuned_model: string | null; body: any }
const fake = { files: [] as Array<{ headers: http.IncomingHttpHeaders; body: string }>, jobs: new Map<string, FakeJob>(), creates: [] as http.IncomingHttpHeaders[], cancels: [] as string[] };
let server: http.Server;
let baseUrl: string;
let p: PlatformApp;
let owner: { accountId: string; apiKey: string };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      const send = (status: number, json: unknown) => { res.writeHead(status, { 'content-type': 'application/json' }); res.end(JSON.stringify(json)); };
      if (req.headers.authorization !== 'Bearer sk-remote') return send(401, { error: { message: 'bad key' } });
      if (req.method === 'POST' && req.url === '/v1/files') {
        fake.files.push({ headers: req.headers, body });
        return send(200, { id: `file-remote-${fake.files.length}`, object: 'file' });
      }
      if (req.method === 'POST' && req.url === '/v1/fine_tuning/jobs') {
        fake.creates.push(req.headers);
        const job: FakeJob = { id: `ftjob-remote-${fake.jobs.size + 1}`, status: 'queued', trained_tokens: 0, fine_tuned_model: null, body: JSON.parse(body) };
        fake.jobs.set(job.id, job);
        return send(200, job);
      }
      const m = /^\/v1\/fine_tuning\/jobs\/([^/]+)(\/cancel)?$/.exec(req.url ?? '');
      const job = m ? fake.jobs.get(m[1]) : undefined;
      if (job && m?.[2]) { job.status = 'cancelled'; fake.cancels.push(job.id); return send(200, job); }
      if (job) return send(200, job);
      send(404, { error: { message: 'no such route' } });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  p = await startPlatformApp();
  owner = await p.app.createAccount({ creditCents: 100_000 });
  const remote = new RemoteTrainer({ baseUrl, apiKey: 'sk-remote', servingProvider: 'fakeopenai', pollMs: 30_000 });
  p.app.ctx.platform.trainers.remote = remote;
  p.app.ctx.platform.trainerFor = () => remote;
}, 60_000);
afterAll(async () => { await p?.close(); await new Promise((r) => server?.close(r)); });

const rows = Array.from({ length: 50 }, (_, i) => ({ messages: [{ role: 'user', content: `q${i}` }, { role: 'assistant', content: `a${i}` }] }));

describe('a job on the remote trainer', () => {
  it('uploads the file, creates the remote job, polls it to success and bills the tokens it reports', async () => {
    const file = await uploadFile(p.app, owner.apiKey, rows);
    const created = await p.app.request('POST', '/v1/fine_tuning/jobs', { key: owner.apiKey, json: { model: 'llama-3.1-8b-instruct', training_file: file, suffix: 'remote', hyperparameters: { epochs: 2 } } });
    expect(created.status).toBe(200);
    const id = created.body.id;
    const t0 = Date.now();
    await reconcileAt(p.app, t0);
    expect(fake.files).toHaveLength(1);
    expect(fake.files[0].body).toContain('"q49"');
    expect(fake.files[0].headers['idempotency-key']).toBe(`graha-${id}-file`);
    expect(fake.creates[0]['idempotency-key']).toBe(`graha-${id}-job`);
    const remoteJob = [...fake.jobs.values()][0];
    expect(remoteJob.body).toMatchObject({ model: 'meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo', training_file: 'file-remote-1', suffix: 'remote' });
    // Every hyperparameter, as the OpenAI fine-tuning API names them: the job's resolved `auto` batch size (50
    // examples: 4) and learning rate (LoRA's 2e-4, i.e. the service's base rate: multiplier 1).
    expect(created.body.hyperparameters).toEqual({ epochs: 2, batch_size: 4, learning_rate: 0.0002 });
    expect(remoteJob.body.hyperparameters).toEqual({ n_epochs: 2, batch_size: 4, learning_rate_multiplier: 1 });
    let job = (await p.app.request('GET', `/v1/fine_tuning/jobs/${id}`, { key: owner.apiKey })).body;
    expect(job.status).toBe('running');

    remoteJob.status = 'running';
    remoteJob.trained_tokens = 400;
    await reconcileAt(p.app, t0 + 30_000);
    job = (await p.app.request('GET', `/v1/fine_tuning/jobs/${id}`, { key: owner.apiKey })).body;
    expect(job).toMatchObject({ status: 'running', trained_tokens: 400 });
    expect(job.progress).toBeGreaterThan(0);
    expect(job.progress).toBeLessThan(1);

    remoteJob.status = 'succeeded';
    remoteJob.trained_tokens = 1000;
    remoteJob.fine_tuned_model = 'ft:meta-llama-8b:remote:xyz';
    await reconcileAt(p.app, t0 + 60_000);
    await reconcileAt(p.app, t0 + 90_000);
    job = (await p.app.request('GET', `/v1/fine_tuning/jobs/${id}`, { key: owner.apiKey })).body;
    expect(job).toMatchObject({ status: 'succeeded', trained_tokens: 1000, progress: 1, fine_tuned_model: `ft:llama-3.1-8b-instruct:remote:${id}` });
    expect(await ledgerChargesMicroUsd(p.app, owner.accountId)).toBe(
      trainingCostMicroUsd(p.app.ctx.prices, 'llama-3.1-8b-instruct', 400) + trainingCostMicroUsd(p.app.ctx.prices, 'llama-3.1-8b-instruct', 600),
    );

    p.upstream.requests = [];
    const chat = await p.app.request('POST', '/v1/chat/completions', { key: owner.apiKey, json: { model: job.fine_tuned_model, messages: [{ role: 'user', content: 'q1' }] } });
    expect(chat.status).toBe(200);
    expect(p.upstream.requests[0].body.model).toBe('ft:meta-llama-8b:remote:xyz');
    expect(p.upstream.requests[0].body.messages).toEqual([{ role: 'user', content: 'q1' }]);
  });

  it('cancel reaches the remote job (created with explicit hyperparameters, sent as the API names them)', async () => {
    const file = await uploadFile(p.app, owner.apiKey, rows);
    const created = await p.app.request('POST', '/v1/fine_tuning/jobs', {
      key: owner.apiKey, json: { model: 'llama-3.1-8b-instruct', training_file: file, hyperparameters: { epochs: 1, batch_size: 8, learning_rate: 0.0001 } },
    });
    expect(created.status).toBe(200);
    await reconcileAt(p.app, Date.now());
    const sent = [...fake.jobs.values()].at(-1)!.body;
    // Half of LoRA's base rate 2e-4 is a multiplier of 0.5.
    expect(sent.hyperparameters).toEqual({ n_epochs: 1, batch_size: 8, learning_rate_multiplier: 0.5 });
    expect(sent).not.toHaveProperty('suffix');
    const remoteId = (await p.app.ctx.db('fine_tuning_jobs').where({ id: created.body.id }).first()).remote_job_id;
    const res = await p.app.request('POST', `/v1/fine_tuning/jobs/${created.body.id}/cancel`, { key: owner.apiKey });
    expect(res.body.status).toBe('cancelled');
    expect(fake.cancels).toEqual([remoteId]);
  });

  it('a remote failure fails the job with the service\'s reason', async () => {
    const file = await uploadFile(p.app, owner.apiKey, rows);
    const created = await p.app.request('POST', '/v1/fine_tuning/jobs', { key: owner.apiKey, json: { model: 'llama-3.1-8b-instruct', training_file: file } });
    const t = Date.now();
    await reconcileAt(p.app, t);
    const remoteId = (await p.app.ctx.db('fine_tuning_jobs').where({ id: created.body.id }).first()).remote_job_id;
    Object.assign(fake.jobs.get(remoteId)!, { status: 'failed', error: { code: 'invalid_file', message: 'line 3 is odd' } });
    await reconcileAt(p.app, t + 30_000);
    const job = (await p.app.request('GET', `/v1/fine_tuning/jobs/${created.body.id}`, { key: owner.apiKey })).body;
    expect(job).toMatchObject({ status: 'failed', error: { code: 'invalid_file', message: 'line 3 is odd' }, fine_tuned_model: null });
  });
});
