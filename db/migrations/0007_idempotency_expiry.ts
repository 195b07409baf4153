import type { Knex } from 'knex';

/** The background sweep deletes keys older than 24 hours oldest first (src/http/idempotency.ts). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('idempotency_keys', (t) => {
    t.index(['created_at'], 'idempotency_keys_created_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('idempotency_keys', (t) => {
    t.dropIndex(['created_at'], 'idempotency_keys_created_at');
  });
}
