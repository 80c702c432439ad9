/** Development-only contracts: the outbox viewer that end-to-end tests read codes and links from. */
import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, listResponse } from '../../lib/openapi.ts';

export const OutboxMessageSchema = z
  .object({
    id: z.uuid(),
    channel: z.enum(['email', 'sms']),
    to: z.string(),
    subject: z.string().nullable(),
    body: z.string(),
    language: z.string(),
    created_at: z.string(),
  })
  .openapi('OutboxMessage');

export const listOutboxRoute = createRoute({
  method: 'get',
  path: '/api/dev/outbox',
  tags: ['Development'],
  summary: 'Mail and SMS written to the outbox, newest first (development only)',
  description:
    'Answers 404 NOT_FOUND when NODE_ENV=production. `to` filters by recipient (e-mail compared case-insensitively); ' +
    '`limit` is 1–100 (default 20).',
  request: {
    query: z.object({
      to: z.string().trim().min(1).max(254).optional(),
      channel: z.enum(['email', 'sms']).optional(),
      limit: z.coerce.number().int().min(1).max(100).default(20),
    }),
  },
  responses: { 200: listResponse(OutboxMessageSchema, 'Messages'), ...errorResponses(404) },
});
