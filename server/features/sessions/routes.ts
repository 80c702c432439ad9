/** Contracts of session management (spec §7): list, end one, end all others. Browser sessions only. */
import { createRoute, z } from '@hono/zod-openapi';
import { dataResponse, errorResponses, listResponse } from '../../lib/openapi.ts';

export const SessionSchema = z
  .object({
    id: z.uuid(),
    device: z.string().nullable(),
    ip: z.string().nullable(),
    created_at: z.string(),
    last_seen_at: z.string(),
    current: z.boolean(),
  })
  .openapi('Session');

export const listSessionsRoute = createRoute({
  method: 'get',
  path: '/api/users/get-sessions',
  tags: ['Sessions'],
  summary: 'Your active sessions, most recently used first',
  responses: { 200: listResponse(SessionSchema, 'Active sessions'), ...errorResponses(401, 403) },
});

export const revokeSessionRoute = createRoute({
  method: 'delete',
  path: '/api/auth/sessions/{id}',
  tags: ['Sessions'],
  summary: 'End one of your sessions',
  description: "Ending the current session signs you out (cookies cleared). Another user's session answers 404 SESSION_NOT_FOUND.",
  request: { params: z.object({ id: z.string().max(64) }) },
  responses: { 200: dataResponse(z.object({ revoked: z.literal(true), current: z.boolean() }), 'Ended'), ...errorResponses(401, 403, 404) },
});

export const revokeOtherSessionsRoute = createRoute({
  method: 'post',
  path: '/api/auth/sessions/revoke-others',
  tags: ['Sessions'],
  summary: 'End every session except this one',
  responses: { 200: dataResponse(z.object({ revoked: z.number().int() }), 'Number of sessions ended'), ...errorResponses(401, 403) },
});
