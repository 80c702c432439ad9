import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SwProxy {
  port: number;
  /** From now on /sw.js answers with the built worker plus this text (a "new deployment"). */
  deploy(extra: string): void;
  close(): Promise<void>;
}

/**
 * A pass-through proxy in front of the server under test whose /sw.js can be changed, so a test can deploy a new
 * service worker version. (Chromium's service worker update checks do not go through Playwright's routing.)
 */
export async function startSwProxy(upstreamPort: number): Promise<SwProxy> {
  let extra = '';
  const server: Server = createServer((req, res) => {
    const isWorker = (req.url ?? '').split('?')[0] === '/sw.js';
    const headers = { ...req.headers };
    // The worker's body is rewritten here: ask for the plain, full body every time (no 304 for the old version).
    if (isWorker) for (const name of ['accept-encoding', 'if-none-match', 'if-modified-since']) delete headers[name];
    const upstream = request({ host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers }, (answer) => {
      if (!isWorker || !extra || answer.statusCode !== 200) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.concat([...chunks, Buffer.from(`\n${extra}\n`)]);
        const { etag: _etag, 'content-length': _length, ...rest } = answer.headers;
        res.writeHead(200, { ...rest, 'content-length': String(body.length) });
        res.end(body);
      });
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    deploy: (text) => {
      extra = text;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
