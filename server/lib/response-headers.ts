/**
 * Headers that middleware puts on every API answer (X-Request-ID, Vary, Cache-Control, nosniff, CORS).
 *
 * `c.header()` makes Hono keep a WHATWG `Headers` object for the response, and @hono/node-server then has to
 * iterate (and sort) it to write the Node response; a handler's `c.json()` without it carries a plain
 * `{ 'Content-Type': … }` object that the adapter writes directly. Four fixed headers through `Headers` cost more
 * than the rest of a cached get-data request's middleware (docs/decisions.md, speed). So when the app runs on
 * @hono/node-server, these headers go straight onto the Node response (`outgoing.setHeader`), which
 * `writeHead` merges with the handler's headers; anywhere else (`app.request()` in tests) they go through
 * `c.header()`. The wire carries the same headers either way.
 *
 * One difference to keep in mind: a header set here is replaced, not merged, when the handler's response sets the
 * same name (`c.header('Vary', …, { append: true })` in a handler would drop `Origin`). No handler does; set such a
 * header here instead.
 */
import type { Context } from 'hono';

interface NodeOutgoing {
  headersSent: boolean;
  setHeader(name: string, value: string): unknown;
}

export function setResponseHeader(c: Context, name: string, value: string): void {
  const outgoing = (c.env as { outgoing?: NodeOutgoing } | undefined)?.outgoing;
  if (outgoing && !outgoing.headersSent) outgoing.setHeader(name, value);
  else c.header(name, value);
}
