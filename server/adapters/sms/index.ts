/** Chooses the SMS adapter from the environment: the webhook when SMS_WEBHOOK_URL is set, the outbox table otherwise. */
import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { hostOf } from '../../lib/host-of.ts';
import { createOutboxSmsAdapter } from './outbox.ts';
import type { SmsAdapter } from './types.ts';
import { createWebhookSmsAdapter } from './webhook.ts';

export type { SmsAdapter, SmsMessage } from './types.ts';

/** Start-up's words for the choice createSmsAdapter makes. */
export function describeSms(env: Env): string {
  return env.SMS_WEBHOOK_URL ? `the webhook at ${hostOf(env.SMS_WEBHOOK_URL)}` : 'the outbox table';
}

export function createSmsAdapter(deps: { env: Env; db: Database; logger: Logger }): SmsAdapter {
  if (deps.env.SMS_WEBHOOK_URL) return createWebhookSmsAdapter({ url: deps.env.SMS_WEBHOOK_URL, token: deps.env.SMS_WEBHOOK_TOKEN });
  return createOutboxSmsAdapter(deps.db, deps.logger);
}
