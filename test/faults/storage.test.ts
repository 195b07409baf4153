/**
 * Storage full for generated files (issue 22 item 2). Generated images (response_format url) are kept in PostgreSQL
 * (table generated_images, db/images.ts), not under DATA_DIR (which holds only the admin token and embedded PGlite's
 * data), so "the disk is full" reaches the server as PostgreSQL's disk_full error (SQLSTATE 53100) on that insert.
 * It is injected at the database itself, by a trigger raising exactly that error, on a real PostgreSQL server (runs
 * with DATABASE_URL: scripts/with-postgres.sh). The call is a clean 503 with Retry-After, nothing is charged, no hold
 * is left, and the same request succeeds (and is charged once) when space is back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';

const enabled = Boolean(process.env.DATABASE_URL);
let app: TestApp;

beforeAll(async () => {
  if (!enabled) return;
  app = await startTestApp();
  await app.ctx.db.raw(`
    CREATE FUNCTION graha_test_disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = 'disk_full'; END $$;
    CREATE TRIGGER graha_test_disk_full BEFORE INSERT ON generated_images FOR EACH ROW EXECUTE FUNCTION graha_test_disk_full();
  `);
}, 120_000);

afterAll(async () => { await app?.close(); });

async function money(accountId: string) {
  await app.ctx.billing.leases.flush();
  await app.ctx.billing.leases.giveBack(accountId);
  const wallet = await app.ctx.db('wallets').where({ account_id: accountId }).first();
  const ledger = await app.ctx.db('ledger_entries').where({ account_id: accountId }).sum<{ s: string }[]>('amount_micro_usd as s');
  const charges = await app.ctx.db('ledger_entries').where({ account_id: accountId, kind: 'charge' }).count<{ n: string }[]>('* as n');
  return { balance: Number(wallet.balance_micro_usd), held: Number(wallet.held_micro_usd), ledger: Number(ledger[0].s), charges: Number(charges[0].n) };
}

describe.skipIf(!enabled)('the store of generated images is full', () => {
  it('images with response_format url: 503 with Retry-After, nothing charged, nothing held; then served once space is back', async () => {
    const { accountId, apiKey } = await app.createAccount({ plan: 'enterprise', creditCents: 1000 });
    const before = await money(accountId);
    const body = { model: 'graha-image-basic', prompt: 'A temple gopuram at dawn', n: 2, size: '256x256', response_format: 'url' };
    const full = await app.request('POST', '/v1/images/generations', { key: apiKey, json: body });
    expect(full.status, full.text).toBe(503);
    expect(Number(full.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const after = await money(accountId);
    expect(after.charges).toBe(before.charges);
    expect(after.balance).toBe(before.balance);
    expect(after.held).toBe(0);
    expect(after.balance).toBe(after.ledger);

    await app.ctx.db.raw('DROP TRIGGER graha_test_disk_full ON generated_images');
    const ok = await app.request('POST', '/v1/images/generations', { key: apiKey, json: body });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.data).toHaveLength(2);
    const image = await fetch(ok.body.data[0].url);
    expect(image.status).toBe(200);
    const served = await money(accountId);
    expect(served.charges).toBe(before.charges + 1);
    expect(served.balance).toBeLessThan(before.balance);
    expect(served.balance).toBe(served.ledger);
    expect(served.held).toBe(0);
    console.log(`faults/storage: image store full (disk_full): 503 ${full.body.error.code}, Retry-After ${full.headers.get('retry-after')} s; charges +${after.charges - before.charges}, `
      + `held ${after.held}; space back: 200, charges +${served.charges - before.charges}, held ${served.held}, wallet = ledger ${served.balance === served.ledger}`);
  }, 60_000);
});
