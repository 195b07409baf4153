/**
 * Stop sequences Anthropic refuses (whitespace only) are applied by this adapter to the answer instead: the request
 * mapping leaves them out, the response mapping cuts the text before the first one, and the stream mapping holds
 * back the few characters that could begin one (then ends with finish_reason stop and drops the upstream connection).
 */
import type { ChatRequestBody } from '../types';
import { stopSequencesOf } from '../stops';

export const isBlank = (text: unknown) => typeof text !== 'string' || text.trim() === '';

/** The stop sequences Anthropic refuses (whitespace only), which this adapter applies to the answer itself. */
export function gatewayStops(body: ChatRequestBody | undefined): string[] {
  return stopSequencesOf(body).filter((s) => s !== '' && isBlank(s));
}

/** Where the first of `stops` begins in `text`, or -1. */
export function firstStopAt(text: string, stops: string[]): number {
  let at = -1;
  for (const s of stops) {
    const i = text.indexOf(s);
    if (i !== -1 && (at === -1 || i < at)) at = i;
  }
  return at;
}
