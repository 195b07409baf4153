import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { removeFile } from '../src/files/files';

/** DELETE /v1/files/{file_id}: removes the file and its content. */
const deleteFile: Handler<'deleteFile'> = async (input) => ({
  status: 200, body: await removeFile(input.app.db, callerOf(input).account.id, input.params.file_id),
});
export default deleteFile;
