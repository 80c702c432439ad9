/** Contracts of security settings and the audit log (spec §7). Browser sessions only. */
import { createRoute, z } from '@hono/zod-openapi';
import { dataResponse, errorResponses, jsonBody, listResponse } from '../../lib/openapi.ts';

/** Shortest and longest idle timeout a person can pick (5 minutes to 30 days). */
export const SESSION_IDLE_MINUTES = { min: 5, max: 43_200 } as const;
export const EVENTS_PAGE = { defaultLimit: 10, maxLimit: 100 } as const;

const SecuritySettingsSchema = z
  .object({
    login_alerts: z.boolean().openapi({ description: 'E-mail me when a new device signs in' }),
    require_two_factor: z.boolean().openapi({ description: 'Keep 2FA on: disabling it is refused while this is set' }),
    session_idle_minutes: z.number().int().nullable().openapi({ description: 'End sessions idle this long; null = never' }),
    updated_at: z.string().nullable(),
    two_factor_enabled: z.boolean(),
    backup_codes_remaining: z.number().int(),
  })
  .openapi('SecuritySettings');

const SettingsUpdateSchema = z
  .object({
    login_alerts: z.boolean().optional(),
    require_two_factor: z.boolean().optional(),
    session_idle_minutes: z
      .number()
      .int()
      .min(SESSION_IDLE_MINUTES.min, { error: `Use at least ${SESSION_IDLE_MINUTES.min} minutes` })
      .max(SESSION_IDLE_MINUTES.max, { error: `Use at most ${SESSION_IDLE_MINUTES.max} minutes (30 days)` })
      .nullable()
      .optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: 'Send at least one setting to change' });

export const getSettingsRoute = createRoute({
  method: 'get',
  path: '/api/auth/security',
  tags: ['Security'],
  summary: 'Your security settings',
  responses: { 200: dataResponse(SecuritySettingsSchema, 'Settings'), ...errorResponses(401, 403) },
});

export const updateSettingsRoute = createRoute({
  method: 'patch',
  path: '/api/auth/security',
  tags: ['Security'],
  summary: 'Change security settings',
  description: 'require_two_factor can only be turned on while 2FA is enabled (409 TWO_FACTOR_NOT_ENABLED).',
  request: { body: jsonBody(SettingsUpdateSchema) },
  responses: { 200: dataResponse(SecuritySettingsSchema, 'Updated settings'), ...errorResponses(401, 403, 409) },
});

const SecurityEventSchema = z
  .object({
    id: z.uuid(),
    type: z.string(),
    ip: z.string().nullable(),
    user_agent: z.string().nullable(),
    metadata: z.record(z.string(), z.unknown()),
    created_at: z.string(),
  })
  .openapi('SecurityEvent');

export const listEventsRoute = createRoute({
  method: 'get',
  path: '/api/auth/security/events',
  tags: ['Security'],
  summary: 'Your audit log, newest first',
  request: {
    query: z.object({
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      limit: z.coerce.number().int().min(1).max(EVENTS_PAGE.maxLimit).default(EVENTS_PAGE.defaultLimit),
    }),
  },
  responses: { 200: listResponse(SecurityEventSchema, 'A page of events'), ...errorResponses(401, 403) },
});
