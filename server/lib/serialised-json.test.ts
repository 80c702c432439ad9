import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { answerSerialisedJson, serialiseJson } from './serialised-json.ts';

const value = { data: [{ name: 'Résumé coach', tags: ['営養', 'ça'], price: null, rating: 4.5 }], meta: { total: 1 } };

async function answer(route: (app: Hono) => void) {
  const app = new Hono();
  route(app);
  const response = await app.request('/x');
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    extra: response.headers.get('x-extra'),
    body: await response.text(),
  };
}

describe('answerSerialisedJson', () => {
  it('answers exactly what c.json would: status, Content-Type, the headers set before, the same UTF-8 body', async () => {
    const body = serialiseJson(value);
    const viaJson = await answer((app) =>
      app.get('/x', (c) => {
        c.header('x-extra', '1');
        return c.json(value, 200);
      }),
    );
    const viaBytes = await answer((app) =>
      app.get('/x', (c) => {
        c.header('x-extra', '1');
        return answerSerialisedJson(c, body, 200);
      }),
    );
    expect(viaBytes).toEqual(viaJson);
    expect(JSON.parse(viaBytes.body)).toEqual(value);
  });

  it('can answer the same bytes again and again', async () => {
    const body = serialiseJson(value);
    const app = new Hono().get('/x', (c) => answerSerialisedJson(c, body, 200));
    const texts = await Promise.all([1, 2, 3].map(async () => (await app.request('/x')).text()));
    expect(new Set(texts)).toEqual(new Set([JSON.stringify(value)]));
  });
});
