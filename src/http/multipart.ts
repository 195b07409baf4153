/** multipart/form-data parsing with busboy (openapi-backend does not parse multipart; style.md). */
import busboy from 'busboy';
import type { Request } from 'express';
import { errors } from '../errors';
import type { UploadedFile } from './handler';

/** Room for the form's other fields and part headers beside a file of the largest allowed size. */
const MULTIPART_SLACK_BYTES = 1024 * 1024;

export interface ParsedMultipart { fields: Record<string, string>; files: UploadedFile[] }

export function parseMultipart(req: Request, maxBytes: number): Promise<ParsedMultipart> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: maxBytes, files: 4, fields: 50, fieldSize: 1024 * 1024 } });
    } catch (e) {
      reject(errors.invalidRequest(`Malformed multipart body: ${(e as Error).message}`));
      return;
    }
    // A declared length far over the limit is refused before a byte is read (room for the other parts and framing).
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_SLACK_BYTES) {
      req.res?.setHeader('connection', 'close');
      reject(errors.payloadTooLarge(maxBytes));
      return;
    }
    const fields: Record<string, string> = {};
    const files: UploadedFile[] = [];
    let failed: Error | null = null;
    parser.on('field', (name, value) => { fields[name] = value; });
    parser.on('file', (fieldName, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('limit', () => {
        // Refused while the upload is still arriving: stop reading, answer 413 now and close the connection after the
        // answer (the rest is never read; nothing was written anywhere but memory).
        failed = errors.payloadTooLarge(maxBytes);
        req.unpipe(parser);
        stream.resume();
        req.res?.setHeader('connection', 'close');
        reject(failed);
      });
      stream.on('end', () => {
        files.push({ fieldName, filename: info.filename ?? fieldName, mimeType: info.mimeType, data: Buffer.concat(chunks) });
      });
    });
    parser.on('error', (e: Error) => reject(errors.invalidRequest(`Malformed multipart body: ${e.message}`)));
    parser.on('close', () => (failed ? reject(failed) : resolve({ fields, files })));
    req.pipe(parser);
  });
}
