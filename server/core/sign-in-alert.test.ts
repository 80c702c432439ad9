import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../contract/locales.ts';
import { renderMail } from '../adapters/mail/templates/render.ts';
import { outbox } from '../adapters/outbox/schema.ts';
import { securityEvents } from './schema.ts';
import { signUp, TestClient, useTestApp } from '../../tests/api/helpers.ts';
import { settleBackgroundWork } from '../lib/background.ts';

const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0';
const HOME_IP = '203.0.113.7';
const TRAVEL_IP = '198.51.100.23';
const SPANISH_SUBJECT = 'Nuevo inicio de sesión en tu cuenta de Agentic Experts';

// TRUST_PROXY lets each request state its client IP through X-Forwarded-For.
const t = useTestApp({ env: { TRUST_PROXY: '1', PUBLIC_ORIGIN: 'https://experts.example' } });

/** Signs in as a browser with this user agent and IP, then waits for the alert check to finish. */
async function signInFrom(account: { email: string; password: string }, userAgent: string, ip: string): Promise<TestClient> {
  const client = new TestClient(t.app);
  const response = await client.post(
    '/api/public/auth/sign-in',
    { email: account.email, password: account.password },
    { headers: { 'user-agent': userAgent, 'x-forwarded-for': ip } },
  );
  expect(response.status).toBe(200);
  client.csrfToken = ((await response.json()) as { data: { csrf_token: string } }).data.csrf_token;
  await settleBackgroundWork();
  return client;
}

/** Alert mails to the address (the sign-up verification mail is left out). */
async function alertsTo(email: string, subject = 'New sign-in to your Agentic Experts account') {
  return t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.subject, subject)))
    .orderBy(asc(outbox.createdAt));
}

async function alertEvents(userId: string) {
  return t.db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.userId, userId), eq(securityEvents.type, 'sign_in_alert_sent')));
}

describe('sign-in alerts', () => {
  it('alerts on a new device or IP in the user language, once per device, never on the first sign-in', async () => {
    const account = await signUp(t.app, { language: 'es' });

    await signInFrom(account, CHROME_MAC, HOME_IP);
    expect(await alertsTo(account.email, SPANISH_SUBJECT)).toHaveLength(0);

    await signInFrom(account, CHROME_MAC, HOME_IP);
    expect(await alertsTo(account.email, SPANISH_SUBJECT)).toHaveLength(0);

    await signInFrom(account, FIREFOX_WINDOWS, HOME_IP);
    const [alert, ...others] = await alertsTo(account.email, SPANISH_SUBJECT);
    expect(others).toHaveLength(0);
    expect(alert!.language).toBe('es');
    expect(alert!.body).toContain('Dispositivo: Firefox 125 on Windows 10');
    expect(alert!.body).toContain(`Dirección IP: ${HOME_IP}`);
    expect(alert!.body).toMatch(/Fecha y hora: \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/);
    expect(alert!.body).toContain('https://experts.example/auth/forgot-password');
    expect(await alertsTo(account.email)).toHaveLength(0); // not in English as well

    await signInFrom(account, FIREFOX_WINDOWS, HOME_IP);
    expect(await alertsTo(account.email, SPANISH_SUBJECT)).toHaveLength(1);

    // The same browser from another network is a new device: label AND IP must match.
    await signInFrom(account, FIREFOX_WINDOWS, TRAVEL_IP);
    const alerts = await alertsTo(account.email, SPANISH_SUBJECT);
    expect(alerts).toHaveLength(2);
    expect(alerts[1]!.body).toContain(TRAVEL_IP);

    const events = await alertEvents(account.userId);
    expect(events.map((event) => event.metadata)).toEqual([
      { session_id: expect.any(String), device: 'Firefox 125 on Windows 10' },
      { session_id: expect.any(String), device: 'Firefox 125 on Windows 10' },
    ]);
  });

  it('earlier sessions count even after they were revoked', async () => {
    const account = await signUp(t.app);
    const first = await signInFrom(account, CHROME_MAC, HOME_IP);
    expect((await first.post('/api/logout')).status).toBe(200);
    await signInFrom(account, CHROME_MAC, HOME_IP);
    expect(await alertsTo(account.email)).toHaveLength(0);
  });

  it('sends nothing when login_alerts is off', async () => {
    const account = await signUp(t.app);
    const client = await signInFrom(account, CHROME_MAC, HOME_IP);
    const patched = await client.patch('/api/auth/security', { login_alerts: false });
    expect(patched.status).toBe(200);
    await signInFrom(account, FIREFOX_WINDOWS, TRAVEL_IP);
    expect(await alertsTo(account.email)).toHaveLength(0);
    expect(await alertEvents(account.userId)).toHaveLength(0);

    // Turned back on, the next unfamiliar device alerts again.
    expect((await client.patch('/api/auth/security', { login_alerts: true })).status).toBe(200);
    await signInFrom(account, FIREFOX_WINDOWS, '192.0.2.55');
    expect(await alertsTo(account.email)).toHaveLength(1);
  });
});

describe('sign-in alert mail', () => {
  const template = {
    kind: 'sign_in_alert' as const,
    device: 'Chrome 124 on macOS',
    ip: HOME_IP,
    signedInAt: new Date('2026-05-04T14:03:09.123Z'),
    resetLink: 'https://experts.example/auth/forgot-password',
  };

  it.each(LOCALES)('renders in %s with device, IP, UTC time and the reset link', (locale) => {
    const mail = renderMail('someone@example.test', locale, template);
    expect(mail.language).toBe(locale);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Chrome 124 on macOS');
      expect(body).toContain(HOME_IP);
      expect(body).toContain('2026-05-04 14:03:09 UTC');
      expect(body).toContain(template.resetLink);
    }
    if (locale !== 'en') expect(mail.subject).not.toBe(renderMail('x@example.test', 'en', template).subject);
  });

  it('lays Arabic out right to left with the values kept left to right', () => {
    const mail = renderMail('someone@example.test', 'ar', { ...template, device: null });
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('<span dir="ltr">203.0.113.7</span>');
    expect(mail.text).toContain('الجهاز: جهاز غير معروف');
  });

  it('escapes a hostile user agent label in HTML', () => {
    const mail = renderMail('someone@example.test', 'en', { ...template, device: '<img src=x onerror=alert(1)>' });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
