/** Queries for generated images (migration 0010). */
import type { Db } from './connect';

export async function insertImages(db: Db, rows: Array<{ id: string; account_id: string; content: Buffer; expires_at: Date }>): Promise<void> {
  if (rows.length > 0) await db('generated_images').insert(rows);
}

/** The PNG of an image whose URL has not expired, or null. */
export async function findImage(db: Db, id: string): Promise<Buffer | null> {
  const row = await db('generated_images').where({ id }).andWhere('expires_at', '>', db.fn.now()).first('content');
  return row ? Buffer.from(row.content) : null;
}

/** Deletes expired images, oldest first, a bounded batch per sweep; returns how many. */
export async function deleteExpiredImages(db: Db, batch = 500): Promise<number> {
  const ids = await db('generated_images').where('expires_at', '<=', db.fn.now()).orderBy('expires_at').limit(batch).pluck('id');
  if (ids.length === 0) return 0;
  return (await db('generated_images').whereIn('id', ids).delete().returning('id')).length;
}
