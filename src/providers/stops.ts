/** The request's stop sequences as a list (`stop` is null, one string or up to four). */
import type { ChatRequestBody } from './types';

export function stopSequencesOf(body: ChatRequestBody | undefined): string[] {
  const stop = body?.stop;
  if (stop == null) return [];
  return typeof stop === 'string' ? [stop] : stop;
}
