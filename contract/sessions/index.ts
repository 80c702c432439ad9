/** Session management (spec §7): list your sessions, end one, end all others. Browser sessions only. */
import { z } from 'zod';
import { idParamsSchema, timestampSchema } from '../fields.ts';
import { defineContract } from '../lib/operation.ts';
import { sessionsEndpoints } from './endpoints.ts';

export const SessionSchema = z
  .object({
    id: z.uuid(),
    device: z.string().nullable(),
    ip: z.string().nullable(),
    created_at: timestampSchema,
    last_seen_at: timestampSchema,
    current: z.boolean(),
  })
  .meta({ id: 'Session' });
export type AccountSession = z.output<typeof SessionSchema>;

export const sessionsContract = defineContract(sessionsEndpoints, {
  listSessions: {
    tag: 'Sessions',
    summary: 'Your active sessions, most recently used first',
    access: 'session',
    response: SessionSchema,
  },
  revokeSession: {
    tag: 'Sessions',
    summary: 'End one of your sessions',
    description: "Ending the current session signs you out (cookies cleared). Another user's session answers 404 SESSION_NOT_FOUND.",
    access: 'session',
    params: idParamsSchema,
    response: z.object({ revoked: z.literal(true), current: z.boolean() }),
    errors: ['SESSION_NOT_FOUND'],
  },
  revokeOtherSessions: {
    tag: 'Sessions',
    summary: 'End every session except this one',
    access: 'session',
    response: z.object({ revoked: z.number().int() }),
  },
});
