/**
 * A stand-in for a third-party OpenAI-compatible model server, on loopback, started by the test: it streams the first
 * part of a long answer and then holds the stream open, the way a model still writing does, until the test or the
 * caller ends it. Nothing here stands in for our own API.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HeldModelServer {
  /** What to give the expert's connection as its base URL. */
  baseUrl: string;
  /** How many completions were asked for, and how many of their streams the caller has closed. */
  stats: { requests: number; closedByCaller: number };
  close(): Promise<void>;
}

const chunk = (model: string, content: string) =>
  `data: ${JSON.stringify({ id: 'held', object: 'chat.completion.chunk', model, choices: [{ index: 0, delta: { content } }] })}\n\n`;

export async function startHeldModelServer(model: string, firstPart: string): Promise<HeldModelServer> {
  const stats = { requests: 0, closedByCaller: 0 };
  const open = new Set<ServerResponse>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    request.resume();
    request.on('end', () => {
      stats.requests += 1;
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      response.write(chunk(model, firstPart));
      open.add(response);
      response.on('close', () => {
        if (open.delete(response)) stats.closedByCaller += 1;
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    stats,
    close: async () => {
      for (const response of open) {
        open.delete(response);
        response.end();
      }
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
