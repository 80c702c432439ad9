/**
 * Two-factor authentication (spec §7): setup → confirm (enables, returns backup codes once), disable, the sign-in
 * challenge, backup-code regeneration. Everything but the challenge needs a browser session.
 */
import { z } from 'zod';
import { SignedInSchema } from '../auth/index.ts';
import { currentPasswordSchema } from '../fields.ts';
import { defineContract } from '../lib/operation.ts';
import { twoFactorEndpoints } from './endpoints.ts';

const codeField = z
  .string({ error: 'Enter the code from your authenticator app' })
  .trim()
  .min(1, { error: 'Enter the code from your authenticator app' })
  .max(32)
  .meta({ example: '123456' });

const CodeBodySchema = z.object({ code: codeField });
const BackupCodesSchema = z.array(z.string()).meta({ example: ['7k3m9-x2q4p'] });

export const TwoFactorSetupSchema = z
  .object({
    secret: z.string().meta({ description: 'Base32, for manual entry' }),
    otpauth_uri: z.string(),
    qr_code: z.string().meta({ description: 'data: URL of an SVG QR code of otpauth_uri' }),
    enabled: z.literal(false),
  })
  .meta({ id: 'TwoFactorSetup' });
export type TwoFactorSetup = z.output<typeof TwoFactorSetupSchema>;

export const twoFactorContract = defineContract(twoFactorEndpoints, {
  setup: {
    tag: 'Two-factor',
    summary: 'Start two-factor setup: a new TOTP secret (not enabled until confirmed)',
    description:
      'Accounts with a password must send it (`password`); social-only accounts need only the session. ' +
      'Calling again before confirming replaces the pending secret.',
    access: 'session',
    body: z.object({ password: currentPasswordSchema.optional().meta({ description: 'Required for an account with a password' }) }),
    response: TwoFactorSetupSchema,
    errors: ['PASSWORD_CONFIRMATION_FAILED', 'TWO_FACTOR_ALREADY_ENABLED', 'RATE_LIMITED'],
  },
  confirm: {
    tag: 'Two-factor',
    summary: 'Enable two-factor with a code from the authenticator; returns 10 backup codes, shown only now',
    access: 'session',
    body: CodeBodySchema,
    response: z.object({ enabled: z.literal(true), backup_codes: BackupCodesSchema }),
    errors: ['INVALID_CODE', 'TWO_FACTOR_SETUP_REQUIRED', 'TWO_FACTOR_ALREADY_ENABLED'],
  },
  disable: {
    tag: 'Two-factor',
    summary: 'Disable two-factor with a current TOTP code or a backup code (backup codes are deleted)',
    access: 'session',
    body: CodeBodySchema,
    response: z.object({ enabled: z.literal(false) }),
    errors: ['INVALID_CODE', 'TWO_FACTOR_NOT_ENABLED', 'TWO_FACTOR_REQUIRED_BY_SETTINGS'],
  },
  challenge: {
    tag: 'Two-factor',
    summary: 'Complete a sign-in that answered two_factor_required, with a TOTP or backup code',
    description: 'Sets the session cookies like sign-in. A challenge allows 5 wrong codes, then the sign-in must start again.',
    access: 'public',
    body: z.object({ challenge_token: z.string().min(1).max(128), code: codeField }),
    response: SignedInSchema,
    errors: ['INVALID_TWO_FACTOR_CODE', 'CHALLENGE_EXPIRED', 'RATE_LIMITED'],
  },
  regenerateBackupCodes: {
    tag: 'Two-factor',
    summary: 'Replace all backup codes (needs a current TOTP code); the new codes are shown only now',
    access: 'session',
    body: CodeBodySchema,
    response: z.object({ backup_codes: BackupCodesSchema }),
    errors: ['INVALID_CODE', 'TWO_FACTOR_NOT_ENABLED'],
  },
});
