/** A fresh database for one test file, copied from the migrated template. */
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';
import { inject } from 'vitest';
import { connectDb, type Db } from '../../db/connect';

export interface TestDb { db: Db; databaseUrl: string | null; drop(): Promise<void> }

export async function freshDatabase(): Promise<TestDb> {
  const templateDb = inject('pgTemplateDb');
  const baseUrl = process.env.DATABASE_URL;
  if (templateDb && baseUrl) {
    const name = `graha_test_${randomBytes(6).toString('hex')}`;
    const admin = knexFactory({ client: 'pg', connection: baseUrl, pool: { min: 0, max: 1 } });
    await admin.raw(`CREATE DATABASE ${name} TEMPLATE ${templateDb}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const db = await connectDb({ databaseUrl: url.toString() });
    return {
      db,
      databaseUrl: url.toString(),
      drop: async () => {
        await db.destroy();
        await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.destroy();
      },
    };
  }
  const file = inject('pgliteTemplatePath');
  if (!file) throw new Error('test template database missing (globalSetup did not run)');
  const db = await connectDb({ databaseUrl: null, pgliteTemplate: new Blob([fs.readFileSync(file)]) });
  return { db, databaseUrl: null, drop: () => db.destroy() };
}
