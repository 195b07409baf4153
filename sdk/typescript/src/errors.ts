/** Every error answer of the API, typed from its envelope: {"error": {type, message, status, code, param}}. */
export class GrahaError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code: string | null,
    readonly param: string | null,
    /** The x-request-id of the failed call: quote it when asking for help. */
    readonly requestId: string | null,
  ) {
    super(message);
    this.name = 'GrahaError';
  }

  static fromBody(status: number, body: unknown, requestId: string | null): GrahaError {
    const e = (body as { error?: { type?: string; message?: string; code?: string | null; param?: string | null } } | null)?.error;
    if (e && typeof e.message === 'string') return new GrahaError(status, e.type ?? 'unknown', e.message, e.code ?? null, e.param ?? null, requestId);
    return new GrahaError(status, 'unknown', `HTTP ${status}`, null, null, requestId);
  }
}
