/**
 * The one error catalogue. Domain code throws these; src/http/errorHandler.ts maps them to the
 * envelope of docs/architecture.md section 2: {"error": {type, message, status, code, param}}.
 * Types follow spec section 7; 402 uses `payment_required` (our decision, docs/architecture.md section 2).
 */
export type ErrorType =
  | 'invalid_request'
  | 'authentication_error'
  | 'payment_required'
  | 'permission_denied'
  | 'not_found'
  | 'conflict'
  | 'rate_limit_exceeded'
  | 'server_error'
  | 'service_unavailable';

export interface ErrorBody {
  error: { type: ErrorType; message: string; status: number; code: string | null; param: string | null };
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: ErrorType,
    message: string,
    readonly code: string | null = null,
    readonly param: string | null = null,
    /** Extra response headers, e.g. Retry-After on 429/503. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ErrorBody {
    return {
      error: { type: this.type, message: this.message, status: this.status, code: this.code, param: this.param },
    };
  }
}

/**
 * The OpenAI SDKs retry every 409 and 5xx by default unless the answer says `x-should-retry: false`; a conflict that a
 * retry cannot resolve says so (the SDK would otherwise repeat it with backoff for nothing).
 */
const NO_RETRY = Object.freeze({ 'x-should-retry': 'false' });

function retryHeaders(retryAfterMs: number): Record<string, string> {
  const ms = Math.max(0, Math.ceil(retryAfterMs));
  return { 'retry-after': String(Math.max(1, Math.ceil(ms / 1000))), 'retry-after-ms': String(ms) };
}

export const errors = {
  invalidRequest: (message: string, param: string | null = null, code: string | null = 'invalid_value') =>
    new ApiError(400, 'invalid_request', message, code, param),
  malformedJson: (message: string) => new ApiError(400, 'invalid_request', message, 'malformed_json', null),
  unauthenticated: (message = 'Missing or invalid API key. Send "Authorization: Bearer svc_live_...".', code = 'invalid_api_key') =>
    new ApiError(401, 'authentication_error', message, code, null),
  paymentRequired: (code: 'insufficient_balance' | 'spending_cap_exceeded' | 'budget_paused', message: string) =>
    new ApiError(402, 'payment_required', message, code, null),
  permissionDenied: (message: string, code: string | null = 'insufficient_scope') =>
    new ApiError(403, 'permission_denied', message, code, null),
  planRequired: (feature: string, plans: readonly string[], currentPlan: string) =>
    new ApiError(403, 'permission_denied', `${feature} needs the ${plans.join(', ')} plan; this account is on ${currentPlan}.`, 'plan_required', null),
  notFound: (message: string, param: string | null = null) => new ApiError(404, 'not_found', message, 'not_found', param),
  methodNotAllowed: (method: string, path: string) =>
    new ApiError(405, 'invalid_request', `Method ${method} is not allowed on ${path}.`, 'method_not_allowed', null),
  /**
   * `retryAfterMs`: the conflict passes by itself (a request with the same key still in progress), so clients are
   * told when to retry; without it a retry cannot help and the answer says so.
   */
  conflict: (message: string, code: string | null = 'conflict', param: string | null = null, retryAfterMs: number | null = null) =>
    new ApiError(409, 'conflict', message, code, param, retryAfterMs !== null ? retryHeaders(retryAfterMs) : { ...NO_RETRY }),
  payloadTooLarge: (limitBytes: number) =>
    new ApiError(413, 'invalid_request', `Request body exceeds ${limitBytes} bytes.`, 'payload_too_large', null),
  unsupportedMediaType: (expected: string, got: string | undefined) =>
    new ApiError(415, 'invalid_request', `Content-Type must be ${expected}${got ? `, got ${got}` : ''}.`, 'unsupported_media_type', null),
  unsupportedEncoding: (got: string) =>
    new ApiError(415, 'invalid_request', `${got}; send the body uncompressed or as gzip, deflate or br.`, 'unsupported_media_type', null),
  rateLimited: (message: string, retryAfterMs: number, code = 'requests') =>
    new ApiError(429, 'rate_limit_exceeded', message, code, null, retryHeaders(retryAfterMs)),
  unavailable: (message: string, retryAfterMs = 1000, code: string | null = 'overloaded') =>
    new ApiError(503, 'service_unavailable', message, code, null, retryHeaders(retryAfterMs)),
  internal: () => new ApiError(500, 'server_error', 'Internal server error. The request id identifies it in our logs.', 'internal_error', null),
};
