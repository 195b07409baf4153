import type { Knex } from 'knex';

/**
 * The dashboard (issue 20 item 5): its users (one sign-in per account, argon2id password hashes), its sessions (only
 * the SHA-256 of the session token is stored, like API keys) and the failure counters that slow down repeated failed
 * sign-ins per email and per client address (src/dashboard/throttle.ts). All in PostgreSQL, so every server process
 * sees the same sessions and the same counters.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('dashboard_users', (t) => {
    t.text('id').primary();
    t.text('account_id').notNullable().unique().references('accounts.id');
    // Lower-cased at sign-up, so "A@x.com" and "a@x.com" are one user.
    t.text('email').notNullable().unique();
    t.text('password_hash').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('dashboard_sessions', (t) => {
    t.text('token_hash').primary();
    t.text('user_id').notNullable().references('dashboard_users.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.index(['user_id']);
    t.index(['expires_at']);
  });
  await knex.schema.createTable('dashboard_login_failures', (t) => {
    // `email:<address>` or `ip:<address>`.
    t.text('subject').primary();
    t.integer('failures').notNullable();
    t.timestamp('last_failure_at', { useTz: true }).notNullable();
    t.timestamp('locked_until', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('dashboard_login_failures');
  await knex.schema.dropTable('dashboard_sessions');
  await knex.schema.dropTable('dashboard_users');
}
