/** Uploaded files (POST/GET/DELETE /v1/files): stored per account after their lines pass the checks of lines.ts. */
import type { Db } from '../../db/connect';
import { deleteFile, findFile, insertFile, listFiles, type FileRow } from '../../db/files';
import { newId } from '../auth/apiKeys';
import { errors } from '../errors';
import type { components } from '../../generated/api';
import { checkJsonl, type FilePurpose, type LineValidators } from './lines';

type FileObject = components['schemas']['FileObject'];
type FileList = components['schemas']['FileList'];

export function fileView(row: FileRow): FileObject {
  return {
    id: row.id, file_id: row.id, object: 'file', bytes: Number(row.bytes), created_at: Math.floor(row.created_at.getTime() / 1000),
    filename: row.filename, purpose: row.purpose, status: row.status, line_count: row.line_count,
    token_count: row.status === 'processed' ? Number(row.token_count) : null,
  };
}

/** A filename as given, without directories or control characters (it is only ever echoed back). */
function cleanFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255);
  return clean || 'upload.jsonl';
}

export async function uploadFile(
  db: Db, validators: LineValidators, accountId: string, upload: { filename: string; data: Buffer }, purpose: FilePurpose,
): Promise<FileObject> {
  if (upload.data.length === 0) throw errors.invalidRequest('file: the file is empty.', 'file', 'invalid_file');
  const summary = checkJsonl(upload.data, purpose, validators);
  const row = await insertFile(db, {
    id: newId('file'), account_id: accountId, filename: cleanFilename(upload.filename), purpose, status: 'processed',
    bytes: upload.data.length, line_count: summary.lineCount, token_count: summary.tokenCount, content: upload.data,
  });
  return fileView(row);
}

function notFound(id: string) {
  return errors.notFound(`No file ${id} on this account.`, 'file_id');
}

export async function getFile(db: Db, accountId: string, id: string): Promise<FileObject> {
  const row = await findFile(db, accountId, id);
  if (!row) throw notFound(id);
  return fileView(row);
}

export async function pageOfFiles(db: Db, accountId: string, opts: { purpose?: string; after?: string; limit?: number }): Promise<FileList> {
  const limit = opts.limit ?? 20;
  const rows = await listFiles(db, accountId, { ...opts, limit: limit + 1 });
  return { object: 'list', data: rows.slice(0, limit).map(fileView), has_more: rows.length > limit };
}

export async function removeFile(db: Db, accountId: string, id: string): Promise<{ id: string; object: 'file'; deleted: true }> {
  if (!(await deleteFile(db, accountId, id))) throw notFound(id);
  return { id, object: 'file', deleted: true };
}
