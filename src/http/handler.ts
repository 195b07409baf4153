/**
 * The handler contract. Each operationId in openapi.yaml has a file handlers/<operationId>.ts whose default export
 * is a Handler<'operationId'>. Input and output types come from generated/api.ts (openapi-typescript), so a handler
 * that returns a status or body the contract does not allow fails `tsc`, and handlers/index.ts fails `tsc` when an
 * operation has no handler.
 *
 * A handler reads its typed input, calls a domain module and returns one of:
 *   { status, body }                       JSON (validated against the spec in tests)
 *   { status, binary, contentType }        raw bytes (audio, images, svg)
 *   { status, stream, contentType }        raw bytes as they are produced (chunked transfer: synthesized audio);
 *                                          `onClose(completed)` runs when the last byte left or the client went
 *   { status, sse }                        a Server-Sent Events stream of JSON events, then `data: [DONE]`
 * Errors are thrown as ApiError values from src/errors.ts; one middleware maps them to the envelope.
 * The request path that leads here is src/http/pipeline.ts.
 */
import type { operations } from '../../generated/api';
import type { AppContext } from '../context';
import type { AuthContext } from '../auth/authenticate';
import type { UsageHandle } from '../metering/types';

export type OperationId = keyof operations;
type Op<K extends OperationId> = operations[K];

type Param<K extends OperationId, Where extends 'query' | 'path' | 'header'> =
  Op<K> extends { parameters: { [W in Where]?: infer P } } ? ([P] extends [never] ? Record<string, never> : NonNullable<P>) : Record<string, never>;

type JsonBodyOf<K extends OperationId> =
  Op<K> extends { requestBody?: { content: { 'application/json': infer B } } } ? B :
  Op<K> extends { requestBody: { content: { 'application/json': infer B } } } ? B : undefined;

type MultipartFieldsOf<K extends OperationId> =
  Op<K> extends { requestBody: { content: { 'multipart/form-data': infer B } } } ? B : never;

/** A file part of a multipart request, fully read into memory (bounded by MAX_MULTIPART_BYTES). */
export interface UploadedFile { fieldName: string; filename: string; mimeType: string; data: Buffer }

type SuccessStatus = 200 | 201 | 202 | 204;
type ResponsesOf<K extends OperationId> = Op<K>['responses'];
type Content<R> = R extends { content: infer C } ? C : never;

type JsonResult<K extends OperationId> = {
  [S in keyof ResponsesOf<K>]: S extends SuccessStatus
    ? Content<ResponsesOf<K>[S]> extends { 'application/json': infer B }
      ? { status: S; body: B; headers?: Record<string, string> }
      : never
    : never;
}[keyof ResponsesOf<K>];

type HasNonJson<C> = Exclude<keyof C, 'application/json' | 'text/event-stream'> extends never ? false : true;
type BinaryResult<K extends OperationId> = {
  [S in keyof ResponsesOf<K>]: S extends SuccessStatus
    ? HasNonJson<Content<ResponsesOf<K>[S]>> extends true
      ?
        | { status: S; binary: Buffer; contentType: string; headers?: Record<string, string> }
        | { status: S; stream: AsyncIterable<Buffer>; contentType: string; headers?: Record<string, string>; onClose?: (completed: boolean) => void | Promise<void> }
      : never
    : never;
}[keyof ResponsesOf<K>];

type SseResult<K extends OperationId> = {
  [S in keyof ResponsesOf<K>]: S extends SuccessStatus
    ? Content<ResponsesOf<K>[S]> extends { 'text/event-stream': unknown }
      ? { status: S; sse: AsyncIterable<unknown>; headers?: Record<string, string>; onClose?: (completed: boolean) => void | Promise<void> }
      : never
    : never;
}[keyof ResponsesOf<K>];

export type HandlerResult<K extends OperationId> = JsonResult<K> | BinaryResult<K> | SseResult<K>;

export interface HandlerInput<K extends OperationId> {
  app: AppContext;
  /** The caller: null only for operations with `security: []` or the admin scheme. */
  auth: AuthContext | null;
  query: Param<K, 'query'>;
  params: Param<K, 'path'>;
  headers: Record<string, string | undefined>;
  body: [MultipartFieldsOf<K>] extends [never] ? JsonBodyOf<K> : Omit<MultipartFieldsOf<K>, 'file' | 'audio'>;
  files: UploadedFile[];
  /** The raw request body, for signature checks (payment webhooks). */
  rawBody: Buffer | null;
  requestId: string;
  /** Aborted when the client disconnects. */
  signal: AbortSignal;
  /**
   * The call's usage handle (src/metering/types.ts): a paid handler admits its one estimate before any work
   * (`await usage.admit(estimate)`: 400/429 from the rate limits, 402 from the wallet) and settles the units it used
   * (`await usage.settle(units)`); a stream reports cumulative units with `usage.progress(units)` and is settled when
   * it ends, also when the client leaves. Fixed-price operations (`x-graha-price: <name>`) are metered by the
   * pipeline; their handlers leave it alone.
   */
  usage: UsageHandle;
}

export type Handler<K extends OperationId> = (input: HandlerInput<K>) => Promise<HandlerResult<K>>;

/** The registry type: every operation must have a handler (missing keys fail tsc). */
export type HandlerRegistry = { [K in OperationId]: Handler<K> };

/** Requires an authenticated caller (operations under bearerAuth always have one). */
export function callerOf(input: { auth: AuthContext | null }): AuthContext {
  if (!input.auth) throw new Error('handler for an authenticated operation ran without a caller');
  return input.auth;
}
