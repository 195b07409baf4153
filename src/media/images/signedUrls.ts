/**
 * Signed, expiring URLs of generated images: `{base}/v1/images/files/{id}?expires={unix}&signature={hmac}`, the HMAC
 * (SHA-256) of id and expiry under the server's image URL secret. A browser opens one without a key until it
 * expires; changing any part of it breaks the signature. Pure.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function imageSignature(secret: string, id: string, expiresUnix: number): string {
  return createHmac('sha256', secret).update(`${id}.${expiresUnix}`).digest('base64url');
}

export function signedImageUrl(baseUrl: string, secret: string, id: string, expiresUnix: number): string {
  return `${baseUrl.replace(/\/$/, '')}/v1/images/files/${id}?expires=${expiresUnix}&signature=${imageSignature(secret, id, expiresUnix)}`;
}

export type SignatureCheck = 'valid' | 'bad_signature' | 'expired';

export function checkImageSignature(secret: string, id: string, expiresUnix: number, signature: string, nowUnix: number): SignatureCheck {
  const expected = Buffer.from(imageSignature(secret, id, expiresUnix));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad_signature';
  return nowUnix >= expiresUnix ? 'expired' : 'valid';
}
