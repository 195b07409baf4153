/** multipart/form-data parsing with busboy (openapi-backend does not parse multipart; style.md). */
import busboy from 'busboy';
import type { Request } from 'express';
import { errors } from '../errors';
import type { UploadedFile } from './handler';

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
    const fields: Record<string, string> = {};
    const files: UploadedFile[] = [];
    let failed: Error | null = null;
    parser.on('field', (name, value) => { fields[name] = value; });
    parser.on('file', (fieldName, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('limit', () => { failed = errors.payloadTooLarge(maxBytes); stream.resume(); });
      stream.on('end', () => {
        files.push({ fieldName, filename: info.filename ?? fieldName, mimeType: info.mimeType, data: Buffer.concat(chunks) });
      });
    });
    parser.on('error', (e: Error) => reject(errors.invalidRequest(`Malformed multipart body: ${e.message}`)));
    parser.on('close', () => (failed ? reject(failed) : resolve({ fields, files })));
    req.pipe(parser);
  });
}
