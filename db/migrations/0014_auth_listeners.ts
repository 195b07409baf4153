import type { Knex } from 'knex';

/**
 * Coherent API-key caches on PostgreSQL (issue 23): every server process that caches key lookups listens for
 * changes and has a row here. A change to a key or an account (revocation, suspension, plan) takes a number from
 * auth_change_seq, announces it, and returns once every live listener has acknowledged it (acked_seq) or is dead
 * (seen_at older than the lease). src/auth/README.md has the protocol.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('auth_listeners', (t) => {
    t.text('id').primary();
    t.bigInteger('acked_seq').notNullable();
    t.timestamp('seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('CREATE SEQUENCE auth_change_seq');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP SEQUENCE IF EXISTS auth_change_seq');
  await knex.schema.dropTableIfExists('auth_listeners');
}
