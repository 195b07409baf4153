import type { Knex } from 'knex';

/**
 * Rate-limit windows shared by every server process (src/limits/store.ts). The layout is the one
 * rate-limiter-flexible's RateLimiterPostgres reads and writes (key, points, expire in Unix ms); we create it here,
 * once, instead of letting each process race to CREATE TABLE at start-up. `points` is bigint because token windows
 * of the largest plans hold millions of tokens.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE TABLE rate_limit_windows (
    key varchar(255) PRIMARY KEY,
    points bigint NOT NULL DEFAULT 0,
    expire bigint
  )`);
  await knex.raw('CREATE INDEX rate_limit_windows_expire ON rate_limit_windows (expire)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limit_windows');
}
