/**
 * The handler contract. Each operationId in openapi.yaml has a file handlers/<operationId>.ts whose default export
 * is a Handler<'operationId'>. Input and output types come from generated/api.ts (openapi-typescript), so a handler
 * that returns a status or body the contract does not allow fails `tsc`, and handlers/index.ts fails `tsc` when an
 * operation has no handler.
 *
 * A handler reads its typed input, calls a domain module and returns one of:
 *   { status, body }                       JSON (validated against the spec in tests)
 *   { status, binary, contentType }        raw bytes (audio, images, svg)
 *   { status, sse }                        a Server-Sent Events stream of JSON events, then `data: [DONE]`
 * Errors are thrown as ApiError values from src/errors.ts; one middleware maps them to the envelope.
 */
import type { operations } from '../../generated/api';
import type { AppContext } from '../context';
import type { AuthContext } from '../auth/authenticate';
import type { TokenAccount } from '../limits/hook';
import type { Meter } from '../billing/meter';

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
      ? { status: S; binary: Buffer; contentType: string; headers?: Record<string, string> }
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
   * Token accounting for the tokens-per-minute limit (src/limits/hook.ts): call `correctTokens(usage.total_tokens)`
   * when the real usage is known; `reserveTokens(n)` for input the pipeline did not estimate. Absent when limits
   * are off or the caller is not an API key.
   */
  limits?: TokenAccount;
  /**
   * Billing (src/billing/meter.ts). Fixed-price operations (`x-graha-price` in openapi.yaml) are billed by the pipeline.
   * Token-priced handlers call `meter.reserve(maxMicroUsd, {model, endpointType})` before any work (throws 402),
   * then `meter.settle(actualMicroUsd, usage)`; streams call `meter.progress(costSoFar, usageSoFar)` and are settled when they end (also on disconnect).
   */
  meter: Meter;
}

export type Handler<K extends OperationId> = (input: HandlerInput<K>) => Promise<HandlerResult<K>>;

/** The registry type: every operation must have a handler (missing keys fail tsc). */
export type HandlerRegistry = { [K in OperationId]: Handler<K> };

/** Requires an authenticated caller (operations under bearerAuth always have one). */
export function callerOf(input: { auth: AuthContext | null }): AuthContext {
  if (!input.auth) throw new Error('handler for an authenticated operation ran without a caller');
  return input.auth;
}
