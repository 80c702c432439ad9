/**
 * Turns a mail template and a language into a plain-text body and a simple HTML body (inline styles only,
 * which every mail client keeps). Arabic is laid out right to left; codes and links stay left to right inside it.
 */
import { textDirection, type Locale } from '../../../../contract/locales.ts';
import type { NotificationKind } from '../../../../contract/messaging/constants.ts';
import type { MailMessage } from '../types.ts';
import { mailLocale, textsFor } from './texts.ts';

/** Shown in subjects and sign-offs; the main tenant's site name. */
export const PRODUCT_NAME = 'Agentic Experts';

export type MailTemplate =
  | { kind: 'email_verification'; code: string; expiresInMinutes: number }
  | { kind: 'password_reset'; link: string; expiresInMinutes: number }
  | { kind: 'password_changed'; changedAt: Date; resetLink: string }
  | { kind: 'sign_in_alert'; device: string | null; ip: string; signedInAt: Date; resetLink: string }
  | { kind: 'sign_in_throttled'; ip: string; at: Date; resetLink: string }
  | { kind: 'notification'; notificationKind: NotificationKind; link: string };

/** A mail is a subject and a list of blocks; text and HTML are two renderings of the same blocks. */
type Block =
  | { type: 'paragraph'; text: string }
  | { type: 'code'; code: string }
  | { type: 'link'; label: string; href: string }
  /** Label/value lines; values (device names, addresses, times) stay left to right inside Arabic. */
  | { type: 'facts'; rows: Array<[label: string, value: string]> };

/** "2026-05-04 14:03:09 UTC": the same unambiguous form in every language, so it can be compared with logs. */
function utcTimestamp(when: Date): string {
  return `${when.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

function blocksFor(language: Locale, template: MailTemplate): { subject: string; blocks: Block[] } {
  const t = textsFor(language);
  const p = (text: string): Block => ({ type: 'paragraph', text });
  switch (template.kind) {
    case 'email_verification':
      return {
        subject: t.verifyEmail.subject(PRODUCT_NAME),
        blocks: [
          p(t.greeting),
          p(t.verifyEmail.intro),
          { type: 'code', code: template.code },
          p(t.verifyEmail.expires(t.minutes(template.expiresInMinutes))),
          p(t.verifyEmail.notRequested),
        ],
      };
    case 'password_reset':
      return {
        subject: t.passwordReset.subject(PRODUCT_NAME),
        blocks: [
          p(t.greeting),
          p(t.passwordReset.intro),
          { type: 'link', label: t.passwordReset.action, href: template.link },
          p(t.passwordReset.expires(t.minutes(template.expiresInMinutes))),
          p(t.passwordReset.notRequested),
        ],
      };
    case 'password_changed': {
      const when = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(template.changedAt);
      return {
        subject: t.passwordChanged.subject(PRODUCT_NAME),
        blocks: [
          p(t.greeting),
          p(t.passwordChanged.changedAt(when)),
          p(t.passwordChanged.otherDevices),
          p(t.passwordChanged.notYou),
          { type: 'link', label: template.resetLink, href: template.resetLink },
        ],
      };
    }
    case 'notification':
      return {
        subject: t.notification.subject(PRODUCT_NAME),
        blocks: [
          p(t.greeting),
          p(t.notification.kinds[template.notificationKind]),
          { type: 'link', label: t.notification.action, href: template.link },
          p(t.notification.settings),
        ],
      };
    case 'sign_in_alert':
      return {
        subject: t.signInAlert.subject(PRODUCT_NAME),
        blocks: [
          p(t.greeting),
          p(t.signInAlert.intro),
          {
            type: 'facts',
            rows: [
              [t.signInAlert.device, template.device ?? t.signInAlert.unknownDevice],
              [t.signInAlert.ipAddress, template.ip],
              [t.signInAlert.time, utcTimestamp(template.signedInAt)],
            ],
          },
          p(t.signInAlert.ifYou),
          p(t.signInAlert.notYou),
          { type: 'link', label: t.signInAlert.action, href: template.resetLink },
        ],
      };
    case 'sign_in_throttled':
      return {
        subject: t.signInThrottled.subject(PRODUCT_NAME),
        blocks: [
          p(t.greeting),
          p(t.signInThrottled.intro),
          {
            type: 'facts',
            rows: [
              [t.signInAlert.ipAddress, template.ip],
              [t.signInAlert.time, utcTimestamp(template.at)],
            ],
          },
          p(t.signInAlert.ifYou),
          p(t.signInThrottled.notYou),
          { type: 'link', label: t.signInAlert.action, href: template.resetLink },
        ],
      };
  }
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

function blockText(block: Block): string {
  if (block.type === 'paragraph') return block.text;
  if (block.type === 'code') return `    ${block.code}`;
  if (block.type === 'facts') return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
  return block.label === block.href ? block.href : `${block.label}:\n${block.href}`;
}

function blockHtml(block: Block, align: 'left' | 'right'): string {
  const paragraph = `margin:0 0 16px;text-align:${align}`;
  if (block.type === 'paragraph') return `<p style="${paragraph}">${escapeHtml(block.text)}</p>`;
  if (block.type === 'code') {
    return `<p dir="ltr" style="margin:0 0 16px;text-align:center;font:700 28px/1.2 ui-monospace,Menlo,Consolas,monospace;letter-spacing:6px">${escapeHtml(block.code)}</p>`;
  }
  if (block.type === 'facts') {
    const cell = `padding:2px 0;vertical-align:top;text-align:${align}`;
    const rows = block.rows.map(
      ([label, value]) =>
        `<tr><td style="${cell};padding-${align === 'left' ? 'right' : 'left'}:16px;color:#555555">${escapeHtml(label)}</td>` +
        `<td style="${cell};font-weight:600"><span dir="ltr">${escapeHtml(value)}</span></td></tr>`,
    );
    return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${rows.join('')}</table>`;
  }
  const href = escapeHtml(block.href);
  if (block.label === block.href) return `<p dir="ltr" style="${paragraph};word-break:break-all"><a href="${href}">${href}</a></p>`;
  return (
    `<p style="margin:0 0 16px;text-align:center"><a href="${href}" style="display:inline-block;padding:12px 20px;border-radius:6px;` +
    `background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600">${escapeHtml(block.label)}</a></p>` +
    `<p dir="ltr" style="margin:0 0 16px;font-size:13px;color:#555555;word-break:break-all">${href}</p>`
  );
}

/** Renders a template in the user's language (English when the stored language is unknown). */
export function renderMail(to: string, language: string, template: MailTemplate): MailMessage {
  const locale = mailLocale(language);
  const dir = textDirection(locale);
  const align = dir === 'rtl' ? 'right' : 'left';
  const { subject, blocks } = blocksFor(locale, template);
  const signOff = textsFor(locale).signOff(PRODUCT_NAME);
  const text = `${blocks.map(blockText).join('\n\n')}\n\n${signOff}\n`;
  const html =
    `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body dir="${dir}" style="margin:0;padding:24px;background:#f5f5f7;font:16px/1.5 -apple-system,'Segoe UI',Tahoma,Arial,sans-serif;color:#1f2937">` +
    `<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px;text-align:${align}">` +
    `<p style="margin:0 0 24px;font-weight:700;font-size:18px;text-align:${align}">${escapeHtml(PRODUCT_NAME)}</p>` +
    blocks.map((block) => blockHtml(block, align)).join('') +
    `<p style="margin:24px 0 0;color:#555555;text-align:${align}">${escapeHtml(signOff)}</p></div></body></html>`;
  return { to, subject, text, html, language: locale };
}

/** The SMS carrying a phone verification code. */
export function renderPhoneCodeSms(language: string, code: string, expiresInMinutes: number): { body: string; language: Locale } {
  const locale = mailLocale(language);
  const t = textsFor(locale);
  return { body: t.phoneCodeSms(code, PRODUCT_NAME, t.minutes(expiresInMinutes)), language: locale };
}
