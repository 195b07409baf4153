import type { Knex } from 'knex';

/**
 * A usage row may stand for several calls: charges served from a wallet lease (src/billing/wallet/lease.ts) are written in
 * batches, one ledger row per call and one usage row per (account, operation, endpoint type, model, unit, completed)
 * of the batch, with the number of calls in `requests`. Rows of a single call keep their request_id.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('usage_events', (t) => {
    t.integer('requests').notNullable().defaultTo(1);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('usage_events', (t) => {
    t.dropColumn('requests');
  });
}
