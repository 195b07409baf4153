import type { Handler } from '../src/http/handler';
import { errors } from '../src/errors';
import { findImage } from '../db/images';
import { checkImageSignature } from '../src/media/images/signedUrls';

/** GET /v1/images/files/{image_id}: the PNG behind a signed, unexpired URL (no key: the signature is the permission). */
const getImageFile: Handler<'getImageFile'> = async ({ app, params, query }) => {
  const check = checkImageSignature(app.imageUrlSecret, params.image_id, query.expires, query.signature, Math.floor(Date.now() / 1000));
  if (check === 'bad_signature') throw errors.permissionDenied('This image URL is not valid: its signature does not match.', 'invalid_signature');
  if (check === 'expired') throw errors.permissionDenied('This image URL has expired; generate the image again or ask for b64_json.', 'url_expired');
  const png = await findImage(app.db, params.image_id);
  if (!png) throw errors.notFound(`No image ${params.image_id}.`, 'image_id');
  return { status: 200, binary: png, contentType: 'image/png', headers: { 'cache-control': 'private, max-age=3600' } };
};
export default getImageFile;
