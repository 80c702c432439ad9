/**
 * Who may read the dev outbox (everyone's codes and reset links): only a client on this machine, in development,
 * over plain http. Client addresses are handed over the way @hono/node-server does (`env.incoming.socket`), and once
 * over real sockets: loopback, and this machine's own non-loopback address when it has one.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_SETUP_TIMEOUT_MS, expectError, signUp, type TestContext } from '../../../tests/api/helpers.ts';
import { createApp } from '../../app.ts';
import { loadEnv } from '../../env.ts';
import { startHttpServer } from '../../lib/http-server.ts';

let t: TestContext;
let trustingProxy: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestApp({ env: { NODE_ENV: 'development' } });
  trustingProxy = createApp({ env: loadEnv({ NODE_ENV: 'development', LOG_LEVEL: 'silent', TRUST_PROXY: '1' }), db: t.db });
  await signUp(t.app);
}, DATABASE_SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const socketFrom = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
const outbox = (
  options: { address?: string; host?: string; headers?: Record<string, string>; url?: string; app?: TestContext['app'] } = {},
) =>
  (options.app ?? t.app).request(
    options.url ?? 'http://localhost/api/dev/outbox',
    { headers: { ...(options.host ? { host: options.host } : {}), ...options.headers } },
    options.address ? socketFrom(options.address) : undefined,
  );

describe('GET /api/dev/outbox answers a client on this machine', () => {
  it.each(['127.0.0.1', '127.0.1.1', '::1', '::ffff:127.0.0.1'])('from %s', async (address) => {
    const response = await outbox({ address, host: 'localhost:3000' });
    expect(response.status).toBe(200);
    expect((await response.json()).data.length).toBeGreaterThan(0);
  });

  it('by any loopback name, tenants included (crohns.localhost, 127.0.0.1, [::1])', async () => {
    for (const host of ['crohns.localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'localhost']) {
      expect((await outbox({ address: '127.0.0.1', host })).status, host).toBe(200);
    }
  });
});

describe('and nobody else: 404 NOT_FOUND, as if it did not exist', () => {
  it('a client on another machine', async () => {
    await expectError(await outbox({ address: '203.0.113.9', host: 'localhost:3000' }), 404, 'NOT_FOUND');
    await expectError(await outbox({ address: '::ffff:198.51.100.4', host: 'localhost:3000' }), 404, 'NOT_FOUND');
  });

  it('a caller whose address is unknown', async () => {
    await expectError(await outbox({ host: 'localhost:3000' }), 404, 'NOT_FOUND');
  });

  it('a page of another site whose name resolves to 127.0.0.1 (DNS rebinding): its own Host name', async () => {
    await expectError(await outbox({ address: '127.0.0.1', host: 'attacker.example:3000' }), 404, 'NOT_FOUND');
  });

  it('through a proxy on this machine that the server does not trust: every remote client would look local', async () => {
    const forwarded = { 'x-forwarded-for': '203.0.113.9' };
    await expectError(await outbox({ address: '127.0.0.1', host: 'localhost', headers: forwarded }), 404, 'NOT_FOUND');
    await expectError(await outbox({ address: '127.0.0.1', host: 'localhost', headers: { 'x-real-ip': '127.0.0.1' } }), 404, 'NOT_FOUND');
  });

  it('through a trusted proxy, by the forwarded client address', async () => {
    const via = (client: string) =>
      outbox({ app: trustingProxy, address: '127.0.0.1', host: 'localhost', headers: { 'x-forwarded-for': client } });
    await expectError(await via('203.0.113.9'), 404, 'NOT_FOUND');
    expect((await via('127.0.0.1')).status).toBe(200);
  });

  it('over https, even from this machine', async () => {
    await expectError(await outbox({ url: 'https://localhost/api/dev/outbox', address: '127.0.0.1' }), 404, 'NOT_FOUND');
  });
});

describe('over real sockets', () => {
  async function getOutbox(bindTo: string, connectTo = bindTo): Promise<number> {
    const server = startHttpServer({ fetch: t.app.fetch, hostname: bindTo, port: 0 });
    await new Promise<void>((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      return await new Promise<number>((resolve, reject) => {
        // Host names this machine in both cases: only the client address differs.
        const request = httpRequest(
          { host: connectTo, port, path: '/api/dev/outbox', headers: { host: `localhost:${port}` } },
          (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          },
        );
        request.on('error', reject);
        request.end();
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it('answers a loopback connection', async () => {
    expect(await getOutbox('127.0.0.1')).toBe(200);
  });

  const external = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
  it.skipIf(!external)(`refuses a connection to this machine's own network address (${external})`, async () => {
    expect(await getOutbox(external!)).toBe(404);
  });
});
