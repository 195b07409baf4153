/**
 * One knex instance: a real PostgreSQL server when DATABASE_URL is set, embedded PGlite otherwise.
 * Both speak the PostgreSQL dialect and run the same migrations and queries.
 */
import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrationSource } from './migrations/index';

// BIGINT (int8) columns hold micro-USD; parse them as JS numbers. Safe: 2^53 micro-USD is ~90 billion USD.
pg.types.setTypeParser(20, (v: string) => Number(v));

export type Db = Knex;

export interface DbOptions {
  databaseUrl: string | null;
  /** Directory of the embedded database; null = in memory. */
  pgliteDir?: string | null;
  /** Start the embedded database from a dumped data dir (tests copy one migrated template). */
  pgliteTemplate?: Blob | null;
  poolMax?: number;
}

export async function connectDb(opts: DbOptions): Promise<Db> {
  if (opts.databaseUrl) {
    return knexFactory({
      client: 'pg',
      connection: opts.databaseUrl,
      pool: { min: 0, max: opts.poolMax ?? 10 },
    });
  }
  if (opts.pgliteDir) fs.mkdirSync(path.dirname(opts.pgliteDir), { recursive: true });
  const pglite = new PGlite({
    dataDir: opts.pgliteDir ?? undefined,
    loadDataDir: opts.pgliteTemplate ?? undefined,
  });
  await pglite.waitReady;
  await pglite.query("SET TIME ZONE 'UTC'");
  return knexFactory({
    client: ClientPgLite as unknown as typeof knexFactory.Client,
    dialect: 'postgres',
    connection: () => ({ pglite }) as object,
  } as Knex.Config);
}

export async function migrateLatest(db: Db): Promise<void> {
  await db.migrate.latest({ migrationSource });
}

/** Dumps the embedded database's data dir (a tarball PGlite can start from), e.g. a migrated test template. */
export async function dumpEmbeddedDatabase(db: Db): Promise<Blob> {
  const connection = (await db.client.acquireConnection()) as { dumpDataDir?: (compression?: 'none') => Promise<Blob> };
  try {
    if (!connection.dumpDataDir) throw new Error('dumpEmbeddedDatabase needs the embedded (PGlite) database');
    return await connection.dumpDataDir('none');
  } finally {
    await db.client.releaseConnection(connection);
  }
}
