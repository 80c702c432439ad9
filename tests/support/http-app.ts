/**
 * A test app served over real HTTP (the process's own server, server/lib/http-server.ts) on a loopback port, with an
 * `app`-shaped handle whose `request()` goes through the socket: a TestClient built on it speaks to @hono/node-server
 * exactly as a browser or curl would (what in-process `app.request()` hides: how Node hands over headers and bodies).
 * The Host header comes from the request's URL, so `http://crohns.localhost/...` still selects that tenant.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import type { ApiApp } from '../../server/app.ts';
import { startHttpServer } from '../../server/lib/http-server.ts';

export interface HttpApp {
  /** Drop-in for `t.app` in a TestClient. */
  app: ApiApp;
  port: number;
  close(): Promise<void>;
}

export async function serveOverHttp(app: ApiApp): Promise<HttpApp> {
  const server = startHttpServer({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const request = (input: string, init: RequestInit = {}) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(input);
      const headers = { ...(init.headers as Record<string, string> | undefined), host: url.host };
      const outgoing = httpRequest(
        { host: '127.0.0.1', port, method: init.method ?? 'GET', path: url.pathname + url.search, headers },
        (incoming) => {
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) {
            for (const one of Array.isArray(value) ? value : [value ?? '']) responseHeaders.append(name, one);
          }
          const status = incoming.statusCode ?? 0;
          // Streamed as it arrives (an events stream never ends by itself).
          const body = [204, 304].includes(status) ? null : (Readable.toWeb(incoming) as ReadableStream<Uint8Array>);
          resolve(new Response(body, { status, headers: responseHeaders }));
        },
      );
      outgoing.on('error', reject);
      outgoing.end(init.body === undefined || init.body === null ? undefined : (init.body as string | Uint8Array));
    });
  return {
    app: { request } as unknown as ApiApp,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections?.();
      }),
  };
}
