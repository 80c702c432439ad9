import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, DATABASE_SETUP_TIMEOUT_MS, signedInUser, TestClient, type TestContext } from '../../tests/api/helpers.ts';
import { createRouter } from '../core/router.ts';
import { REDACTED_PATHS } from '../lib/logger.ts';

/** A pino logger like lib/logger.ts's, writing parsed lines into `lines`. */
function capturingLogger(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino(
    { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, base: undefined },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return { logger, lines };
}

const routes = createRouter();
routes.get('/api/test/logs', (c) => {
  c.var.log.warn({ step: 'inside' }, 'handler says');
  return c.json({ data: { ok: true } });
});
routes.get('/api/test/fails', () => {
  throw new Error('boom');
});

describe('request context: request id and lazily created request logger', () => {
  const info = capturingLogger('info');
  const warn = capturingLogger('warn');
  let t: TestContext;
  let quiet: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ logger: info.logger, extraRouters: [routes] });
    quiet = await createTestApp({ logger: warn.logger, extraRouters: [routes] });
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
    await quiet?.close();
  });

  it('logs one request line with the request id first, and creates no child logger for it', async () => {
    const child = vi.spyOn(info.logger, 'child');
    info.lines.length = 0;
    const response = await new TestClient(t.app).get('/api/auth/config', {
      headers: { 'x-request-id': 'req-00000001' },
    });
    expect(response.status).toBe(200);
    expect(child).not.toHaveBeenCalled();
    child.mockRestore();
    expect(info.lines).toHaveLength(1);
    const line = info.lines[0]!;
    expect(line).toMatchObject({
      level: 30,
      request_id: 'req-00000001',
      method: 'GET',
      path: '/api/auth/config',
      status: 200,
      msg: 'request',
    });
    expect(typeof line.ms).toBe('number');
    // Same field order as a child logger's line: level, time, request_id, then the request's fields.
    expect(Object.keys(line)).toEqual(['level', 'time', 'request_id', 'method', 'path', 'status', 'ms', 'msg']);
  });

  it('gives handlers a logger that carries the request id (created when they log)', async () => {
    info.lines.length = 0;
    await new TestClient(t.app).get('/api/test/logs', { headers: { 'x-request-id': 'req-00000002' } });
    expect(info.lines.map((line) => [line.msg, line.request_id])).toEqual([
      ['handler says', 'req-00000002'],
      ['request', 'req-00000002'],
    ]);
    expect(info.lines[0]).toMatchObject({ level: 40, step: 'inside' });
    // The request line through the child has the same shape as without it.
    expect(Object.keys(info.lines[1]!)).toEqual(['level', 'time', 'request_id', 'method', 'path', 'status', 'ms', 'msg']);
  });

  it('logs failures at error level with the request id, and generated ids are UUIDs', async () => {
    info.lines.length = 0;
    const response = await new TestClient(t.app).get('/api/test/fails');
    expect(response.status).toBe(500);
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(info.lines.map((line) => [line.level, line.msg, line.request_id])).toEqual([
      [50, 'unhandled error', id],
      [50, 'request failed', id],
    ]);
    expect(info.lines[1]).toMatchObject({ method: 'GET', path: '/api/test/fails', status: 500 });
  });

  it('writes no request line when info is off, yet handlers still log with the request id', async () => {
    warn.lines.length = 0;
    await new TestClient(quiet.app).get('/api/auth/config');
    expect(warn.lines).toEqual([]);
    await new TestClient(quiet.app).get('/api/test/logs', { headers: { 'x-request-id': 'req-00000003' } });
    expect(warn.lines).toHaveLength(1);
    expect(warn.lines[0]).toMatchObject({ msg: 'handler says', request_id: 'req-00000003' });
  });

  it('never logs the session cookie, the CSRF token or the query string', async () => {
    const { client } = await signedInUser(t.app);
    info.lines.length = 0;
    await client.get('/api/user/get-data?email=someone%40example.test');
    const text = JSON.stringify(info.lines);
    expect(info.lines.at(-1)).toMatchObject({ path: '/api/user/get-data', status: 200 });
    for (const secret of [client.cookies.get('ae_session')!, client.csrfToken!, 'someone']) expect(text).not.toContain(secret);
  });
});
