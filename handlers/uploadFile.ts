import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { errors } from '../src/errors';
import { uploadFile as upload } from '../src/files/files';

/** POST /v1/files: a JSONL file, checked line by line, stored for fine-tuning, batches or evaluations. */
const uploadFile: Handler<'uploadFile'> = async (input) => {
  const file = input.files.find((f) => f.fieldName === 'file');
  if (!file) throw errors.invalidRequest('file is required (a multipart part named "file").', 'file');
  return { status: 200, body: await upload(input.app.db, input.app.fileLineValidators, callerOf(input).account.id, file, input.body.purpose) };
};
export default uploadFile;
