/**
 * Baseline for the API benchmark: a bare Hono app with one route on @hono/node-server, started exactly like
 * the real server (a `tsx` child process with the same environment), so the ratio get-data/baseline measures
 * what our middleware, session lookup and database add, not Node or Hono themselves.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/hello', (c) => c.json({ data: { hello: 'world' } }));

const port = Number(process.env.PORT ?? 3100);
const server = serve({ fetch: app.fetch, hostname: process.env.HOST ?? '127.0.0.1', port });
process.on('SIGTERM', () => server.close(() => process.exit(0)));
process.on('SIGINT', () => server.close(() => process.exit(0)));
