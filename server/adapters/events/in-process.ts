/**
 * Events within one process: the embedded default (PGlite is one process's database, so there is nobody else to
 * tell). Delivery is synchronous after the commit, which keeps the order in which transactions committed.
 */
import type { BusEvent, EventsAdapter, EventsSubscriber } from './types.ts';

export function createInProcessEventsAdapter(): EventsAdapter {
  const subscribers = new Set<EventsSubscriber>();
  let closed = false;

  const deliver = (events: BusEvent[]): void => {
    if (closed || events.length === 0) return;
    for (const subscriber of subscribers) subscriber.onMessage({ kind: 'events', events });
  };

  return {
    kind: 'in-process',
    async stage(_tx, events) {
      return () => deliver(events);
    },
    async send(_db, events) {
      deliver(events);
    },
    subscribe(subscriber) {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    listening: () => Promise.resolve(),
    async close() {
      if (closed) return;
      closed = true;
      for (const subscriber of subscribers) subscriber.onClose?.();
      subscribers.clear();
    },
  };
}
