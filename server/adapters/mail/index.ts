/** Chooses the mail adapter from the environment: SMTP when SMTP_URL is set, the outbox table otherwise. */
import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { hostOf } from '../../lib/host-of.ts';
import { createOutboxMailAdapter } from './outbox.ts';
import { createSmtpMailAdapter } from './smtp.ts';
import type { MailAdapter } from './types.ts';

export type { MailAdapter, MailMessage } from './types.ts';
export { renderMail, renderPhoneCodeSms, type MailTemplate } from './templates/render.ts';

/** Start-up's words for the choice createMailAdapter makes. */
export function describeMail(env: Env): string {
  if (env.SMTP_URL) return `SMTP at ${hostOf(env.SMTP_URL)}`;
  return env.NODE_ENV === 'production' ? 'the outbox table' : 'the outbox table (read it at /api/dev/outbox)';
}

export function createMailAdapter(deps: { env: Env; db: Database; logger: Logger }): MailAdapter {
  if (deps.env.SMTP_URL) return createSmtpMailAdapter({ url: deps.env.SMTP_URL, from: deps.env.MAIL_FROM, logger: deps.logger });
  return createOutboxMailAdapter(deps.db, deps.logger);
}
