/**
 * The default mail adapter: every message becomes an `outbox` row (channel `email`), which development reads
 * through GET /api/dev/outbox. Only the plain-text body is kept: it carries the same words as the HTML.
 */
import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import { outbox } from '../outbox/schema.ts';
import type { MailAdapter } from './types.ts';

export function createOutboxMailAdapter(db: Database, logger: Logger): MailAdapter {
  return {
    kind: 'outbox',
    async send(message) {
      const [row] = await db
        .insert(outbox)
        .values({
          channel: 'email',
          to: message.to,
          subject: message.subject,
          body: message.text,
          language: message.language,
        })
        .returning({ id: outbox.id });
      // The body holds codes and links: it is never logged.
      logger.debug({ outboxId: row!.id, channel: 'email', language: message.language }, 'mail written to the outbox');
    },
    async check() {
      // The outbox is a table: mail can be written when the table answers.
      await db.select({ id: outbox.id }).from(outbox).limit(1);
    },
    async close() {},
  };
}
