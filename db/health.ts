/** Whether the database answers: the one query behind GET /healthz and GET /readyz. */
import type { Db } from './connect';

export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await db.raw('select 1');
    return true;
  } catch {
    return false;
  }
}
