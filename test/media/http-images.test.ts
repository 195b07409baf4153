/**
 * POST /v1/images/generations and the signed image URLs (issue 16 item 2): real PNGs of the requested size, the
 * same prompt and seed giving the same image, URLs that open without a key until they expire, billing per image by
 * size, the official openai client unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import OpenAI from 'openai';
import { PNG } from 'pngjs';
import { startTestApp, type TestApp } from '../helpers/app';
import { signedImageUrl } from '../../src/media/images/signedUrls';

let app: TestApp;
let key: string;
let accountId: string;
let client: OpenAI;
beforeAll(async () => {
  app = await startTestApp();
  ({ apiKey: key, accountId } = await app.createAccount({ plan: 'scale' }));
  client = new OpenAI({ apiKey: key, baseURL: `${app.url}/v1`, maxRetries: 0 });
});
afterAll(async () => { await app?.close(); });

const decode = (png: Buffer) => PNG.sync.read(png);
/** Mean absolute difference per channel between two same-size images. */
function difference(a: PNG, b: PNG): number {
  let sum = 0;
  for (let i = 0; i < a.data.length; i++) sum += Math.abs(a.data[i] - b.data[i]);
  return sum / a.data.length;
}

describe('the images are real PNGs of the requested size', () => {
  it('b64_json: n different pictures, each reproducible from its prompt and seed', async () => {
    const res = await app.request('POST', '/v1/images/generations', { key, json: { prompt: 'Moon and stars over a temple at night', n: 3, size: '256x256', response_format: 'b64_json', seed: 42 } });
    expect(res.status).toBe(200);
    const images = res.body.data.map((d: { b64_json: string }) => decode(Buffer.from(d.b64_json, 'base64')));
    for (const img of images) expect([img.width, img.height]).toEqual([256, 256]);
    expect(difference(images[0], images[1])).toBeGreaterThan(5);
    // Not a flat fill: the pixels vary.
    const values = new Set(Array.from(images[0].data.filter((_: number, i: number) => i % 4 === 0)));
    expect(values.size).toBeGreaterThan(50);
    const again = await app.request('POST', '/v1/images/generations', { key, json: { prompt: 'Moon and stars over a temple at night', size: '256x256', response_format: 'b64_json', seed: 43 } });
    expect(again.body.data[0].b64_json).toBe(res.body.data[1].b64_json);
    const other = await app.request('POST', '/v1/images/generations', { key, json: { prompt: 'A golden sun over the sea', size: '256x256', response_format: 'b64_json', seed: 42 } });
    expect(difference(decode(Buffer.from(other.body.data[0].b64_json, 'base64')), images[0])).toBeGreaterThan(5);
  });

  it('url: a signed URL a browser opens without a key; a changed or expired URL is 403', async () => {
    const res = await app.request('POST', '/v1/images/generations', { key, json: { prompt: 'Saturn rings', size: '512x512' } });
    expect(res.status).toBe(200);
    const url = new URL(res.body.data[0].url);
    expect(url.origin).toBe(app.url);
    const img = await fetch(url);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    const png = decode(Buffer.from(await img.arrayBuffer()));
    expect([png.width, png.height]).toEqual([512, 512]);
    const tampered = new URL(url);
    tampered.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 1));
    const bad = await app.request('GET', tampered.pathname + tampered.search);
    expect(bad.status).toBe(403);
    expect(bad.body.error.code).toBe('invalid_signature');
    const id = url.pathname.split('/').pop()!;
    const past = Math.floor(Date.now() / 1000) - 10;
    const expired = new URL(signedImageUrl(app.url, app.ctx.imageUrlSecret, id, past));
    const old = await app.request('GET', expired.pathname + expired.search);
    expect(old.status).toBe(403);
    expect(old.body.error.code).toBe('url_expired');
    const unknown = new URL(signedImageUrl(app.url, app.ctx.imageUrlSecret, 'img_doesnotexist00', past + 3600));
    expect((await app.request('GET', unknown.pathname + unknown.search)).status).toBe(404);
  });

  it('the official openai client: images.generate with url and b64_json', async () => {
    const byUrl = await client.images.generate({ prompt: 'A lotus', size: '256x256' });
    expect(byUrl.data?.[0].url).toMatch(/\/v1\/images\/files\/img_/);
    const inline = await client.images.generate({ prompt: 'A lotus', size: '256x256', response_format: 'b64_json', n: 2 });
    expect(inline.data).toHaveLength(2);
    expect(decode(Buffer.from(inline.data![0].b64_json!, 'base64')).width).toBe(256);
  });
});

describe('billing and bad input', () => {
  it('charges per image by size, with a usage row', async () => {
    const { apiKey, accountId: payer } = await app.createAccount({ plan: 'scale', email: 'painter@example.com' });
    expect((await app.request('POST', '/v1/images/generations', { key: apiKey, json: { prompt: 'x', n: 3, size: '512x512', response_format: 'b64_json' } })).status).toBe(200);
    let row;
    for (let i = 0; i < 100 && !row; i++) {
      row = await app.ctx.db('usage_events').where({ account_id: payer, operation_id: 'createImage' }).first();
      if (!row) await new Promise((r) => setTimeout(r, 20));
    }
    // config/prices.yaml: USD 0.018 per 512x512 image.
    expect(row).toMatchObject({ endpoint_type: 'images', model: 'graha-image-basic', unit: 'image' });
    expect(Number(row.units)).toBe(3);
    expect(Number(row.cost_micro_usd)).toBe(3 * 18_000);
  });

  const cases: Array<[string, object, number, string]> = [
    ['an empty prompt', { prompt: '' }, 400, 'prompt'],
    ['more than 4 images', { prompt: 'x', n: 5 }, 400, 'n'],
    ['an unknown size', { prompt: 'x', size: '300x300' }, 400, 'size'],
    ['an unknown format', { prompt: 'x', response_format: 'gif' }, 400, 'response_format'],
    ['a model of another kind', { prompt: 'x', model: 'graha-embed-lexical' }, 400, 'model'],
    ['an unknown model', { prompt: 'x', model: 'dall-e-9' }, 400, 'model'],
  ];
  it.each(cases)('%s', async (_name, json, status, param) => {
    const res = await app.request('POST', '/v1/images/generations', { key, json });
    expect(res.status).toBe(status);
    expect(res.body.error.param).toBe(param);
  });
});
