/**
 * Requests the process is still working on, so a shutdown can wait for them before the database closes.
 * `server.close()` is no such signal: its callback fires once every connection is gone, and a handler keeps running
 * after its client hung up (a sign-in queued for argon2, then writing its session and audit entry).
 *
 * A request counts from the moment the fetch function is entered until its Response (or its promise) settles. That
 * is when the handler's own writes are done; work it hands to `runAfterResponse` is settled separately
 * (lib/background.ts). The hot path (20–50k req/s) pays one state check, one increment and, for an async
 * response, one extra `then` on the promise the server awaits anyway; a synchronous Response is released at once.
 */
import { errorBody } from './api-error.ts';

/** The Node response each request comes with (@hono/node-server's bindings); only its headers are touched. */
interface NodeBindings {
  outgoing?: { setHeader(name: string, value: string): unknown };
}

type Fetch<E> = (request: Request, env: E) => Response | Promise<Response>;

const OPEN = 0;
/** Shutting down: accepted work still runs; responses say `Connection: close` so clients stop reusing the socket. */
const DRAINING = 1;
/** Drained and the database is closing: a late request on a surviving connection gets a 503, never a half-run. */
const REFUSING = 2;

export interface InFlightTracker<E> {
  /** The wrapped fetch function to serve. */
  fetch: Fetch<E>;
  /** Requests whose Response has not settled yet. */
  readonly count: number;
  /**
   * Stop reusing connections and wait until no request is running or `timeoutMs` has passed; resolves with the
   * number still running (0 unless the deadline won). Later requests are refused with a 503.
   */
  drain(timeoutMs: number): Promise<number>;
}

export function trackInFlight<E extends NodeBindings>(inner: Fetch<E>): InFlightTracker<E> {
  let count = 0;
  let state = OPEN;
  let onIdle: (() => void) | undefined;

  const release = (): void => {
    count -= 1;
    if (count === 0 && onIdle) onIdle();
  };

  const fetch: Fetch<E> = (request, env) => {
    if (state !== OPEN) {
      env?.outgoing?.setHeader('connection', 'close');
      if (state === REFUSING) return refused();
    }
    count += 1;
    let result: Response | Promise<Response>;
    try {
      result = inner(request, env);
    } catch (error) {
      release();
      throw error;
    }
    // A side branch: the server still awaits the very promise the app returned, and its rejection stays its own.
    // Duck-typed like @hono/node-server's own check, so whatever it awaits is what is tracked.
    if (typeof (result as PromiseLike<Response>).then === 'function') (result as PromiseLike<Response>).then(release, release);
    else release();
    return result;
  };

  return {
    fetch,
    get count() {
      return count;
    },
    drain(timeoutMs) {
      state = DRAINING;
      return new Promise<number>((resolve) => {
        const finish = (): void => {
          clearTimeout(timer);
          onIdle = undefined;
          state = REFUSING;
          resolve(count);
        };
        const timer = setTimeout(finish, timeoutMs);
        if (count === 0) finish();
        else onIdle = finish;
      });
    },
  };
}

function refused(): Response {
  return new Response(JSON.stringify(errorBody('SERVICE_UNAVAILABLE')), {
    status: 503,
    headers: { 'content-type': 'application/json', 'retry-after': '5', 'cache-control': 'no-store' },
  });
}
