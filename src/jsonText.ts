/**
 * A value already written as JSON text, so that a hot path can build its text from precomputed parts instead of a
 * fresh object tree and a whole JSON.stringify (issue 23: the events of a streamed chat call). Where JSON is written
 * (src/http/respond.ts) the text goes out as is; JSON.stringify of a value holding one (an idempotent stream's kept
 * events) gives the same text through toJSON; `value()` parses it back for a consumer that reads the fields.
 */
export class JsonText<T = unknown> {
  constructor(readonly json: string) {}

  value(): T {
    return JSON.parse(this.json) as T;
  }

  toJSON(): T {
    return this.value();
  }
}

/** The JSON text of a value: a JsonText's own text, anything else through JSON.stringify. */
export function jsonTextOf(value: unknown): string {
  return value instanceof JsonText ? value.json : JSON.stringify(value);
}
