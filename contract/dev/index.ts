/** Development only: the outbox viewer that end-to-end tests read codes and links from. */
import { z } from 'zod';
import { timestampSchema } from '../fields.ts';
import { defineContract } from '../lib/operation.ts';
import { devEndpoints } from './endpoints.ts';

export const OutboxMessageSchema = z
  .object({
    id: z.uuid(),
    channel: z.enum(['email', 'sms']),
    to: z.string(),
    subject: z.string().nullable(),
    body: z.string(),
    language: z.string(),
    created_at: timestampSchema,
  })
  .meta({ id: 'OutboxMessage' });
export type OutboxMessage = z.output<typeof OutboxMessageSchema>;

export const devContract = defineContract(devEndpoints, {
  listOutbox: {
    tag: 'Development',
    summary: 'Mail and SMS written to the outbox, newest first (development only)',
    description:
      'Development only: answers 404 NOT_FOUND when NODE_ENV=production, over https, and to every client that is not on ' +
      'this machine (loopback address and Host name, no proxy in between). `to` filters by recipient (e-mail compared ' +
      'case-insensitively); ' +
      '`limit` is 1–100 (default 20).',
    access: 'public',
    query: z.object({
      to: z.string().trim().min(1).max(254).optional(),
      channel: z.enum(['email', 'sms']).optional(),
      limit: z.coerce.number().int().min(1).max(100).default(20),
    }),
    response: OutboxMessageSchema,
    errors: ['NOT_FOUND'],
  },
});
