/**
 * 413 for every oversized body, chunked or not, answered before the body is read past the limit (64 KiB), and
 * delivered: over real HTTP (the process's own server, server/lib/http-server.ts) a client that sends its whole body
 * before reading still gets the 413, and the connection stays usable.
 */
import { KNOWLEDGE_FILE_MAX_BYTES } from '../../contract/protocols/entities.ts';
import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpServer } from '../../server/lib/http-server.ts';
import { eventually } from '../support/eventually.ts';
import { createTestApp, DATABASE_SETUP_TIMEOUT_MS, signedInUser, type TestContext } from './helpers.ts';
import { expectContractError, fillPath, loadOperations } from './openapi-operations.ts';

const LIMIT = 64 * 1024;
const TEN_MB = 10 * 1024 * 1024;

let t: TestContext;
let server: ReturnType<typeof startHttpServer>;
let port: number;

beforeAll(async () => {
  // Uploads have their own limit (ATTACHMENT_MAX_MB); 1 MiB keeps the oversized upload below quick to stream.
  t = await createTestApp({ env: { ATTACHMENT_MAX_MB: '1' } });
  server = startHttpServer({ fetch: t.app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
}, DATABASE_SETUP_TIMEOUT_MS);
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server?.closeAllConnections?.();
  await t?.close();
});

/** A raw HTTP/1.1 connection: what it sent, what it received, whether it was cut. */
function rawConnection() {
  const socket: Socket = connect(port, '127.0.0.1');
  const state = { received: '', error: undefined as string | undefined, closed: false };
  socket.on('data', (data) => (state.received += data.toString('latin1')));
  socket.on('error', (error: NodeJS.ErrnoException) => (state.error = error.code ?? error.message));
  socket.on('close', () => (state.closed = true));
  const write = (data: string | Buffer) =>
    new Promise<void>((resolve, reject) => socket.write(data, (error) => (error ? reject(error) : resolve())));
  return { socket, state, write };
}

const head = (headers: string) =>
  `POST /api/public/auth/sign-in HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://127.0.0.1\r\nContent-Type: application/json\r\n${headers}\r\n`;

/** The first complete response in `text`: status, headers and the parsed JSON body, once all of it has arrived. */
function parseResponse(text: string) {
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const lines = text.slice(0, end).split('\r\n');
  const headers = new Map(
    lines.slice(1).map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  const length = Number(headers.get('content-length'));
  const body = text.slice(end + 4, end + 4 + length);
  if (body.length < length) return undefined;
  return { status: Number(lines[0]!.split(' ')[1]), headers, body: JSON.parse(body) as { error_code: string; message: string } };
}

describe('oversized bodies over real HTTP', () => {
  it('a declared Content-Length over the limit is refused before any of the body is sent', async () => {
    const connection = rawConnection();
    await connection.write(head(`Content-Length: ${TEN_MB}\r\n`));
    const response = await eventually('the 413 arrives', async () => parseResponse(connection.state.received));
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ error_code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' });
    connection.socket.destroy();
  });

  it('a chunked body is refused once it passes the limit, while the client is still sending', async () => {
    const connection = rawConnection();
    await connection.write(head('Transfer-Encoding: chunked\r\n'));
    const chunk = Buffer.alloc(16 * 1024, 'a');
    // Four times the limit, then nothing more: the answer must come without the rest of the body.
    for (let sent = 0; sent < 4 * LIMIT; sent += chunk.length)
      await connection.write(Buffer.concat([Buffer.from('4000\r\n'), chunk, Buffer.from('\r\n')]));
    const response = await eventually('the 413 arrives mid-body', async () => parseResponse(connection.state.received));
    expect(response.status).toBe(413);
    expect(response.body.error_code).toBe('PAYLOAD_TOO_LARGE');
    connection.socket.destroy();
  });

  it('a client that sends all 10 MB before reading still gets the 413, and can use the connection again', async () => {
    const connection = rawConnection();
    await connection.write(head('Transfer-Encoding: chunked\r\n'));
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const framed = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
    for (let sent = 0; sent < TEN_MB; sent += chunk.length) await connection.write(framed);
    await connection.write('0\r\n\r\n');
    const response = await eventually('the 413 arrives', async () => parseResponse(connection.state.received));
    expect(response.status).toBe(413);
    expect(response.body.error_code).toBe('PAYLOAD_TOO_LARGE');
    expect(connection.state.error).toBeUndefined();

    // Same connection, next request: the rest of the body was discarded, not left to break the stream.
    connection.state.received = '';
    await connection.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const next = await eventually('the next answer arrives', async () => parseResponse(connection.state.received));
    expect(next.status).toBe(200);
    connection.socket.destroy();
  }, 60_000);
});

describe('every operation that takes a method with a body', () => {
  it('answers 413 PAYLOAD_TOO_LARGE to an oversized chunked body, whether or not it reads a body', async () => {
    const user = await signedInUser(t.app);
    const operations = (await loadOperations(t.app)).filter((operation) => operation.method !== 'GET');
    expect(operations.length).toBeGreaterThan(10);
    for (const operation of operations) {
      // Uploads have their own limits: attachments (ATTACHMENT_MAX_MB, 1 here) and knowledge files (5 MiB, fixed).
      const limit = /\/attachments$/.test(operation.path)
        ? 1024 * 1024
        : /\/knowledge-files$/.test(operation.path)
          ? KNOWLEDGE_FILE_MAX_BYTES
          : LIMIT;
      const big = new Uint8Array(limit + 1).fill(0x61);
      // No Content-Length: the body arrives as a stream, like a chunked upload.
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(big.subarray(0, limit / 2));
          controller.enqueue(big.subarray(limit / 2));
          controller.close();
        },
      });
      const path = fillPath(operation.path, { user_id: 'me' }, '00000000-0000-4000-8000-000000000000');
      const response = await t.app.request(`http://localhost${path}`, {
        method: operation.method,
        body,
        duplex: 'half',
        headers: {
          'content-type': 'application/json',
          cookie: [...user.client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
          'x-csrf-token': user.client.csrfToken!,
        },
      } as RequestInit);
      const context = `${operation.method} ${operation.path}`;
      expect(response.status, context).toBe(413);
      await expectContractError(response, context);
    }
  });
});

describe('idle connections', () => {
  it('stay open 65 s, longer than a proxy keeps its own (nginx: 60 s), and say so', async () => {
    const response = await new Promise<IncomingMessage>((resolve, reject) =>
      get({ host: '127.0.0.1', port, path: '/api/health' }, resolve).on('error', reject),
    );
    response.resume();
    expect(response.statusCode).toBe(200);
    expect(response.headers['keep-alive']).toBe('timeout=65');
  });
});
