/**
 * A production-configured app: the outbox viewer is gone, and mail goes over SMTP (nodemailer) to a real SMTP
 * listener on loopback instead of into the outbox table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../adapters/outbox/schema.ts';
import { headerOf, mimePart, startLocalSmtpServer, type LocalSmtpServer } from '../../../tests/support/smtp-server.ts';
import { createApp } from '../../app.ts';
import { loadEnv } from '../../env.ts';
import { expectError, signUp, TestClient, useTestApp } from '../../../tests/api/helpers.ts';

let smtp: LocalSmtpServer;
beforeAll(async () => {
  smtp = await startLocalSmtpServer();
});
afterAll(() => smtp?.close());
const t = useTestApp(() => ({
  env: {
    NODE_ENV: 'production',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Agentic Experts <no-reply@agentic.example>',
    PUBLIC_ORIGIN: 'http://app.example.test',
  },
}));

describe('production', () => {
  it('GET /api/dev/outbox does not exist (404 NOT_FOUND)', async () => {
    await expectError(await new TestClient(t.app).get('/api/dev/outbox'), 404, 'NOT_FOUND');
  });

  it('GET /api/dev/outbox does not exist on an https deployment that forgot NODE_ENV=production', async () => {
    const env = loadEnv({ NODE_ENV: 'development', LOG_LEVEL: 'silent', PUBLIC_ORIGIN: 'https://app.example.test' });
    const app = createApp({ env, db: t.db });
    await expectError(await new TestClient(app).get('/api/dev/outbox'), 404, 'NOT_FOUND');
  });

  it("sign-up mails the code over SMTP in the user's language, text and HTML, and nothing lands in the outbox", async () => {
    const account = await signUp(t.app, { language: 'de' });
    const [mail] = await smtp.waitForMessages(1);
    expect(mail!.to).toEqual([account.email]);
    expect(headerOf(mail!.raw, 'Subject')).toBe('Ihr Agentic Experts-Bestätigungscode');
    expect(headerOf(mail!.raw, 'Content-Language')).toBe('de');
    expect(mimePart(mail!.raw, 'text/plain')).toMatch(/Mit diesem Code bestätigen Sie Ihre E-Mail-Adresse:\n\n {4}\d{6}\n/);
    expect(mimePart(mail!.raw, 'text/html')).toMatch(/<html lang="de" dir="ltr">/);
    expect(await t.db.select().from(outbox)).toEqual([]);
  });

  it('the reset link goes out over SMTP, pointing at PUBLIC_ORIGIN', async () => {
    const account = await signUp(t.app, { language: 'ar' });
    const before = smtp.messages.length;
    expect((await new TestClient(t.app).post('/api/public/auth/reset', { email: account.email })).status).toBe(200);
    const messages = await smtp.waitForMessages(before + 1);
    const mail = messages.at(-1)!;
    expect(headerOf(mail.raw, 'Subject')).toBe('أعد تعيين كلمة المرور الخاصة بك في Agentic Experts');
    expect(mimePart(mail.raw, 'text/plain')).toMatch(/http:\/\/app\.example\.test\/auth\/reset-password\?token=[\w-]{43}/);
    expect(mimePart(mail.raw, 'text/html')).toMatch(/<html lang="ar" dir="rtl">/);
  });
});
