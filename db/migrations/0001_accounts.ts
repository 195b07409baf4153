import type { Knex } from 'knex';

/** Accounts, API keys (hashed) and the money ledger (integer micro-USD, docs/architecture.md section 4.1). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('accounts', (t) => {
    t.text('id').primary();
    t.text('email').notNullable();
    t.text('plan').notNullable();
    t.text('pending_plan');
    t.timestamp('pending_plan_at', { useTz: true });
    t.text('status').notNullable().defaultTo('active');
    t.integer('rpm_override');
    t.bigInteger('tpm_override');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('api_keys', (t) => {
    t.text('id').primary();
    t.text('account_id').notNullable().references('accounts.id');
    t.text('name').notNullable();
    t.text('prefix').notNullable();
    // SHA-256 of the whole key: the key has >= 190 random bits, so a fast hash is enough; we never store the key.
    t.text('key_hash').notNullable().unique();
    t.jsonb('scopes').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_used_at', { useTz: true });
    t.timestamp('revoked_at', { useTz: true });
    t.index(['account_id']);
  });
  await knex.schema.createTable('ledger_entries', (t) => {
    t.bigIncrements('id').primary();
    t.text('account_id').notNullable().references('accounts.id');
    // Positive: money in (payments, bonus). Negative: charges.
    t.bigInteger('amount_micro_usd').notNullable();
    t.text('kind').notNullable();
    t.text('reference');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['account_id', 'created_at']);
  });
  // A payment reference (webhook event, manual transfer) is credited once.
  await knex.raw(
    'CREATE UNIQUE INDEX ledger_entries_kind_reference_unique ON ledger_entries (account_id, kind, reference) WHERE reference IS NOT NULL',
  );
  await knex.schema.createTable('idempotency_keys', (t) => {
    t.text('account_id').notNullable();
    t.text('operation_id').notNullable();
    t.text('key').notNullable();
    t.text('request_hash').notNullable();
    t.integer('status');
    t.jsonb('body');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['account_id', 'operation_id', 'key']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('idempotency_keys');
  await knex.schema.dropTable('ledger_entries');
  await knex.schema.dropTable('api_keys');
  await knex.schema.dropTable('accounts');
}
