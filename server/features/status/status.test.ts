import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { expectError, signedInUser, signUp, signIn, useTestApp } from '../../../tests/api/helpers.ts';
import { createOutboxMailAdapter } from '../../adapters/mail/outbox.ts';
import { createSmtpMailAdapter } from '../../adapters/mail/smtp.ts';
import { statusDays } from './schema.ts';
import { readStatus, runStatusChecks, type StatusDeps } from './service.ts';

const ADMIN_EMAIL = 'status-admin@example.test';
const silent = pino({ level: 'silent' });

/** A port where nothing listens: the SMTP relay that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('status page API', () => {
  const ctx = useTestApp({ env: { PLATFORM_ADMIN_EMAILS: ADMIN_EMAIL } });
  const deps = (overrides: Partial<StatusDeps> = {}): StatusDeps => ({
    db: ctx.db,
    mail: createOutboxMailAdapter(ctx.db, silent),
    events: ctx.events,
    probeApi: async () => {
      const answer = await ctx.app.request('/api/health');
      if (!answer.ok) throw new Error(`health ${answer.status}`);
    },
    ...overrides,
  });
  const status = async () =>
    ((await (await ctx.app.request('/api/status')).json()) as { data: Awaited<ReturnType<typeof readStatus>> }).data;

  it('says unknown for every component before the first check, and claims no uptime', async () => {
    const data = await status();
    expect(data.overall).toBe('unknown');
    expect(data.components.map((c) => [c.id, c.state, c.uptime_percent])).toEqual([
      ['api', 'unknown', null],
      ['database', 'unknown', null],
      ['mail', 'unknown', null],
      ['events', 'unknown', null],
    ]);
  });

  it('stores each scheduled check: all up, one day of history at 100 %', async () => {
    const results = await runStatusChecks(deps());
    expect(results.every((r) => r.ok)).toBe(true);
    const data = await status();
    expect(data.overall).toBe('operational');
    const today = new Date().toISOString().slice(0, 10);
    for (const component of data.components) {
      expect(component.state).toBe('up');
      expect(component.latency_ms).toBeGreaterThanOrEqual(0);
      expect(component.days).toEqual([{ day: today, checks: 1, failures: 0 }]);
      expect(component.uptime_percent).toBe(100);
    }
    expect(data.components.find((c) => c.id === 'mail')?.detail).toBe('outbox');
    expect(data.components.find((c) => c.id === 'events')?.detail).toBe(ctx.events.kind);
  });

  it('a mail relay that refuses connections is down with the reason; uptime counts the failure', async () => {
    const port = await closedPort();
    const mail = createSmtpMailAdapter({ url: `smtp://127.0.0.1:${port}`, from: 'status@example.test', logger: silent });
    const results = await runStatusChecks(deps({ mail }));
    expect(results.find((r) => r.component === 'mail')).toMatchObject({ ok: false, latencyMs: null });
    const data = await status();
    expect(data.overall).toBe('degraded');
    const entry = data.components.find((c) => c.id === 'mail');
    expect(entry?.state).toBe('down');
    expect(entry?.detail).toMatch(/ECONNREFUSED/);
    expect(entry?.uptime_percent).toBe(50);
    expect(data.components.find((c) => c.id === 'database')?.uptime_percent).toBe(100);
  });

  it('a result older than three intervals is unknown again: the checks stopped', async () => {
    const later = new Date(Date.now() + 4 * ctx.env.STATUS_CHECK_SECONDS * 1000);
    const data = await readStatus(ctx.db, ctx.env.STATUS_CHECK_SECONDS, later);
    expect(data.components.every((c) => c.state === 'unknown')).toBe(true);
    expect(data.overall).toBe('unknown');
  });

  it('keeps 90 days: older daily rows go with the next check', async () => {
    await ctx.db.insert(statusDays).values({ component: 'api', day: '2000-01-01', checks: 5, failures: 5 });
    await runStatusChecks(deps());
    const rows = await ctx.db.select().from(statusDays);
    expect(rows.some((row) => row.day === '2000-01-01')).toBe(false);
  });

  it('notes: only a platform admin writes them; everyone reads them; closing sets ends_at', async () => {
    const note = { kind: 'incident', title: 'Mail delayed', body: 'Verification codes arrive late; we are on it.' };
    await expectError(
      await ctx.app.request('/api/admin/status/notes', {
        method: 'POST',
        body: JSON.stringify(note),
        headers: { 'content-type': 'application/json' },
      }),
      401,
      'AUTHENTICATION_REQUIRED',
    );
    const member = await signedInUser(ctx.app);
    await expectError(await member.client.post('/api/admin/status/notes', note), 403, 'FORBIDDEN');

    const account = await signUp(ctx.app, { email: ADMIN_EMAIL });
    const admin = await signIn(ctx.app, account.email, account.password);
    const created = await admin.post('/api/admin/status/notes', note);
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { id: string; ends_at: string | null } };
    expect(data.ends_at).toBeNull();
    expect((await status()).notes).toEqual([expect.objectContaining({ id: data.id, kind: 'incident', title: 'Mail delayed' })]);

    const ends = new Date().toISOString();
    const closed = await admin.patch(`/api/admin/status/notes/${data.id}`, { ends_at: ends });
    expect(closed.status).toBe(200);
    expect((await status()).notes[0]?.ends_at).toBe(ends);
    await expectError(await admin.patch('/api/admin/status/notes/00000000-0000-4000-8000-000000000000', { title: 'x' }), 404, 'NOT_FOUND');
    await expectError(await member.client.patch(`/api/admin/status/notes/${data.id}`, { title: 'x' }), 403, 'FORBIDDEN');
  });
});
