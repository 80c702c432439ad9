/**
 * The production mail adapter: nodemailer over SMTP_URL (e.g. `smtps://user:pass@smtp.example:465`,
 * `smtp://relay:587` upgrades with STARTTLS when offered; add `?pool=true` to keep connections open).
 * Timeouts are short so a dead relay fails a request within seconds instead of hanging it.
 */
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { MailAdapter } from './types.ts';

export interface SmtpOptions {
  url: string;
  from: string;
  logger: Logger;
}

export function createSmtpMailAdapter(options: SmtpOptions): MailAdapter {
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    kind: 'smtp',
    async send(message) {
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { 'Content-Language': message.language },
      });
      options.logger.debug({ messageId: info.messageId, language: message.language }, 'mail sent over SMTP');
    },
    async check() {
      await transport.verify();
    },
    async close() {
      transport.close();
    },
  };
}
