/**
 * Migrates one template database per run; every test file starts from a copy of it (docs/architecture.md section 8.3: PGlite spends
 * ~2 s in initdb, so tests copy one migrated template). With DATABASE_URL the template is a PostgreSQL database.
 *
 * Also makes the run's log folder (test/helpers/runLog.ts): every test app logs at debug into it, the helpers record
 * the secrets they create or send beside it, and the teardown searches the whole log for them and fails the run at
 * the first leak, naming its file and line. GRAHA_TEST_LOG_DIR keeps the folder (and names it) for a look afterwards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import type { TestProject } from 'vitest/node';
import { connectDb, dumpEmbeddedDatabase, migrateLatest } from '../../db/connect';
import { scanRunLog } from '../helpers/runLog';

export const TEMPLATE_DB = 'graha_test_template';

declare module 'vitest' {
  export interface ProvidedContext { pgliteTemplatePath: string | null; pgTemplateDb: string | null; runLogDir: string }
}

export default async function setup(project: TestProject) {
  const keep = process.env.GRAHA_TEST_LOG_DIR;
  const logDir = keep ? (fs.mkdirSync(keep, { recursive: true }), keep) : fs.mkdtempSync(path.join(os.tmpdir(), 'graha-test-log-'));
  project.provide('runLogDir', logDir);
  const scanLog = () => {
    const scan = scanRunLog(logDir);
    if (!keep) fs.rmSync(logDir, { recursive: true, force: true });
    const what = `${scan.lines} lines (${(scan.bytes / 1e6).toFixed(1)} MB) in ${scan.files} files against ${scan.secrets} secrets`;
    if (scan.leaks.length) {
      const list = scan.leaks.slice(0, 20).map((l) => `  ${l.file}:${l.line}: ${l.what}\n    ${l.excerpt}`).join('\n');
      // vitest only logs an error thrown by a global teardown: the exit code says the run failed.
      process.exitCode = 1;
      throw new Error(`secrets in the test run's log (${what}): ${scan.leaks.length} leaks\n${list}`);
    }
    console.log(`secrets scan of the run's debug log: ${what}, none found`);
  };
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
    return scanLog;
  }
  const db = await connectDb({ databaseUrl: null });
  await migrateLatest(db);
  const dump = await dumpEmbeddedDatabase(db);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'graha-tpl-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.destroy();
  project.provide('pgliteTemplatePath', file);
  project.provide('pgTemplateDb', null);
  return () => {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
    scanLog();
  };
}
