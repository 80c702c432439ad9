/** Security settings and the audit log (spec §7). Browser sessions only. */
import { z } from 'zod';
import { timestampSchema } from '../fields.ts';
import { defineContract } from '../lib/operation.ts';
import { securityEndpoints } from './endpoints.ts';

/** Audit-log event types (GET /api/auth/security/events). Past tense: each names something that happened. */
export const SECURITY_EVENT_TYPES = [
  'sign_up',
  'sign_in_succeeded',
  'sign_in_failed',
  'sign_in_two_factor_pending',
  /** A new-device sign-in alert mail went out (security setting login_alerts). */
  'sign_in_alert_sent',
  /** Kept for history: failed sign-ins no longer lock an account (they are throttled, `sign_in_throttled`). */
  'account_locked',
  /** Repeated wrong passwords started a delay before further attempts (per source, or account-wide); the owner was mailed. */
  'sign_in_throttled',
  'signed_out',
  'session_revoked',
  'other_sessions_revoked',
  'email_verified',
  'phone_verified',
  'password_changed',
  'password_reset_requested',
  'password_reset_completed',
  'two_factor_setup_started',
  'two_factor_enabled',
  'two_factor_disabled',
  'two_factor_failed',
  'backup_codes_generated',
  'backup_code_used',
  'api_key_created',
  'api_key_deleted',
  'token_created',
  'token_deleted',
  'profile_updated',
  'security_settings_updated',
  'social_account_linked',
  'data_export_requested',
  'data_export_completed',
  'account_deleted',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

/** Shortest and longest idle timeout a person can pick (5 minutes to 30 days). */
export const SESSION_IDLE_MINUTES = { min: 5, max: 43_200 } as const;
export const EVENTS_PAGE = { defaultLimit: 10, maxLimit: 100 } as const;

export const SecuritySettingsSchema = z
  .object({
    login_alerts: z.boolean().meta({ description: 'E-mail me when a new device signs in' }),
    require_two_factor: z.boolean().meta({ description: 'Keep 2FA on: disabling it is refused while this is set' }),
    session_idle_minutes: z.number().int().nullable().meta({ description: 'End sessions idle this long; null = never' }),
    revoke_credentials_on_password_change: z.boolean().meta({
      description: 'A password change or reset also deletes my API keys and personal access tokens (default on)',
    }),
    updated_at: timestampSchema.nullable(),
    two_factor_enabled: z.boolean(),
    backup_codes_remaining: z.number().int(),
  })
  .meta({ id: 'SecuritySettings' });
export type SecuritySettings = z.output<typeof SecuritySettingsSchema>;

export const securitySettingsUpdateSchema = z
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
    revoke_credentials_on_password_change: z.boolean().optional(),
  })
  .strict()
  // "At least one setting", in the document's own words.
  .meta({ minProperties: 1 })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Send at least one setting to change',
  });

export const SecurityEventSchema = z
  .object({
    id: z.uuid(),
    type: z.string(),
    ip: z.string().nullable(),
    user_agent: z.string().nullable(),
    metadata: z.record(z.string(), z.unknown()),
    created_at: timestampSchema,
  })
  .meta({ id: 'SecurityEvent' });
export type SecurityEvent = z.output<typeof SecurityEventSchema>;

export const securityContract = defineContract(securityEndpoints, {
  getSettings: {
    tag: 'Security',
    summary: 'Your security settings',
    access: 'session',
    response: SecuritySettingsSchema,
  },
  updateSettings: {
    tag: 'Security',
    summary: 'Change security settings',
    description: 'require_two_factor can only be turned on while 2FA is enabled (409 TWO_FACTOR_NOT_ENABLED).',
    access: 'session',
    body: securitySettingsUpdateSchema,
    response: SecuritySettingsSchema,
    errors: ['TWO_FACTOR_NOT_ENABLED'],
  },
  listEvents: {
    tag: 'Security',
    summary: 'Your audit log, newest first',
    access: 'session',
    query: z.object({
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      limit: z.coerce.number().int().min(1).max(EVENTS_PAGE.maxLimit).default(EVENTS_PAGE.defaultLimit),
    }),
    response: SecurityEventSchema,
  },
});
