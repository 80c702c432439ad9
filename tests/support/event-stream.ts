/**
 * Reads a `text/event-stream` response the way a browser's EventSource does (id, event and data fields; comment
 * lines ignored), so tests can wait for the events a person's open page would receive.
 */
export interface StreamedEvent {
  id: number | null;
  type: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read event data by field.
  data: any;
}

export interface EventStreamReader {
  readonly events: StreamedEvent[];
  /** The next event (after those already taken) of `type` matching `where`; fails after `timeoutMs`. */
  next(type: string, where?: (event: StreamedEvent) => boolean, timeoutMs?: number): Promise<StreamedEvent>;
  /** Events of `type` that arrive within `ms` (to show that nothing came). */
  collect(type: string, ms: number): Promise<StreamedEvent[]>;
  /** Resolves when the server ended the stream. */
  readonly ended: Promise<void>;
  close(): Promise<void>;
}

export function readEventStream(response: Response): EventStreamReader {
  if (!response.body) throw new Error('readEventStream: the response has no body');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const events: StreamedEvent[] = [];
  const taken = new Set<StreamedEvent>();
  const listeners = new Set<() => void>();
  let buffer = '';
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const ended = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += typeof value === 'string' ? value : decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = parseBlock(block);
          if (event) events.push(event);
          end = buffer.indexOf('\n\n');
        }
        notify();
      }
    } catch {
      // Cancelled by close().
    }
    notify();
  })();

  return {
    events,
    ended,
    next(type, where = () => true, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find((event) => !taken.has(event) && event.type === type && where(event));
          if (!found) return;
          taken.add(found);
          listeners.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`no ${type} event within ${timeoutMs} ms; got: ${events.map((event) => event.type).join(', ')}`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
    async collect(type, ms) {
      const before = events.length;
      await new Promise((resolve) => setTimeout(resolve, ms));
      return events.slice(before).filter((event) => event.type === type);
    },
    async close() {
      await reader.cancel().catch(() => undefined);
      await ended;
    },
  };
}

function parseBlock(block: string): StreamedEvent | null {
  let id: number | null = null;
  let type = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':') || line === '') continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') id = Number(value);
    else if (field === 'event') type = value;
    else if (field === 'data') data.push(value);
  }
  if (data.length === 0) return null;
  return { id, type, data: JSON.parse(data.join('\n')) };
}
