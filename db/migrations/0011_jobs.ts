import type { Knex } from 'knex';

/**
 * Durable background jobs (src/jobs/README.md): a job (a batch, an evaluation) and its items, the units of work
 * workers claim with `FOR UPDATE SKIP LOCKED`. (The fine-tuning, endpoint and cluster lifecycles have their own tables
 * and reconciler: 0012_platform.ts, src/platform/reconcile.ts.) An item is
 * leased to one worker (lease_owner, lease_expires_at, renewed while it runs); a lease that runs out (the worker died)
 * makes the item claimable again. `attempts` is the fencing token: a worker commits an item's result, and its charge,
 * only while the item is still leased to it under the attempt it claimed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('jobs', (t) => {
    t.text('id').primary();
    t.text('kind').notNullable();
    t.text('account_id').notNullable().references('accounts.id');
    // The key that created the job: its requests run as that key's calls (usage rows), never with its interactive budget.
    t.text('api_key_id');
    t.text('status').notNullable();
    // What the job was created with (model, metadata, judge settings, ...): the kind's own shape.
    t.jsonb('spec').notNullable();
    t.integer('total_items').notNullable();
    t.integer('completed_items').notNullable().defaultTo(0);
    t.integer('failed_items').notNullable().defaultTo(0);
    t.bigInteger('cost_micro_usd').notNullable().defaultTo(0);
    // Computed once when the job finishes (an evaluation's aggregate).
    t.jsonb('summary');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('started_at', { useTz: true });
    t.timestamp('finished_at', { useTz: true });
    t.index(['account_id', 'kind', 'created_at']);
  });
  await knex.raw('ALTER TABLE jobs ADD CONSTRAINT jobs_counts CHECK (completed_items >= 0 AND failed_items >= 0 AND completed_items + failed_items <= total_items)');

  await knex.schema.createTable('job_items', (t) => {
    t.text('job_id').notNullable().references('jobs.id');
    t.integer('idx').notNullable();
    t.text('account_id').notNullable();
    // pending -> running -> succeeded | failed; pending -> cancelled
    t.text('status').notNullable().defaultTo('pending');
    t.jsonb('input').notNullable();
    t.jsonb('output');
    t.jsonb('error');
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('lease_owner');
    t.timestamp('lease_expires_at', { useTz: true });
    // Claim order: jobs first come, first served, then request order (per account; accounts take turns).
    t.timestamp('queued_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('run_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.bigInteger('cost_micro_usd').notNullable().defaultTo(0);
    t.timestamp('finished_at', { useTz: true });
    t.primary(['job_id', 'idx']);
  });
  await knex.raw("ALTER TABLE job_items ADD CONSTRAINT job_items_status CHECK (status IN ('pending','running','succeeded','failed','cancelled'))");
  // Only unfinished items are ever looked for by the claim; the partial index stays small whatever the history.
  await knex.raw("CREATE INDEX job_items_claimable ON job_items (account_id, queued_at, job_id, idx) WHERE status IN ('pending','running')");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('job_items');
  await knex.schema.dropTable('jobs');
}
