import type { Knex } from 'knex';

/**
 * Dedicated endpoints (openapi.yaml `Endpoint`; lifecycle owned by the platform issue). The gateway reads them to
 * route X-Endpoint-Id calls: only the owner's endpoints, only when `running`, to `base_url` (an OpenAI-compatible
 * server of the replicas).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('endpoints', (t) => {
    t.text('id').primary();
    t.text('account_id').notNullable().references('accounts.id');
    t.text('name');
    t.text('model').notNullable();
    t.text('hardware').notNullable();
    // pending -> provisioning -> running -> deleting -> deleted (or failed), docs/architecture.md section 2.
    t.text('status').notNullable().defaultTo('pending');
    t.integer('min_replicas').notNullable().defaultTo(1);
    t.integer('max_replicas').notNullable().defaultTo(1);
    t.integer('replicas').notNullable().defaultTo(0);
    t.text('base_url');
    t.bigInteger('hourly_rate_micro_usd').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('deleted_at', { useTz: true });
    t.index(['account_id']);
  });
  await knex.raw(
    "ALTER TABLE endpoints ADD CONSTRAINT endpoints_status_check CHECK (status IN ('pending','provisioning','running','deleting','deleted','failed'))",
  );
  await knex.raw('ALTER TABLE endpoints ADD CONSTRAINT endpoints_replicas_check CHECK (min_replicas BETWEEN 1 AND 16 AND max_replicas BETWEEN min_replicas AND 16 AND replicas BETWEEN 0 AND 16)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('endpoints');
}
