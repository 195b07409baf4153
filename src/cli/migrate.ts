/** `npm run migrate`: apply migrations once (production, several processes sharing one PostgreSQL). */
import { loadConfig } from '../config';
import { connectDb, migrateLatest } from '../../db/connect';
import path from 'node:path';

const config = loadConfig();
const db = await connectDb({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
await migrateLatest(db);
await db.destroy();
console.log('migrations applied');
