import type { Knex } from 'knex';

/**
 * The platform lifecycles (issue 19): fine-tuning jobs, dedicated endpoints (table of 0004, extended here) and GPU
 * clusters. Each row holds its state and `next_step_at`, the time of its next step; the reconciler
 * (src/platform/reconcile.ts) claims due rows with FOR UPDATE SKIP LOCKED and advances them, so a restart resumes
 * where the database says. Metered GPU time and training tokens are written to `platform_charges` with the period
 * they cover under a unique (resource_id, period) key: a pass that runs twice for the same period charges once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('fine_tuning_jobs', (t) => {
    t.text('id').primary();
    t.text('account_id').notNullable().references('accounts.id');
    t.text('model').notNullable();
    t.text('method').notNullable();
    t.text('trainer').notNullable();
    t.text('training_file').notNullable();
    t.text('suffix');
    t.integer('epochs').notNullable();
    t.double('learning_rate').notNullable();
    t.integer('batch_size').notNullable();
    // validating_files -> queued -> running -> succeeded | failed | cancelled (docs/architecture.md section 2).
    t.text('status').notNullable();
    t.integer('example_count').notNullable().defaultTo(0);
    t.bigInteger('file_tokens').notNullable().defaultTo(0);
    t.bigInteger('trained_tokens').notNullable().defaultTo(0);
    // Examples processed so far over all epochs (the built-in trainer's position; a remote trainer's progress).
    t.bigInteger('examples_done').notNullable().defaultTo(0);
    t.double('progress').notNullable().defaultTo(0);
    t.text('remote_job_id');
    t.text('remote_model');
    t.text('fine_tuned_model').unique();
    t.text('error_code');
    t.text('error_message');
    t.bigInteger('estimated_cost_micro_usd').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('finished_at', { useTz: true });
    t.timestamp('next_step_at', { useTz: true });
    t.index(['account_id', 'created_at']);
    t.index(['next_step_at']);
  });
  await knex.raw("ALTER TABLE fine_tuning_jobs ADD CONSTRAINT fine_tuning_jobs_status_check CHECK (status IN ('validating_files','queued','running','succeeded','failed','cancelled'))");

  // The built-in trainer's retrieval index: one row per training example with its lexical embedding (float32 LE).
  await knex.schema.createTable('fine_tuning_examples', (t) => {
    t.text('job_id').notNullable().references('fine_tuning_jobs.id').onDelete('CASCADE');
    t.integer('idx').notNullable();
    t.jsonb('messages').notNullable();
    t.binary('embedding').notNullable();
    t.primary(['job_id', 'idx']);
  });

  await knex.schema.alterTable('endpoints', (t) => {
    t.text('engine');
    // The provider of models.yaml whose capacity the built-in provisioner's replicas front (null: base_url serves).
    t.text('upstream_provider');
    t.text('failure_reason');
    t.timestamp('next_step_at', { useTz: true });
    // Billing start (running) and the end of the last metered minute.
    t.timestamp('billing_started_at', { useTz: true });
    t.timestamp('metered_until', { useTz: true });
    t.timestamp('last_scaled_at', { useTz: true });
    // Set when deprovisioning started; the endpoint is deleted (and billing stops) at next_step_at after it.
    t.timestamp('deprovisioning_at', { useTz: true });
    t.index(['next_step_at']);
  });

  await knex.schema.createTable('clusters', (t) => {
    t.text('id').primary();
    t.text('account_id').notNullable().references('accounts.id');
    t.text('gpu_type').notNullable();
    t.integer('gpu_count').notNullable();
    t.text('region').notNullable();
    t.text('scheduler').notNullable();
    t.integer('max_runtime_hours');
    // provisioning -> running -> terminating -> terminated (or failed), docs/architecture.md section 2.
    t.text('status').notNullable();
    t.text('engine').notNullable();
    t.text('provider_ref');
    t.text('ssh_host');
    t.text('kubeconfig_url');
    t.bigInteger('hourly_rate_micro_usd').notNullable();
    t.text('failure_reason');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('billing_started_at', { useTz: true });
    t.timestamp('metered_until', { useTz: true });
    t.timestamp('terminate_at', { useTz: true });
    t.timestamp('terminated_at', { useTz: true });
    // Set when the release of the nodes started; terminated (billing stops) at next_step_at after it.
    t.timestamp('deprovisioning_at', { useTz: true });
    t.timestamp('next_step_at', { useTz: true });
    t.index(['account_id', 'created_at']);
    t.index(['next_step_at']);
    t.index(['region', 'gpu_type', 'status']);
  });
  await knex.raw("ALTER TABLE clusters ADD CONSTRAINT clusters_status_check CHECK (status IN ('provisioning','running','terminating','terminated','failed'))");

  await knex.schema.createTable('platform_charges', (t) => {
    t.text('resource_id').notNullable();
    // A minute of GPU time ('2026-11-25T06:01:00.000Z') or a training position ('tokens:<cumulative>').
    t.text('period').notNullable();
    t.text('account_id').notNullable();
    t.text('kind').notNullable();
    t.bigInteger('units').notNullable();
    t.bigInteger('amount_micro_usd').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['resource_id', 'period']);
    t.index(['account_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('platform_charges');
  await knex.schema.dropTable('clusters');
  await knex.schema.alterTable('endpoints', (t) => {
    t.dropIndex(['next_step_at']);
    t.dropColumns('engine', 'upstream_provider', 'failure_reason', 'next_step_at', 'billing_started_at', 'metered_until', 'last_scaled_at', 'deprovisioning_at');
  });
  await knex.schema.dropTable('fine_tuning_examples');
  await knex.schema.dropTable('fine_tuning_jobs');
}
