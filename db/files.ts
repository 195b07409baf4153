/** Queries for uploaded files. Every query is scoped to the owning account: another account's id is not found. */
import type { Db } from './connect';

export interface FileRow {
  id: string;
  account_id: string;
  filename: string;
  purpose: 'fine-tune' | 'batch' | 'evaluation';
  status: 'uploaded' | 'processed' | 'error';
  bytes: string | number;
  line_count: number | null;
  token_count: string | number;
  created_at: Date;
}

const META = ['id', 'account_id', 'filename', 'purpose', 'status', 'bytes', 'line_count', 'token_count', 'created_at'] as const;

export async function insertFile(db: Db, row: Omit<FileRow, 'created_at'> & { content: Buffer }): Promise<FileRow> {
  const [inserted] = await db('files').insert(row).returning([...META]);
  return inserted as FileRow;
}

export async function findFile(db: Db, accountId: string, id: string): Promise<FileRow | undefined> {
  return db('files').where({ id, account_id: accountId }).first([...META]) as Promise<FileRow | undefined>;
}

/** The file's bytes (for the jobs that read it), or null when the account has no such file. */
export async function fileContent(db: Db, accountId: string, id: string): Promise<Buffer | null> {
  const row = await db('files').where({ id, account_id: accountId }).first('content');
  return row ? Buffer.from(row.content) : null;
}

/** Newest first; `after` is the id of the last file of the previous page. */
export async function listFiles(db: Db, accountId: string, opts: { purpose?: string; after?: string; limit: number }): Promise<FileRow[]> {
  const q = db('files').where({ account_id: accountId }).select([...META]).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(opts.limit);
  if (opts.purpose) q.andWhere({ purpose: opts.purpose });
  if (opts.after) {
    const cursor = await db('files').where({ id: opts.after, account_id: accountId }).first('created_at', 'id');
    if (cursor) q.andWhere((w) => w.where('created_at', '<', cursor.created_at).orWhere((x) => x.where('created_at', cursor.created_at).andWhere('id', '<', cursor.id)));
  }
  return q as Promise<FileRow[]>;
}

export async function deleteFile(db: Db, accountId: string, id: string): Promise<boolean> {
  // `returning` rather than the affected-row count, which the embedded driver does not report.
  const deleted = await db('files').where({ id, account_id: accountId }).delete().returning('id');
  return deleted.length > 0;
}
