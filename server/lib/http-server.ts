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
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { serve } from '@hono/node-server';
import { ERRORS, type ErrorCode } from '../../contract/errors.ts';
import { REQUEST_ID_HEADER } from '../../contract/session.ts';
import { errorBody } from './api-error.ts';

/** How much of an unread body is discarded after the answer before the connection is cut. */
export const LINGER_BYTES = 64 * 1024 * 1024;
/** How long the rest of an unread body may take to arrive after the answer. */
export const LINGER_MS = 10_000;

/**
 * How long an idle keep-alive connection stays open: longer than the proxy in front keeps its own (nginx's upstream
 * keepalive_timeout, 60 s). Node's default, 5 s, closes a connection the proxy (or a client) is reusing at that very
 * moment: the request on it fails with a reset, a 502 behind nginx for a POST it cannot retry.
 */
export const KEEP_ALIVE_MS = 65_000;

type Fetch = Parameters<typeof serve>[0]['fetch'];

export interface HttpServerOptions {
  fetch: Fetch;
  hostname?: string;
  port: number;
}

export function startHttpServer(options: HttpServerOptions, onListening?: (info: { address: string; port: number }) => void): Server {
  // HTTP/1.1: serve() makes a node:http server unless told to create another kind.
  const server = serve({ ...options, autoCleanupIncoming: false }, onListening) as Server;
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Over the idle time, or a connection waiting for its next request's headers is cut first.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    response.once('finish', () => discardUnreadBody(request));
  });
  server.on('clientError', answerClientError);
  return server;
}

const CLIENT_ERRORS: Record<string, { code: ErrorCode; reason: string }> = {
  HPE_HEADER_OVERFLOW: { code: 'HEADERS_TOO_LARGE', reason: 'Request Header Fields Too Large' },
  ERR_HTTP_REQUEST_TIMEOUT: { code: 'REQUEST_TIMEOUT', reason: 'Request Timeout' },
};

/**
 * A request Node's parser refuses (bytes a header may not hold, a broken request line, headers over the limit, a
 * request that never finished arriving) never reaches the app; Node answered it with a bare status and no body. It
 * now gets the contract's error body, then the connection closes (the parser cannot go on after such an error).
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  // Nothing to answer on a connection that is gone, or whose answer has already begun.
  const started = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
  if (error.code === 'ECONNRESET' || !socket.writable || started) {
    socket.destroy();
    return;
  }
  const { code, reason } = CLIENT_ERRORS[error.code ?? ''] ?? { code: 'BAD_REQUEST' as const, reason: 'Bad Request' };
  const body = JSON.stringify(errorBody(code));
  socket.end(
    [
      `HTTP/1.1 ${ERRORS[code].status} ${reason}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      'X-Content-Type-Options: nosniff',
      `${REQUEST_ID_HEADER}: ${randomUUID()}`,
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
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
