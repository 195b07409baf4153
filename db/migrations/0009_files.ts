import type { Knex } from 'knex';

/**
 * Uploaded JSONL files (POST /v1/files): training data for fine-tuning, batch requests, evaluation test cases. The
 * content lives in the database beside its metadata, so every server process sharing one PostgreSQL reads the same
 * file (no shared disk needed). Files are checked line by line at upload; a stored file is `processed`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('files', (t) => {
    t.text('id').primary();
    t.text('account_id').notNullable().references('accounts.id');
    t.text('filename').notNullable();
    t.text('purpose').notNullable();
    t.text('status').notNullable();
    t.bigInteger('bytes').notNullable();
    t.integer('line_count');
    // Tokens of the examples as the tokenizer counts them (fine-tuning bills tokens x epochs).
    t.bigInteger('token_count').notNullable().defaultTo(0);
    t.binary('content').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['account_id', 'created_at']);
  });
  await knex.raw("ALTER TABLE files ADD CONSTRAINT files_purpose_check CHECK (purpose IN ('fine-tune','batch','evaluation'))");
  await knex.raw("ALTER TABLE files ADD CONSTRAINT files_status_check CHECK (status IN ('uploaded','processed','error'))");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('files');
}
