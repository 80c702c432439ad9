import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebhookSmsAdapter, SmsDeliveryError } from './webhook.ts';

/** A real HTTP endpoint on loopback standing in for the SMS gateway. */
let server: Server;
let url: string;
let status = 202;
const received: Array<{ authorization: string | undefined; contentType: string | undefined; body: unknown }> = [];

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    received.push({
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      body: await readJson(request),
    });
    response.writeHead(status, { 'content-type': 'application/json' }).end('{"queued":true}');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('SMS webhook adapter', () => {
  it('POSTs the message as JSON with the bearer token', async () => {
    await createWebhookSmsAdapter({ url, token: 'gateway-secret' }).send({
      to: '+14155550123',
      body: '123456 est votre code',
      language: 'fr',
    });
    expect(received.at(-1)).toEqual({
      authorization: 'Bearer gateway-secret',
      contentType: 'application/json',
      body: { to: '+14155550123', body: '123456 est votre code', language: 'fr' },
    });
  });

  it('sends no Authorization header without a token', async () => {
    await createWebhookSmsAdapter({ url }).send({ to: '+14155550123', body: 'x', language: 'en' });
    expect(received.at(-1)!.authorization).toBeUndefined();
  });

  it('fails the delivery on a non-2xx answer', async () => {
    status = 500;
    const sending = createWebhookSmsAdapter({ url }).send({ to: '+14155550123', body: 'x', language: 'en' });
    await expect(sending).rejects.toBeInstanceOf(SmsDeliveryError);
    await expect(sending).rejects.toMatchObject({ status: 500 });
    status = 202;
  });
});
