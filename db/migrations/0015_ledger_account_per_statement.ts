import type { Knex } from 'knex';

/**
 * A ledger row's account is checked once per statement and account, not once per row (issue 23).
 *
 * The foreign key ledger_entries.account_id -> accounts.id ran a lookup and a row lock on accounts for every ledger
 * row: about half of what a ledger row costs the database (bench/README.md, "The ledger's foreign key, checked per
 * statement"), and a metered call writes one ledger row. The same guarantees now come from the ledger trigger that
 * every insert already fires (0002_billing):
 *
 * - It updates the wallet of each account of the statement, or inserts one. A wallet references its account by a
 *   foreign key, so a row for an account that does not exist fails the whole statement (SQLSTATE 23503), once per
 *   account in the statement.
 * - So every account with ledger rows has a wallet. Wallets are made permanent here (no DELETE, no TRUNCATE, no
 *   change of account_id), and the wallet's foreign key keeps its account from being deleted or renamed. An account
 *   with ledger rows therefore cannot go away, as before.
 * - Concurrency: the trigger's UPDATE locks the wallet row, and its INSERT locks the account row (the wallet's key
 *   check), for the rest of the transaction, as the per-row check locked the account.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE FUNCTION graha_wallets_permanent() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'wallets are permanent: a wallet is the balance of its account''s ledger rows';
    END $$`);
  await knex.raw('CREATE TRIGGER wallets_permanent BEFORE DELETE OR UPDATE OF account_id ON wallets FOR EACH ROW EXECUTE FUNCTION graha_wallets_permanent()');
  await knex.raw('CREATE TRIGGER wallets_not_truncated BEFORE TRUNCATE ON wallets FOR EACH STATEMENT EXECUTE FUNCTION graha_wallets_permanent()');
  // Accounts that have ledger rows all have wallets (the ledger trigger makes them); this checks it before relying on it.
  await knex.raw(`
    DO $$
    BEGIN
      IF EXISTS (SELECT 1 FROM ledger_entries l WHERE NOT EXISTS (SELECT 1 FROM wallets w WHERE w.account_id = l.account_id)) THEN
        RAISE EXCEPTION 'a ledger row names an account without a wallet';
      END IF;
    END $$`);
  await knex.raw('ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_id_foreign');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_account_id_foreign FOREIGN KEY (account_id) REFERENCES accounts (id)');
  await knex.raw('DROP TRIGGER wallets_not_truncated ON wallets');
  await knex.raw('DROP TRIGGER wallets_permanent ON wallets');
  await knex.raw('DROP FUNCTION graha_wallets_permanent()');
}
