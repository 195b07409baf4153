import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { getFile } from '../src/files/files';

/** GET /v1/files/{file_id}: one of the account's files (another account's id is 404). */
const retrieveFile: Handler<'retrieveFile'> = async (input) => ({
  status: 200, body: await getFile(input.app.db, callerOf(input).account.id, input.params.file_id),
});
export default retrieveFile;
