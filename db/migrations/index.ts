/**
 * The ordered list of migrations. A static list (rather than a directory scan) works the same under tsx,
 * vitest and any bundler. Append new migrations at the end; never edit one that has shipped.
 */
import type { Knex } from 'knex';
import * as accounts from './0001_accounts';
import * as billing from './0002_billing';
import * as limits from './0003_limits';
import * as gateway from './0004_gateway';
import * as usageRequests from './0005_usage_requests';
import * as idempotentStreams from './0006_idempotent_streams';
import * as idempotencyExpiry from './0007_idempotency_expiry';
import * as idempotencyOwner from './0008_idempotency_owner';
import * as files from './0009_files';
import * as generatedImages from './0010_generated_images';
import * as jobs from './0011_jobs';
import * as platform from './0012_platform';
import * as dashboard from './0013_dashboard';
import * as authListeners from './0014_auth_listeners';
import * as ledgerAccountPerStatement from './0015_ledger_account_per_statement';
import * as usageReportedTokens from './0016_usage_reported_tokens';

interface Migration { up(knex: Knex): Promise<void>; down(knex: Knex): Promise<void> }

const migrations: Array<[string, Migration]> = [
  ['0001_accounts', accounts],
  ['0002_billing', billing],
  ['0003_limits', limits],
  ['0004_gateway', gateway],
  ['0005_usage_requests', usageRequests],
  ['0006_idempotent_streams', idempotentStreams],
  ['0007_idempotency_expiry', idempotencyExpiry],
  ['0008_idempotency_owner', idempotencyOwner],
  ['0009_files', files],
  ['0010_generated_images', generatedImages],
  ['0011_jobs', jobs],
  ['0012_platform', platform],
  ['0013_dashboard', dashboard],
  ['0014_auth_listeners', authListeners],
  ['0015_ledger_account_per_statement', ledgerAccountPerStatement],
  ['0016_usage_reported_tokens', usageReportedTokens],
];

export const migrationSource: Knex.MigrationSource<[string, Migration]> = {
  getMigrations: async () => migrations,
  getMigrationName: ([name]) => name,
  getMigration: async ([, migration]) => migration,
};
