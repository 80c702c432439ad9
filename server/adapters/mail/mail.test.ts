import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../../contract/locales.ts';
import { headerOf, mimePart, startLocalSmtpServer, type LocalSmtpServer } from '../../../tests/support/smtp-server.ts';
import { createSmtpMailAdapter } from './smtp.ts';
import { renderMail, renderPhoneCodeSms, PRODUCT_NAME } from './templates/render.ts';

describe('mail templates', () => {
  it.each(LOCALES)('%s: subject, code, expiry and the "did not ask" line, in text and HTML', (language) => {
    const mail = renderMail('a@example.test', language, {
      kind: 'email_verification',
      code: '042917',
      expiresInMinutes: 15,
    });
    expect(mail.language).toBe(language);
    expect(mail.subject).toContain(PRODUCT_NAME);
    expect(mail.text).toContain('042917');
    expect(mail.text).toContain('15');
    expect(mail.html).toContain('042917');
    expect(mail.html).toContain(`lang="${language}"`);
    const english = renderMail('a@example.test', 'en', {
      kind: 'email_verification',
      code: '042917',
      expiresInMinutes: 15,
    });
    if (language !== 'en') {
      expect(mail.subject).not.toBe(english.subject);
      expect(mail.text).not.toBe(english.text);
    }
  });

  it('every language has its own wording for every mail and the SMS', () => {
    const link = 'https://app.example.test/auth/reset-password?token=abc';
    const texts = LOCALES.map((language) => [
      renderMail('a@example.test', language, { kind: 'password_reset', link, expiresInMinutes: 30 }).text,
      renderMail('a@example.test', language, {
        kind: 'password_changed',
        changedAt: new Date('2026-03-01T10:00:00Z'),
        resetLink: link,
      }).text,
      renderPhoneCodeSms(language, '123456', 15).body,
    ]);
    for (const column of [0, 1, 2]) expect(new Set(texts.map((row) => row[column])).size).toBe(LOCALES.length);
    for (const row of texts) expect(row[0]).toContain(link);
  });

  it('English texts read naturally', () => {
    const mail = renderMail('a@example.test', 'en', {
      kind: 'email_verification',
      code: '042917',
      expiresInMinutes: 15,
    });
    expect(mail.subject).toBe('Your Agentic Experts verification code');
    expect(mail.text).toBe(
      'Hello,\n\nUse this code to verify your email address:\n\n    042917\n\nThe code expires in 15 minutes.\n\n' +
        "Didn't ask for this? You can safely ignore this email.\n\nThe Agentic Experts team\n",
    );
    expect(renderPhoneCodeSms('en', '123456', 1).body).toBe(
      "123456 is your Agentic Experts verification code. It expires in 1 minute. Didn't ask for it? Ignore this message.",
    );
  });

  it('Arabic is right to left with left-to-right codes and links, and counts minutes in Arabic plural forms', () => {
    const mail = renderMail('a@example.test', 'ar', {
      kind: 'password_reset',
      link: 'https://x.test/r?token=t',
      expiresInMinutes: 30,
    });
    expect(mail.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(mail.html).toMatch(/<body dir="rtl"/);
    expect(mail.html).toContain('text-align:right');
    expect(mail.html).toContain('<p dir="ltr"');
    expect(mail.text).toContain('30 دقيقة');
    expect(renderPhoneCodeSms('ar', '123456', 5).body).toContain('5 دقائق');
    expect(renderPhoneCodeSms('ar', '123456', 2).body).toContain('دقيقتين');
  });

  it('an unknown stored language falls back to English; links are escaped in HTML', () => {
    const mail = renderMail('a@example.test', 'xx', {
      kind: 'password_reset',
      link: 'https://x.test/?a=1&b="2"',
      expiresInMinutes: 30,
    });
    expect(mail.language).toBe('en');
    expect(mail.html).toContain('https://x.test/?a=1&amp;b=&quot;2&quot;');
    expect(mail.html).not.toContain('b="2"');
  });
});

describe('SMTP adapter (nodemailer) against a local SMTP server', () => {
  let smtp: LocalSmtpServer;
  beforeAll(async () => {
    smtp = await startLocalSmtpServer();
  });
  afterAll(() => smtp.close());

  it('delivers a multipart text + HTML message with the sender, recipient, subject and language', async () => {
    const adapter = createSmtpMailAdapter({
      url: smtp.url,
      from: 'Agentic Experts <no-reply@agentic.example>',
      logger: pino({ level: 'silent' }),
    });
    const message = renderMail('zoë@example.test', 'fr', {
      kind: 'email_verification',
      code: '987654',
      expiresInMinutes: 15,
    });
    await adapter.send(message);
    await adapter.close();
    const [received] = await smtp.waitForMessages(1);
    expect(received!.from).toBe('no-reply@agentic.example');
    expect(received!.to).toEqual(['zoë@example.test']);
    expect(headerOf(received!.raw, 'Subject')).toBe('Votre code de vérification Agentic Experts');
    expect(headerOf(received!.raw, 'Content-Language')).toBe('fr');
    expect(headerOf(received!.raw, 'From')).toBe('Agentic Experts <no-reply@agentic.example>');
    expect(mimePart(received!.raw, 'text/plain')).toBe(message.text);
    expect(mimePart(received!.raw, 'text/html')).toBe(message.html);
  });

  it('rejects when the server refuses the recipient', async () => {
    smtp.rejectRecipients = true;
    const adapter = createSmtpMailAdapter({
      url: smtp.url,
      from: 'no-reply@agentic.example',
      logger: pino({ level: 'silent' }),
    });
    await expect(
      adapter.send(renderMail('x@example.test', 'en', { kind: 'email_verification', code: '000000', expiresInMinutes: 15 })),
    ).rejects.toThrow(/550|Mailbox/);
    await adapter.close();
    smtp.rejectRecipients = false;
  });
});
