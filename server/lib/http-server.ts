/**
 * The Node HTTP server of the process (@hono/node-server's `serve`), with one change: what happens to a request body
 * that was left unread when its answer is done (a 413 that stopped reading at the limit, a 404 that never read).
 *
 * Closing the connection then (@hono/node-server drains for 500 ms, then closes) resets it while the client is still
 * sending: a client that reads the answer only after sending its whole body (many do) sees a broken connection
 * instead of the 413. So, like nginx's lingering close, the rest of the body is read and thrown away (never kept)
 * after the answer, and the connection stays usable; but at most LINGER_BYTES and LINGER_MS, after which the
 * connection is cut, so an endless upload cannot hold it.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { serve } from '@hono/node-server';

/** How much of an unread body is discarded after the answer before the connection is cut. */
export const LINGER_BYTES = 64 * 1024 * 1024;
/** How long the rest of an unread body may take to arrive after the answer. */
export const LINGER_MS = 10_000;

type Fetch = Parameters<typeof serve>[0]['fetch'];

export interface HttpServerOptions {
  fetch: Fetch;
  hostname?: string;
  port: number;
}

export function startHttpServer(options: HttpServerOptions, onListening?: (info: { address: string; port: number }) => void): Server {
  // HTTP/1.1: serve() makes a node:http server unless told to create another kind.
  const server = serve({ ...options, autoCleanupIncoming: false }, onListening) as Server;
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    response.once('finish', () => discardUnreadBody(request));
  });
  return server;
}

/** Reads and drops what is left of `request`'s body, within LINGER_BYTES and LINGER_MS; past either, cuts the connection. */
export function discardUnreadBody(request: IncomingMessage): void {
  if (request.complete || request.destroyed) return;
  let discarded = 0;
  const cut = () => {
    done();
    request.socket?.destroy();
  };
  const timer = setTimeout(cut, LINGER_MS);
  timer.unref();
  const onData = (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > LINGER_BYTES) cut();
  };
  const done = () => {
    clearTimeout(timer);
    request.off('data', onData);
    request.off('end', done);
    request.off('close', done);
  };
  request.on('data', onData);
  request.once('end', done);
  request.once('close', done);
  request.resume();
}
