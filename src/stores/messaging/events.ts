/**
 * One live events connection per browser: the tab that holds the `ae-events` Web Lock opens the EventSource and
 * passes every event to the other tabs on a BroadcastChannel; when it closes, another tab takes the lock and the
 * stream over (resuming from the last event id). Without Web Locks each tab connects on its own.
 *
 * Reconnects back off (1 s doubling to 30 s); after three failed stream attempts in a row the store polls
 * `/api/events/poll` every 5 s instead, and tries the stream again now and then. Events are handed to listeners
 * once each: ids already seen are dropped (a replay resends the last few seconds, see server events/log.ts).
 */
import { atom } from 'nanostores';
import { EPHEMERAL_EVENT_TYPES, EVENT_TYPES } from '../../../contract/messaging/constants.ts';
import type { StreamEvent } from '../../../contract/messaging/events.ts';
import { $session } from '../auth/session.ts';
import { messagingApi, EVENTS_PATH } from './clients.ts';

export type EventsStatus = 'idle' | 'connecting' | 'live' | 'polling' | 'offline';
export const $eventsStatus = atom<EventsStatus>('idle');

type Listener = (event: StreamEvent) => void;
const listeners = new Set<Listener>();
const seen = new Set<number>();
const SEEN_LIMIT = 2000;
let lastEventId: number | null = null;
let started = false;
let channel: BroadcastChannel | null = null;

/** Calls `listener` with every event of this browser's stream; returns the unsubscribe function. */
export function onEvent(listener: Listener): () => void {
  listeners.add(listener);
  startEvents();
  return () => listeners.delete(listener);
}

function deliver(event: StreamEvent, fromOtherTab = false): void {
  if (event.id !== null) {
    if (seen.has(event.id)) return;
    seen.add(event.id);
    if (seen.size > SEEN_LIMIT) seen.delete(seen.values().next().value as number);
    if (lastEventId === null || event.id > lastEventId) lastEventId = event.id;
  }
  if (!fromOtherTab) channel?.postMessage(event);
  for (const listener of listeners) listener(event);
}

export function startEvents(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  if ('BroadcastChannel' in window) {
    channel = new BroadcastChannel('ae-events');
    channel.onmessage = (message: MessageEvent<StreamEvent | { status: EventsStatus } | { ask: 'status' }>) => {
      if ('ask' in message.data) {
        // A tab that just opened asks how the stream stands; the tab that holds it answers.
        if (holding) channel?.postMessage({ status: $eventsStatus.get() });
      } else if ('status' in message.data) $eventsStatus.set(message.data.status);
      else deliver(message.data, true);
    };
    channel.postMessage({ ask: 'status' });
  }
  // Signing out ends the stream at once: left open, the revoked session's reconnects and the counts they trigger
  // answer 401 in the console before the login page arrives.
  const unlisten = $session.subscribe((session) => {
    if (session.status === 'anonymous') stopEvents();
  });
  stopHooks.push(unlisten);
  if (!started) return;
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  if (locks && channel) {
    // Held for the life of the tab (or until sign-out): the stream lives in whichever tab holds it.
    void locks.request(
      'ae-events',
      () =>
        new Promise<void>((release) => {
          if (!started) return release();
          holding = true;
          stopHooks.push(() => {
            holding = false;
            release();
          });
          connect();
        }),
    );
  } else {
    holding = true;
    connect();
  }
}

const stopHooks: (() => void)[] = [];
/** This tab runs the stream (it holds the lock, or there are no locks). */
let holding = false;

const SETTLED: ReadonlySet<EventsStatus> = new Set(['live', 'polling', 'offline']);
/** How long a first read waits for the stream at most: a stream that cannot connect must not hold the page back. */
const SETTLE_CAP_MS = 2000;
let settledOnce = false;

/**
 * Resolves once this page's stream has settled (live here or in the tab that holds it, polling, or offline) for the
 * first time, or after a short cap; at once when there is no stream. A list read after it misses nothing: a stream
 * opened without an event id replays nothing, so a change made between an earlier read and the stream's `ready`
 * would never arrive. Later reads do not wait (a reconnect resumes from the last event id).
 */
export function firstStreamSettled(): Promise<void> {
  if (!started) return Promise.resolve();
  if (settledOnce || SETTLED.has($eventsStatus.get())) {
    settledOnce = true;
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const done = () => {
      settledOnce = true;
      clearTimeout(cap);
      unsubscribe();
      resolve();
    };
    const cap = setTimeout(done, SETTLE_CAP_MS);
    const unsubscribe = $eventsStatus.listen((status) => {
      if (SETTLED.has(status) || !started) done();
    });
  });
}

/** Closes the stream and stops polling; the next `startEvents` (a later sign-in on this page) starts afresh. */
export function stopEvents(): void {
  if (!started) return;
  started = false;
  source?.close();
  source = null;
  clearTimeout(pollTimer);
  clearTimeout(retryTimer);
  channel?.close();
  channel = null;
  failures = 0;
  settledOnce = false;
  setStatus('idle');
  for (const hook of stopHooks.splice(0)) hook();
}

function setStatus(status: EventsStatus): void {
  $eventsStatus.set(status);
  channel?.postMessage({ status });
}

let failures = 0;
let source: EventSource | null = null;
let pollTimer: ReturnType<typeof setTimeout> | undefined;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function connect(): void {
  if (!started) return;
  if (!navigator.onLine) {
    setStatus('offline');
    window.addEventListener('online', connect, { once: true });
    return;
  }
  setStatus('connecting');
  const url = lastEventId === null ? EVENTS_PATH : `${EVENTS_PATH}?last_event_id=${lastEventId}`;
  source = new EventSource(url, { withCredentials: true });
  for (const name of EVENT_TYPES) {
    source.addEventListener(name, (raw) => {
      const message = raw as MessageEvent<string>;
      if (name === 'ready') {
        failures = 0;
        setStatus('live');
      }
      // EventSource keeps the last id for events that carry none (typing, deltas): those are live-only, id null.
      const id = EPHEMERAL_EVENT_TYPES.includes(name) || !message.lastEventId ? null : Number(message.lastEventId);
      deliver({ type: name, id, data: JSON.parse(message.data) } as StreamEvent);
    });
  }
  source.onerror = () => {
    // EventSource retries by itself after a dropped stream; a refused one (401, 503) is CLOSED and ours to retry.
    if (source?.readyState !== EventSource.CLOSED) {
      setStatus('connecting');
      return;
    }
    source = null;
    failures += 1;
    if (failures >= 3) startPolling();
    else retryTimer = setTimeout(connect, Math.min(30_000, 1000 * 2 ** failures));
  };
}

function startPolling(): void {
  setStatus(navigator.onLine ? 'polling' : 'offline');
  clearTimeout(pollTimer);
  const tick = async () => {
    if (!started) return;
    try {
      const result = await messagingApi.pollEvents({ query: lastEventId === null ? {} : { after: lastEventId } });
      if (result.reset) deliver({ type: 'reset', id: null, data: { reason: result.reset } });
      for (const event of result.events) deliver(event as StreamEvent);
      if (lastEventId === null) lastEventId = result.last_event_id;
      failures += 1;
      // Every sixth poll (about 30 s) the stream gets another chance.
      if (failures % 6 === 0) {
        connect();
        return;
      }
    } catch {
      if (!started) return;
      setStatus('offline');
    }
    pollTimer = setTimeout(tick, 5000);
  };
  void tick();
}
