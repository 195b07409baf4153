import type { Knex } from 'knex';

/**
 * Wallets, holds, usage events, deposits, payment events and budget alerts (docs/architecture.md section 4.1).
 *
 * The money invariant lives in the database: ledger_entries is append-only and every inserted row is applied to the
 * account's wallet by a trigger, so wallets.balance_micro_usd is the sum of the ledger whichever module writes a row,
 * and CHECK constraints keep it (and the balance net of holds) from going negative.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('wallets', (t) => {
    t.text('account_id').primary().references('accounts.id');
    t.bigInteger('balance_micro_usd').notNullable().defaultTo(0);
    // Reserved by requests in flight (sum of process_holds); released or turned into charges when they settle.
    t.bigInteger('held_micro_usd').notNullable().defaultTo(0);
    t.bigInteger('spent_micro_usd').notNullable().defaultTo(0);
    // Spend of the billing cycle (calendar month, UTC) named by cycle_month; reset lazily when the month changes.
    t.text('cycle_month').notNullable().defaultTo('');
    t.bigInteger('cycle_spent_micro_usd').notNullable().defaultTo(0);
    t.bigInteger('monthly_budget_micro_usd');
    t.bigInteger('hard_cap_micro_usd');
    t.boolean('auto_pause').notNullable().defaultTo(false);
    t.text('alert_webhook_url');
    t.text('alert_secret');
    // Highest budget alert percentage already raised in alert_cycle (avoids a lookup on every charge).
    t.text('alert_cycle').notNullable().defaultTo('');
    t.integer('alert_level').notNullable().defaultTo(0);
  });
  await knex.raw('ALTER TABLE wallets ADD CONSTRAINT wallets_balance_nonnegative CHECK (balance_micro_usd >= 0)');
  await knex.raw('ALTER TABLE wallets ADD CONSTRAINT wallets_held_within_balance CHECK (held_micro_usd >= 0 AND held_micro_usd <= balance_micro_usd)');

  // Statement-level with a transition table: a batch of charges updates each wallet once.
  await knex.raw(`
    CREATE FUNCTION graha_apply_ledger_entries() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      entry record;
    BEGIN
      FOR entry IN
        SELECT account_id, sum(amount_micro_usd) AS amount, sum(GREATEST(-amount_micro_usd, 0)) AS spent
        FROM new_entries GROUP BY account_id
      LOOP
        -- UPDATE first: CHECK constraints are evaluated on an INSERT's proposed row before ON CONFLICT arbitration.
        UPDATE wallets SET balance_micro_usd = balance_micro_usd + entry.amount, spent_micro_usd = spent_micro_usd + entry.spent
        WHERE account_id = entry.account_id;
        IF NOT FOUND THEN
          INSERT INTO wallets (account_id, balance_micro_usd, spent_micro_usd) VALUES (entry.account_id, entry.amount, entry.spent)
          ON CONFLICT (account_id) DO UPDATE SET
            balance_micro_usd = wallets.balance_micro_usd + EXCLUDED.balance_micro_usd,
            spent_micro_usd = wallets.spent_micro_usd + EXCLUDED.spent_micro_usd;
        END IF;
      END LOOP;
      RETURN NULL;
    END $$`);
  await knex.raw(`
    CREATE FUNCTION graha_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'ledger_entries is append-only';
    END $$`);
  await knex.raw('CREATE TRIGGER ledger_entries_apply AFTER INSERT ON ledger_entries REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION graha_apply_ledger_entries()');
  await knex.raw('CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION graha_ledger_append_only()');
  // Wallets of accounts that already have ledger rows.
  await knex.raw(`
    INSERT INTO wallets (account_id, balance_micro_usd, spent_micro_usd)
    SELECT account_id, sum(amount_micro_usd), sum(GREATEST(-amount_micro_usd, 0)) FROM ledger_entries GROUP BY account_id`);

  // Holds are kept per server process and account (not one row per request, which would double the writes of a
  // billed call); a process that stops beating its heartbeat has its holds released by the sweeper.
  await knex.schema.createTable('billing_processes', (t) => {
    t.text('id').primary();
    t.timestamp('heartbeat_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('process_holds', (t) => {
    t.text('process_id').notNullable();
    t.text('account_id').notNullable();
    t.bigInteger('held_micro_usd').notNullable().defaultTo(0);
    t.primary(['process_id', 'account_id']);
  });
  await knex.raw('ALTER TABLE process_holds ADD CONSTRAINT process_holds_nonnegative CHECK (held_micro_usd >= 0)');

  await knex.schema.createTable('usage_events', (t) => {
    t.bigIncrements('id').primary();
    t.text('account_id').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.text('operation_id').notNullable();
    t.text('endpoint_type').notNullable();
    t.text('model');
    t.text('request_id');
    t.bigInteger('input_tokens').notNullable().defaultTo(0);
    t.bigInteger('output_tokens').notNullable().defaultTo(0);
    t.bigInteger('cached_read_tokens').notNullable().defaultTo(0);
    t.bigInteger('cache_creation_tokens').notNullable().defaultTo(0);
    // Non-token units: images, characters, audio seconds, GPU-seconds; unit names the kind.
    t.bigInteger('units').notNullable().defaultTo(0);
    t.text('unit');
    t.bigInteger('cost_micro_usd').notNullable();
    t.boolean('completed').notNullable().defaultTo(true);
    t.index(['account_id', 'created_at']);
  });

  await knex.schema.createTable('deposits', (t) => {
    t.text('id').primary();
    t.text('account_id').notNullable().references('accounts.id');
    t.text('provider').notNullable();
    t.text('status').notNullable().defaultTo('pending');
    t.integer('amount_cents').notNullable();
    t.text('charge_currency').notNullable();
    t.bigInteger('charge_amount').notNullable();
    t.text('provider_reference');
    t.text('payment_url').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('completed_at', { useTz: true });
    t.index(['account_id', 'created_at']);
    t.index(['status', 'expires_at']);
  });
  await knex.raw("ALTER TABLE deposits ADD CONSTRAINT deposits_status CHECK (status IN ('pending','succeeded','failed','expired'))");

  // Each provider event is processed once (replays and concurrent duplicates).
  await knex.schema.createTable('payment_events', (t) => {
    t.text('provider').notNullable();
    t.text('event_id').notNullable();
    t.text('type').notNullable();
    t.text('deposit_id');
    t.timestamp('received_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['provider', 'event_id']);
  });

  await knex.schema.createTable('billing_alerts', (t) => {
    t.text('id').primary();
    t.text('account_id').notNullable();
    t.text('cycle_month').notNullable();
    t.integer('threshold_percent').notNullable();
    t.bigInteger('budget_micro_usd').notNullable();
    t.bigInteger('spent_micro_usd').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.text('webhook_url');
    t.text('delivery_status').notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('next_attempt_at', { useTz: true });
    t.timestamp('delivered_at', { useTz: true });
    t.text('last_error');
    t.unique(['account_id', 'cycle_month', 'threshold_percent']);
    t.index(['delivery_status', 'next_attempt_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('billing_alerts');
  await knex.schema.dropTable('payment_events');
  await knex.schema.dropTable('deposits');
  await knex.schema.dropTable('usage_events');
  await knex.schema.dropTable('process_holds');
  await knex.schema.dropTable('billing_processes');
  await knex.raw('DROP TRIGGER ledger_entries_append_only ON ledger_entries');
  await knex.raw('DROP TRIGGER ledger_entries_apply ON ledger_entries');
  await knex.raw('DROP FUNCTION graha_ledger_append_only()');
  await knex.raw('DROP FUNCTION graha_apply_ledger_entries()');
  await knex.schema.dropTable('wallets');
}
