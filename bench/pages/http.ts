import { request } from 'node:http';

export interface Fetched {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes on the wire (still compressed when Content-Encoding is set). */
  body: Buffer;
}

/** GET with an explicit Host header (Node's resolver may not map *.localhost, and fetch forbids Host). */
export function fetchRaw(port: number, path: string, host: string, acceptEncoding = 'identity'): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host, 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

export async function waitForServer(port: number, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetchRaw(port, '/favicon.svg', 'localhost')).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server on port ${port} did not answer within ${timeoutMs} ms`);
}
