/**
 * Migrates one template database per run; every test file starts from a copy of it (docs/architecture.md section 8.3: PGlite spends
 * ~2 s in initdb, so tests copy one migrated template). With DATABASE_URL the template is a PostgreSQL database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import type { TestProject } from 'vitest/node';
import { connectDb, dumpEmbeddedDatabase, migrateLatest } from '../../db/connect';

export const TEMPLATE_DB = 'graha_test_template';

declare module 'vitest' {
  export interface ProvidedContext { pgliteTemplatePath: string | null; pgTemplateDb: string | null }
}

export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const admin = knexFactory({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 1 } });
    await admin.raw(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.raw(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.destroy();
    const url = new URL(databaseUrl);
    url.pathname = `/${TEMPLATE_DB}`;
    const db = await connectDb({ databaseUrl: url.toString() });
    await migrateLatest(db);
    await db.destroy();
    project.provide('pgTemplateDb', TEMPLATE_DB);
    project.provide('pgliteTemplatePath', null);
    return;
  }
  const db = await connectDb({ databaseUrl: null });
  await migrateLatest(db);
  const dump = await dumpEmbeddedDatabase(db);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'graha-tpl-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.destroy();
  project.provide('pgliteTemplatePath', file);
  project.provide('pgTemplateDb', null);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
