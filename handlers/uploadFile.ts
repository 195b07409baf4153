import type { Handler } from '../src/http/handler';
import { errors } from '../src/errors';

/** Not implemented yet: answers 501 (documented in openapi.yaml) until its domain issue lands. */
const uploadFile: Handler<'uploadFile'> = async () => {
  throw errors.notImplemented('uploadFile');
};
export default uploadFile;
