/**
 * POST /v1/images/generations: route -> admit the price of n images of that size -> generate -> store (url) or
 * encode (b64_json) -> settle n images. With `url`, each PNG is kept until its signed URL expires
 * (src/media/images/signedUrls.ts); a browser opens the URL without a key.
 */
import type { Db } from '../../../db/connect';
import { insertImages } from '../../../db/images';
import { newId } from '../../auth/apiKeys';
import type { UsageHandle } from '../../metering/types';
import { signedImageUrl } from '../../media/images/signedUrls';
import type { components } from '../../../generated/api';
import type { GatewayDeps } from '../state';
import { resolveMediaRoute } from './route';

type ImageRequest = components['schemas']['ImageGenerationRequest'] & { seed?: number | null };
type ImagesResponse = components['schemas']['ImagesResponse'];

export interface ImageUrls { db: Db; baseUrl: string; secret: string; ttlSeconds: number }

export async function generateImages(
  app: GatewayDeps, urls: ImageUrls, call: { accountId: string; body: ImageRequest; usage: UsageHandle; signal: AbortSignal },
): Promise<ImagesResponse> {
  const { body } = call;
  const model = body.model ?? 'graha-image-basic';
  const n = body.n ?? 1;
  const size = body.size ?? '1024x1024';
  const route = await resolveMediaRoute(app, call.accountId, model, 'images');
  const price = { kind: 'image' as const, model: route.model.id, size };
  await call.usage.admit({ price, model: route.model.id, endpointType: 'images', maxUnits: { images: n } });
  const { images } = await route.call({ prompt: body.prompt, n, size, seed: body.seed ?? undefined, target: route.target, signal: call.signal });
  const created = Math.floor(Date.now() / 1000);
  let data: ImagesResponse['data'];
  if ((body.response_format ?? 'url') === 'b64_json') {
    data = images.map((png) => ({ b64_json: png.toString('base64') }));
  } else {
    const expires = created + urls.ttlSeconds;
    const rows = images.map((content) => ({ id: newId('img'), account_id: call.accountId, content, expires_at: new Date(expires * 1000) }));
    await insertImages(urls.db, rows);
    data = rows.map((r) => ({ url: signedImageUrl(urls.baseUrl, urls.secret, r.id, expires) }));
  }
  await call.usage.settle({ images: images.length });
  return { created, data };
}
