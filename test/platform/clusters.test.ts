/**
 * GPU clusters (issue 19 item 4) on the built-in SIMULATED cloud: plan gate, validation of every field, defaults,
 * capacity per region and GPU type running out (503 with Retry-After) and coming back, provisioning that takes time,
 * connection details and node metrics of the documented model, auto-termination after max_runtime_hours, and billing
 * per GPU-minute until termination completes, with a controllable clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gpuCostMicroUsd } from '../../src/billing/prices';
import { SimulatedCloud } from '../../src/platform/clusters/simulatedCloud';
import { ledgerChargesMicroUsd, platformCharges, reconcileAt, startPlatformApp, type PlatformApp } from './helpers';

let p: PlatformApp;
let owner: { accountId: string; apiKey: string };
let other: { accountId: string; apiKey: string };
const MINUTE = 60_000;

beforeAll(async () => {
  p = await startPlatformApp();
  owner = await p.app.createAccount({ plan: 'dedicated', creditCents: 1_000_000 });
  other = await p.app.createAccount({ plan: 'enterprise', email: 'other@example.com' });
  p.app.ctx.platform.clusterProvisioner = new SimulatedCloud({ provisionMs: p.app.ctx.config.clusterProvisionMs, capacity: { 'h100-sxm': 16 } });
}, 60_000);
afterAll(async () => { await p?.close(); });

const create = (json: object, key = owner.apiKey) => p.app.request('POST', '/v1/clusters', { key, json });
const get = (id: string, key = owner.apiKey) => p.app.request('GET', `/v1/clusters/${id}`, { key });

/** The node model of the README, computed here independently of the implementation. */
function expectedUtilization(clusterId: string, node: number, minutes: number): number {
  let h = 0x811c9dc5;
  const text = `${clusterId}/${node}`;
  for (let i = 0; i < text.length; i++) { h ^= text.charCodeAt(i); h = Math.imul(h, 0x01000193) >>> 0; }
  const phase = ((h % 360) * Math.PI) / 180;
  return Math.round((55 + 35 * Math.sin((2 * Math.PI * minutes) / 30 + phase)) * 10) / 10;
}

describe('creating a cluster', () => {
  it('needs the dedicated or enterprise plan: 403 naming them', async () => {
    for (const plan of ['pay-as-you-go', 'growth', 'scale']) {
      const acct = await p.app.createAccount({ plan, email: `${plan}@example.com` });
      const res = await create({ gpu_type: 'l40s', gpu_count: 1 }, acct.apiKey);
      expect(res.status).toBe(403);
      expect(res.body.error.message).toMatch(/dedicated, enterprise/);
      // Only creation is gated: the list answers (empty for an account that never had a cluster).
      const list = await p.app.request('GET', '/v1/clusters', { key: acct.apiKey });
      expect(list.status).toBe(200);
      expect(list.body).toEqual({ object: 'list', data: [], has_more: false });
    }
  });

  it('bad input of every field is 400 naming it', async () => {
    const cases: Array<[object, string]> = [
      [{ gpu_count: 8 }, 'gpu_type'],
      [{ gpu_type: 'h100-sxm' }, 'gpu_count'],
      [{ gpu_type: 'tpu', gpu_count: 8 }, 'gpu_type'],
      [{ gpu_type: 'h100-sxm', gpu_count: 12 }, 'gpu_count'],
      [{ gpu_type: 'b200', gpu_count: 4 }, 'gpu_count'],
      [{ gpu_type: 'a100-sxm', gpu_count: 9 }, 'gpu_count'],
      [{ gpu_type: 'l40s', gpu_count: 0 }, 'gpu_count'],
      [{ gpu_type: 'l40s', gpu_count: 'four' }, 'gpu_count'],
      [{ gpu_type: 'l40s', gpu_count: 2, region: 'mars' }, 'region'],
      [{ gpu_type: 'l40s', gpu_count: 2, scheduler: 'pbs' }, 'scheduler'],
      [{ gpu_type: 'l40s', gpu_count: 2, max_runtime_hours: 0 }, 'max_runtime_hours'],
      [{ gpu_type: 'l40s', gpu_count: 2, max_runtime_hours: 1.5 }, 'max_runtime_hours'],
      [{ gpu_type: 'l40s', gpu_count: 2, name: 'x' }, 'name'],
    ];
    for (const [json, param] of cases) {
      const res = await create(json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.error.param, JSON.stringify(json)).toBe(param);
    }
  });
});

describe('the lifecycle on the simulated cloud', () => {
  let id: string;
  let againId: string;
  let t0: number;
  let runningAt: number;

  it('starts provisioning with the defaults (us-east, kubernetes), labelled simulated, nodes not up yet', async () => {
    const res = await create({ gpu_type: 'h100-sxm', gpu_count: 16, max_runtime_hours: 1 });
    expect(res.status).toBe(200);
    t0 = Date.now();
    id = res.body.id;
    expect(res.body).toMatchObject({
      object: 'cluster', status: 'provisioning', region: 'us-east', scheduler: 'kubernetes', gpu_count: 16, ssh_host: null, kubeconfig_url: null,
      hourly_rate_micro_usd: 16 * 3_490_000, max_runtime_hours: 1, terminated_at: null,
    });
    expect(res.body.engine).toMatch(/SIMULATED/);
    expect(res.body.nodes).toHaveLength(2);
    expect(res.body.nodes.every((n: { status: string }) => n.status === 'provisioning')).toBe(true);
  });

  it('capacity of the region runs out: 503 with Retry-After; another region still has room', async () => {
    const full = await create({ gpu_type: 'h100-sxm', gpu_count: 8 });
    expect(full.status).toBe(503);
    expect(full.body.error.code).toBe('capacity_unavailable');
    expect(Number(full.headers.get('retry-after'))).toBeGreaterThan(0);
    const west = await create({ gpu_type: 'h100-sxm', gpu_count: 8, region: 'us-west', scheduler: 'slurm' }, other.apiKey);
    expect(west.status).toBe(200);
    expect(west.body).toMatchObject({ region: 'us-west', scheduler: 'slurm' });
  });

  it('runs after the provisioning time: connection details and node metrics of the documented model', async () => {
    const row = await p.app.ctx.db('clusters').where({ id }).first();
    runningAt = new Date(row.next_step_at).getTime();
    expect(runningAt - new Date(row.created_at).getTime()).toBe(p.app.ctx.config.clusterProvisionMs);
    expect(runningAt).toBeLessThanOrEqual(t0 + p.app.ctx.config.clusterProvisionMs);
    await reconcileAt(p.app, runningAt - 1);
    expect((await get(id)).body.status).toBe('provisioning');
    await reconcileAt(p.app, runningAt);
    const c = (await get(id)).body;
    expect(c.status).toBe('running');
    expect(c.ssh_host).toMatch(/\.us-east\.sim-cloud\.graha\.invalid$/);
    expect(c.kubeconfig_url).toMatch(/^https:\/\/.*\.invalid\/kubeconfig$/);
    expect(c.terminate_at).toBe(Math.floor((runningAt + 3_600_000) / 1000));
    // The fake clock is ahead of the wall clock the GET reads: the cluster has run for 0 minutes of it.
    const minutes = Math.max(0, (Date.now() - runningAt) / MINUTE);
    for (const [k, node] of c.nodes.entries()) {
      expect(node).toMatchObject({ id: `${id}-node-${k}`, status: 'healthy', gpu_memory_total_gb: 8 * 80 });
      // Read at (about) the same time: the model's value within the drift of a few ms.
      expect(Math.abs(node.gpu_utilization - expectedUtilization(id, k, minutes))).toBeLessThan(1);
      expect(node.gpu_memory_used_gb).toBeGreaterThan(0);
      expect(node.gpu_memory_used_gb).toBeLessThanOrEqual(640);
    }
    expect((await get(id, other.apiKey)).status).toBe(404);
    // The model over time, as the provisioner reports it at any instant.
    const cloud = p.app.ctx.platform.clusterProvisioner;
    const spec = { id, gpuType: 'h100-sxm' as const, gpuCount: 16, region: 'us-east' as const, scheduler: 'kubernetes' as const };
    for (const m of [0, 7, 15, 29.5]) {
      const nodes = cloud.nodes(spec, 'running', new Date(runningAt), new Date(runningAt + m * MINUTE));
      for (const [k, node] of nodes.entries()) {
        expect(node.gpu_utilization).toBe(expectedUtilization(id, k, m));
        expect(node.gpu_memory_used_gb).toBe(Math.round(640 * (0.15 + 0.75 * node.gpu_utilization / 100) * 10) / 10);
      }
    }
  });

  it('terminates itself after max_runtime_hours and is billed per GPU-minute until termination completes, once', async () => {
    // Passes every five minutes for 70 minutes, each twice: termination completes at 61 min, seen at 65.
    for (let m = 5; m <= 70; m += 5) {
      await reconcileAt(p.app, runningAt + m * MINUTE);
      await reconcileAt(p.app, runningAt + m * MINUTE);
    }
    const c = (await get(id)).body;
    expect(c.status).toBe('terminated');
    expect(c.failure_reason).toMatch(/max_runtime_hours/);
    expect(c.ssh_host).toBeNull();
    expect(c.terminated_at).toBe(Math.floor((runningAt + 60 * MINUTE + Math.ceil(p.app.ctx.config.clusterProvisionMs / 2)) / 1000));
    const charges = await platformCharges(p.app, id);
    // 60 minutes of runtime, then termination (half the provisioning time) to its end.
    const terminationMs = Math.ceil(p.app.ctx.config.clusterProvisionMs / 2);
    const expectedMinutes = 60 + Math.ceil(terminationMs / MINUTE);
    expect(charges).toHaveLength(expectedMinutes);
    const perMinute = gpuCostMicroUsd(p.app.ctx.prices, 'cluster', 'h100-sxm', 16, 60);
    expect(await ledgerChargesMicroUsd(p.app, owner.accountId)).toBe(expectedMinutes * perMinute);
    // Capacity is back.
    const again = await create({ gpu_type: 'h100-sxm', gpu_count: 16 });
    expect(again.status).toBe(200);
    againId = again.body.id;
    const del = await p.app.request('DELETE', `/v1/clusters/${again.body.id}`, { key: owner.apiKey });
    expect(del.body.status).toBe('terminating');
  });

  it('DELETE of a running cluster terminates it; list and repeated DELETE', async () => {
    const res = await create({ gpu_type: 'l40s', gpu_count: 3, region: 'eu-west', scheduler: 'slurm' });
    expect(res.body.nodes).toHaveLength(1);
    expect(res.body.nodes[0].gpu_memory_total_gb).toBe(3 * 48);
    const start = Date.now();
    const up = start + p.app.ctx.config.clusterProvisionMs;
    await reconcileAt(p.app, up);
    const running = (await get(res.body.id)).body;
    expect(running).toMatchObject({ status: 'running', kubeconfig_url: null });
    expect(running.ssh_host).toMatch(/eu-west/);
    expect((await p.app.request('DELETE', `/v1/clusters/${res.body.id}`, { key: other.apiKey })).status).toBe(404);
    const del = await p.app.request('DELETE', `/v1/clusters/${res.body.id}`, { key: owner.apiKey });
    expect(del.body.status).toBe('terminating');
    await reconcileAt(p.app, Date.now() + 1);
    await reconcileAt(p.app, Date.now() + 1 + p.app.ctx.config.clusterProvisionMs);
    const done = (await get(res.body.id)).body;
    expect(done.status).toBe('terminated');
    expect(done.terminated_at).not.toBeNull();
    expect((await p.app.request('DELETE', `/v1/clusters/${res.body.id}`, { key: owner.apiKey })).body.status).toBe('terminated');
    // The owner's three clusters, newest first, with their states; the other account's us-west cluster is not among them.
    const list = await p.app.request('GET', '/v1/clusters', { key: owner.apiKey });
    expect(list.status).toBe(200);
    expect(list.body.has_more).toBe(false);
    expect(list.body.data.map((c: { id: string; status: string }) => [c.id, c.status])).toEqual([
      [res.body.id, 'terminated'], [againId, 'terminating'], [id, 'terminated'],
    ]);
    const page = await p.app.request('GET', `/v1/clusters?limit=1&after=${res.body.id}`, { key: owner.apiKey });
    expect(page.body.data.map((c: { id: string }) => c.id)).toEqual([againId]);
    expect(page.body.has_more).toBe(true);
    const others = await p.app.request('GET', '/v1/clusters', { key: other.apiKey });
    expect(others.body.data.map((c: { region: string }) => c.region)).toEqual(['us-west']);
  });
});

describe('spending controls stop a cluster', () => {
  it('a wallet that cannot pay the first minute is refused (402); the hard cap terminates a running cluster', async () => {
    const broke = await p.app.createAccount({ plan: 'dedicated', email: 'broke@example.com', creditCents: 0 });
    const refused = await create({ gpu_type: 'l40s', gpu_count: 1 }, broke.apiKey);
    expect(refused.status).toBe(402);
    expect(refused.body.error.code).toBe('insufficient_balance');

    const capped = await p.app.createAccount({ plan: 'dedicated', email: 'capped@example.com', creditCents: 100_000 });
    // The lowest cap, 1 USD: a minute and a quarter of 8 B200 (47.92 USD/h = 798,667 micro-USD a minute).
    const limits = await p.app.request('PUT', '/v1/billing/limits', { key: capped.apiKey, json: { hard_cap_cents: 100 } });
    expect(limits.status, limits.text).toBe(200);
    const res = await create({ gpu_type: 'b200', gpu_count: 8 }, capped.apiKey);
    expect(res.status).toBe(200);
    const up = Date.now() + p.app.ctx.config.clusterProvisionMs;
    await reconcileAt(p.app, up);
    await reconcileAt(p.app, up + 5 * MINUTE);
    const c = (await get(res.body.id, capped.apiKey)).body;
    expect(c.status).toBe('terminating');
    expect(c.failure_reason).toMatch(/spending_cap_exceeded/);
    expect(await ledgerChargesMicroUsd(p.app, capped.accountId)).toBe(1_000_000);
  });
});

describe('an account moved to a lower plan', () => {
  it('still lists, reads and deletes its running cluster, which is billed until termination completes, then no more', async () => {
    const acct = await p.app.createAccount({ plan: 'dedicated', creditCents: 1_000_000, email: 'downgraded@example.com' });
    const made = await create({ gpu_type: 'l40s', gpu_count: 2, region: 'ap-south' }, acct.apiKey);
    expect(made.status).toBe(200);
    const id = made.body.id;
    const up = Date.now() + p.app.ctx.config.clusterProvisionMs;
    await reconcileAt(p.app, up);
    expect((await get(id, acct.apiKey)).body.status).toBe('running');

    const downgrade = await p.app.admin('PUT', `/admin/v1/accounts/${acct.accountId}/plan`, { plan: 'scale', immediate: true });
    expect(downgrade.status).toBe(200);
    expect(downgrade.body.plan).toBe('scale');
    expect((await create({ gpu_type: 'l40s', gpu_count: 2 }, acct.apiKey)).status).toBe(403);
    await reconcileAt(p.app, up + 3 * MINUTE + 1000);
    expect(await platformCharges(p.app, id)).toHaveLength(3);
    const one = await get(id, acct.apiKey);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id, status: 'running' });
    const list = await p.app.request('GET', '/v1/clusters', { key: acct.apiKey });
    expect(list.status).toBe(200);
    expect(list.body.data.map((c: { id: string }) => c.id)).toEqual([id]);

    const del = await p.app.request('DELETE', `/v1/clusters/${id}`, { key: acct.apiKey });
    expect(del.status).toBe(200);
    expect(del.body.status).toBe('terminating');
    const deleteAt = up + 3 * MINUTE + 2000;
    await reconcileAt(p.app, deleteAt);
    const doneAt = deleteAt + Math.ceil(p.app.ctx.config.clusterProvisionMs / 2);
    await reconcileAt(p.app, doneAt);
    expect((await get(id, acct.apiKey)).body.status).toBe('terminated');
    const minutes = Math.ceil((doneAt - up) / MINUTE);
    const perMinute = gpuCostMicroUsd(p.app.ctx.prices, 'cluster', 'l40s', 2, 60);
    expect(await platformCharges(p.app, id)).toHaveLength(minutes);
    expect(await ledgerChargesMicroUsd(p.app, acct.accountId)).toBe(minutes * perMinute);
    await reconcileAt(p.app, doneAt + 60 * MINUTE);
    expect(await platformCharges(p.app, id)).toHaveLength(minutes);
    expect(await ledgerChargesMicroUsd(p.app, acct.accountId)).toBe(minutes * perMinute);
  });
});
