import type { Knex } from 'knex';

/**
 * Stored answers as text (the JSON exactly as sent): jsonb refused answers holding U+0000 and reordered their keys, so
 * a replay differed from the original. And the process that claimed a key (`owner_process`, a billing process id):
 * a key whose process died mid-call is taken over by a retry once that process is known dead, instead of staying
 * "in progress" for 24 hours.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE idempotency_keys ALTER COLUMN body TYPE text USING body::text');
  await knex.schema.alterTable('idempotency_keys', (t) => {
    t.text('owner_process');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('idempotency_keys', (t) => {
    t.dropColumn('owner_process');
  });
  await knex.raw('ALTER TABLE idempotency_keys ALTER COLUMN body TYPE jsonb USING body::jsonb');
}
