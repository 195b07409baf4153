import type { Knex } from 'knex';

/**
 * Images made by POST /v1/images/generations with response_format `url`: kept in the database (every process sharing
 * one PostgreSQL serves them) until their signed URL expires; the background sweep deletes them after that.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('generated_images', (t) => {
    t.text('id').primary();
    t.text('account_id').notNullable().references('accounts.id');
    t.binary('content').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.index(['expires_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('generated_images');
}
