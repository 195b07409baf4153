/**
 * Events of an SSE answer that are ready together (a chat stream: the chunks of one upstream read). A stream's
 * iterator may yield a batch in place of a single event: one step of the iterator instead of one per event (issue
 * 23). src/http/respond.ts writes its events in order, as it writes single ones; an idempotent stream keeps them one
 * by one (src/http/idempotency.ts), so a replay is the same event list.
 */
export class EventBatch<T> {
  constructor(readonly events: readonly T[]) {}
}

/** What a stream's iterator yields: one event or a batch of them. */
export type StreamItem<T> = T | EventBatch<T>;

/** The events an item stands for, in order. */
export function eventsOf<T>(item: StreamItem<T>): readonly T[] {
  return item instanceof EventBatch ? item.events : [item];
}
