/**
 * Per-request logger (`c.var.log`) carrying the request id, and one line per finished request.
 * Only method, path (no query string: it can hold an e-mail), status and duration are logged.
 *
 * The child logger is created on first use: most requests log nothing but their request line, and pino's
 * `child()` (bindings serialised, a new logger object) on every request showed up under load. The request line
 * goes through the process logger with `request_id` as its first field, which writes the same JSON as the child
 * would (`{"level":30,"time":…,"request_id":…,"method":…,…,"msg":"request"}`), and only when its level is on.
 */
import type { Context } from 'hono';
import type { Logger } from 'pino';

/**
 * A pino logger that becomes `parent.child(bindings)` the first time anything on it is touched (a log call,
 * `level`, `child`…), so it behaves exactly like that child for whoever holds it.
 */
export class LazyChildLogger {
  /** Hand this out: it is the child, created on first touch. */
  readonly logger: Logger;
  #child: Logger | undefined;

  constructor(
    readonly parent: Logger,
    readonly bindings: Record<string, unknown>,
  ) {
    this.logger = new Proxy(this, LAZY_HANDLER) as unknown as Logger;
  }

  /** The child, created now if nobody touched it yet. */
  get child(): Logger {
    this.#child ??= this.parent.child(this.bindings);
    return this.#child;
  }

  get created(): boolean {
    return this.#child !== undefined;
  }
}

/** One handler for every request: all state lives in the LazyChildLogger it wraps. */
const LAZY_HANDLER: ProxyHandler<LazyChildLogger> = {
  get(lazy, property) {
    const child = lazy.child;
    const value = Reflect.get(child, property, child);
    return typeof value === 'function' ? value.bind(child) : value;
  },
  set(lazy, property, value) {
    return Reflect.set(lazy.child, property, value);
  },
  has(lazy, property) {
    return Reflect.has(lazy.child, property);
  },
  getPrototypeOf(lazy) {
    return Reflect.getPrototypeOf(lazy.child);
  },
};

/**
 * The one line per finished request: info; error for a 5xx; warn for a 503, which the API answers on purpose while
 * its database is away or it is shutting down (an expected, temporary state, not a fault in the code).
 */
export function logRequestLine(c: Context, log: LazyChildLogger, startedAt: number): void {
  const status = c.res.status;
  const failed = status >= 500;
  const level = status === 503 ? 'warn' : failed ? 'error' : 'info';
  if (!log.parent.isLevelEnabled(level)) return;
  const line = { method: c.req.method, path: c.req.path, status, ms: Math.round(performance.now() - startedAt) };
  const message = failed ? 'request failed' : 'request';
  // Once the child exists it carries the request id itself; before that, the id leads the line's fields.
  const logger = log.created ? log.child : log.parent;
  const fields = log.created ? line : { ...log.bindings, ...line };
  logger[level](fields, message);
}
