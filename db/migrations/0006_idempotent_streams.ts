import type { Knex } from 'knex';

/**
 * An idempotent call may answer with a stream (POST /v1/chat/completions with `stream: true`): its events are kept
 * in `body` as a JSON array and `stream` says to replay them as Server-Sent Events.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('idempotency_keys', (t) => {
    t.boolean('stream').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('idempotency_keys', (t) => {
    t.dropColumn('stream');
  });
}
