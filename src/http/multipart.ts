/** multipart/form-data parsing with busboy (openapi-backend does not parse multipart; docs/architecture.md section 8.1). */
import busboy from 'busboy';
import type { Request } from 'express';
import { errors } from '../errors';
import type { UploadedFile } from './handler';

/** Room for the form's other fields and part headers beside a file of the largest allowed size. */
const MULTIPART_SLACK_BYTES = 1024 * 1024;

/**
 * How long the rest of a refused upload is read and thrown away after the answer, before the connection is cut.
 * Closing at once with unread bytes in the socket makes the kernel reset the connection, which can destroy the
 * answer before the client has read it (seen in test/media/http-transcription.test.ts); a short linger, as web
 * servers do (nginx lingering_close), lets the 413 arrive.
 */
const LINGER_MS = 2000;

function cutOffAfterAnswer(req: Request): void {
  req.res?.once('finish', () => {
    req.resume();
    setTimeout(() => req.socket.destroy(), LINGER_MS).unref();
  });
}

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
      cutOffAfterAnswer(req);
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
        // Refused while the upload is still arriving: nothing more is kept, the 413 leaves now and the connection is
        // cut shortly after it (nothing was ever written anywhere but memory).
        failed = errors.payloadTooLarge(maxBytes);
        req.unpipe(parser);
        stream.resume();
        cutOffAfterAnswer(req);
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
