/** The default SMS adapter: each message becomes an `outbox` row with channel `sms` (read via GET /api/dev/outbox). */
import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import { outbox } from '../outbox/schema.ts';
import type { SmsAdapter } from './types.ts';

export function createOutboxSmsAdapter(db: Database, logger: Logger): SmsAdapter {
  return {
    kind: 'outbox',
    async send(message) {
      const [row] = await db
        .insert(outbox)
        .values({ channel: 'sms', to: message.to, subject: null, body: message.body, language: message.language })
        .returning({ id: outbox.id });
      // The body is the code: never logged.
      logger.debug({ outboxId: row!.id, channel: 'sms', language: message.language }, 'SMS written to the outbox');
    },
  };
}
