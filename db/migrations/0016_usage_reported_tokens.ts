import type { Knex } from 'knex';

/**
 * A usage row says which tokens were billed and which the upstream reported (issue 41). `input_tokens` and
 * `output_tokens` are the billed tokens, the ones `cost_micro_usd` is the price of; an upstream can report more than
 * the call reserved (a prompt counted beyond Graha's count plus its margin, a completion beyond the max_tokens Graha
 * sent), and is then billed at the reservation (docs/architecture.md section 4.1). `reported_input_tokens` and
 * `reported_output_tokens` keep what it reported, on the same basis (input without the cached parts of the prompt).
 * Written for every row from now on (equal to the billed tokens unless the upstream reported more); NULL in the rows
 * written before, which read as "as billed". Nullable so that adding them rewrites no existing row.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('usage_events', (t) => {
    t.bigInteger('reported_input_tokens');
    t.bigInteger('reported_output_tokens');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('usage_events', (t) => {
    t.dropColumn('reported_output_tokens');
    t.dropColumn('reported_input_tokens');
  });
}
