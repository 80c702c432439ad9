/**
 * Contracts of two-factor authentication (spec §7): setup → confirm (enables, returns backup codes once),
 * disable, sign-in challenge, backup-code regeneration. Everything but the challenge needs a browser session.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { PASSWORD_MAX_LENGTH } from '../../../contract/auth.ts';
import { dataResponse, errorResponses, jsonBody } from '../../lib/openapi.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { UserDataSchema } from '../users/serialize.ts';

const codeField = z
  .string({ error: 'Enter the code from your authenticator app' })
  .trim()
  .min(1, { error: 'Enter the code from your authenticator app' })
  .max(32)
  .openapi({ example: '123456' });

const CodeBody = z.object({ code: codeField });
const BackupCodesSchema = z.array(z.string()).openapi({ example: ['7k3m9-x2q4p'] });

export const setupRoute = createRoute({
  method: 'post',
  path: '/api/auth/2fa/setup',
  tags: ['Two-factor'],
  summary: 'Start two-factor setup: a new TOTP secret (not enabled until confirmed)',
  description:
    'Accounts with a password must send it (`password`); social-only accounts need only the session. ' +
    'Calling again before confirming replaces the pending secret.',
  request: { body: jsonBody(z.object({ password: z.string().max(PASSWORD_MAX_LENGTH).optional() })) },
  responses: {
    200: dataResponse(
      z
        .object({
          secret: z.string().openapi({ description: 'Base32, for manual entry' }),
          otpauth_uri: z.string(),
          qr_code: z.string().openapi({ description: 'data: URL of an SVG QR code of otpauth_uri' }),
          enabled: z.literal(false),
        })
        .openapi('TwoFactorSetup'),
      'Pending secret',
    ),
    ...errorResponses(400, 401, 403, 409, 429),
  },
});

export const confirmRoute = createRoute({
  method: 'post',
  path: '/api/auth/2fa/confirm',
  tags: ['Two-factor'],
  summary: 'Enable two-factor with a code from the authenticator; returns 10 backup codes, shown only now',
  request: { body: jsonBody(CodeBody) },
  responses: {
    200: dataResponse(z.object({ enabled: z.literal(true), backup_codes: BackupCodesSchema }), 'Enabled'),
    ...errorResponses(400, 401, 403, 409),
  },
});

export const disableRoute = createRoute({
  method: 'post',
  path: '/api/auth/2fa/disable',
  tags: ['Two-factor'],
  summary: 'Disable two-factor with a current TOTP code or a backup code (backup codes are deleted)',
  request: { body: jsonBody(CodeBody) },
  responses: { 200: dataResponse(z.object({ enabled: z.literal(false) }), 'Disabled'), ...errorResponses(400, 401, 403, 409) },
});

export const challengeRoute = createRoute({
  method: 'post',
  path: '/api/auth/2fa/challenge',
  tags: ['Two-factor'],
  summary: 'Complete a sign-in that answered two_factor_required, with a TOTP or backup code',
  description: 'Sets the session cookies like sign-in. A challenge allows 5 wrong codes, then the sign-in must start again.',
  middleware: [rateLimit({ name: 'twoFactorChallenge', limit: 30, windowSeconds: 60 })] as const,
  request: { body: jsonBody(z.object({ challenge_token: z.string().min(1).max(128), code: codeField })) },
  responses: {
    200: dataResponse(
      z.object({ two_factor_required: z.literal(false), user: UserDataSchema, csrf_token: z.string(), expires_at: z.string() }),
      'Signed in',
    ),
    ...errorResponses(401, 403, 429),
  },
});

export const regenerateBackupCodesRoute = createRoute({
  method: 'post',
  path: '/api/auth/2fa/backup-codes',
  tags: ['Two-factor'],
  summary: 'Replace all backup codes (needs a current TOTP code); the new codes are shown only now',
  request: { body: jsonBody(CodeBody) },
  responses: {
    200: dataResponse(z.object({ backup_codes: BackupCodesSchema }), 'New codes'),
    ...errorResponses(400, 401, 403, 409),
  },
});
