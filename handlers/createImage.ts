import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { generateImages } from '../src/gateway/media/images';

/** POST /v1/images/generations (src/gateway/media/images.ts), billed per image by size. */
const createImage: Handler<'createImage'> = async (input) => {
  const { app } = input;
  const urls = { db: app.db, baseUrl: app.config.publicBaseUrl, secret: app.imageUrlSecret, ttlSeconds: app.config.imageUrlTtlSeconds };
  return { status: 200, body: await generateImages(app, urls, { accountId: callerOf(input).account.id, body: input.body, usage: input.usage, signal: input.signal }) };
};
export default createImage;
