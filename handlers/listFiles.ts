import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { pageOfFiles } from '../src/files/files';

/** GET /v1/files: the account's files, newest first. */
const listFiles: Handler<'listFiles'> = async (input) => ({
  status: 200, body: await pageOfFiles(input.app.db, callerOf(input).account.id, input.query),
});
export default listFiles;
