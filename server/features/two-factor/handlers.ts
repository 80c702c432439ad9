import type { Context } from 'hono';
import QRCode from 'qrcode';
import type { AppEnv } from '../../core/context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireSession } from '../../core/auth-guards.ts';
import type { AppRouteHandler as Handler } from '../../core/router.ts';
import { confirmIdentity } from '../../core/confirm-identity.ts';
import { completeTwoFactorLogin, countTwoFactorFailure, findTwoFactorChallenge } from '../auth/service.ts';
import { recordSecurityEvent, requestOrigin } from '../../core/security-events.ts';
import { toUserData } from '../../core/current-user.ts';
import { findAuthUserById } from '../users/service.ts';
import { countUnusedBackupCodes, replaceBackupCodes } from './backup-codes.ts';
import type * as routes from './routes.ts';
import {
  disableTwoFactor,
  enableTwoFactor,
  findTwoFactor,
  startTwoFactorSetup,
  twoFactorRequiredBySettings,
  verifySecondFactor,
  type TwoFactorRow,
} from './service.ts';
import { totpUri } from './totp.ts';

async function enabledTwoFactorOf(c: Context<AppEnv>, userId: string): Promise<TwoFactorRow> {
  const row = await findTwoFactor(c.var.deps.db, userId);
  if (!row?.enabledAt) throw new ApiError('TWO_FACTOR_NOT_ENABLED');
  return row;
}

/** A wrong code from a signed-in person: audit it and answer 400 (a 401 would sign the client out). */
async function rejectCode(c: Context<AppEnv>, userId: string, action: string): Promise<never> {
  await recordSecurityEvent(c.var.deps.db, {
    userId,
    type: 'two_factor_failed',
    ...requestOrigin(c),
    metadata: { action },
  });
  throw new ApiError('INVALID_CODE');
}

export const setup: Handler<typeof routes.setupRoute> = async (c) => {
  const { user } = requireSession(c);
  const { db } = c.var.deps;
  if (user.twoFactorEnabled) throw new ApiError('TWO_FACTOR_ALREADY_ENABLED');
  // A hijacked session must not be able to bind the attacker's authenticator: password accounts re-enter it.
  if (user.passwordHash) await confirmIdentity(c, user, c.req.valid('json'));
  const secret = await startTwoFactorSetup(db, user.id);
  if (!secret) throw new ApiError('TWO_FACTOR_ALREADY_ENABLED');
  const uri = totpUri(secret, user.email);
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  await recordSecurityEvent(db, { userId: user.id, type: 'two_factor_setup_started', ...requestOrigin(c) });
  return c.json(
    {
      data: {
        secret,
        otpauth_uri: uri,
        qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
        enabled: false as const,
      },
    },
    200,
  );
};

export const confirm: Handler<typeof routes.confirmRoute> = async (c) => {
  const { user } = requireSession(c);
  const { db } = c.var.deps;
  const row = await findTwoFactor(db, user.id);
  if (!row) throw new ApiError('TWO_FACTOR_SETUP_REQUIRED');
  if (row.enabledAt) throw new ApiError('TWO_FACTOR_ALREADY_ENABLED');
  if (!(await verifySecondFactor(db, row, c.req.valid('json').code, { allowBackupCode: false }))) {
    return rejectCode(c, user.id, 'confirm');
  }
  if (!(await enableTwoFactor(db, user.id))) throw new ApiError('TWO_FACTOR_ALREADY_ENABLED');
  const backupCodes = await replaceBackupCodes(db, user.id);
  await recordSecurityEvent(db, { userId: user.id, type: 'two_factor_enabled', ...requestOrigin(c) });
  return c.json({ data: { enabled: true as const, backup_codes: backupCodes } }, 200);
};

export const disable: Handler<typeof routes.disableRoute> = async (c) => {
  const { user } = requireSession(c);
  const { db } = c.var.deps;
  const row = await enabledTwoFactorOf(c, user.id);
  if (await twoFactorRequiredBySettings(db, user.id)) throw new ApiError('TWO_FACTOR_REQUIRED_BY_SETTINGS');
  const method = await verifySecondFactor(db, row, c.req.valid('json').code, { allowBackupCode: true });
  if (!method) return rejectCode(c, user.id, 'disable');
  await disableTwoFactor(db, user.id);
  await recordSecurityEvent(db, {
    userId: user.id,
    type: 'two_factor_disabled',
    ...requestOrigin(c),
    metadata: { method },
  });
  return c.json({ data: { enabled: false as const } }, 200);
};

export const regenerateBackupCodes: Handler<typeof routes.regenerateBackupCodesRoute> = async (c) => {
  const { user } = requireSession(c);
  const { db } = c.var.deps;
  const row = await enabledTwoFactorOf(c, user.id);
  // Only the authenticator itself proves possession here: a leftover backup code must not mint new ones.
  if (!(await verifySecondFactor(db, row, c.req.valid('json').code, { allowBackupCode: false }))) {
    return rejectCode(c, user.id, 'backup_codes');
  }
  const backupCodes = await replaceBackupCodes(db, user.id);
  await recordSecurityEvent(db, { userId: user.id, type: 'backup_codes_generated', ...requestOrigin(c) });
  return c.json({ data: { backup_codes: backupCodes } }, 200);
};

export const challenge: Handler<typeof routes.challengeRoute> = async (c) => {
  const { db } = c.var.deps;
  const { challenge_token: token, code } = c.req.valid('json');
  const pending = await findTwoFactorChallenge(db, token);
  if (!pending) throw new ApiError('CHALLENGE_EXPIRED');
  const row = await findTwoFactor(db, pending.userId);
  if (!row?.enabledAt) throw new ApiError('CHALLENGE_EXPIRED'); // 2FA was turned off meanwhile: sign in again
  const origin = requestOrigin(c);
  const method = await verifySecondFactor(db, row, code, { allowBackupCode: true });
  if (!method) {
    const attemptsLeft = await countTwoFactorFailure(db, pending.id);
    await recordSecurityEvent(db, {
      userId: pending.userId,
      type: 'two_factor_failed',
      ...origin,
      metadata: { action: 'sign_in', attempts_left: attemptsLeft },
    });
    throw new ApiError('INVALID_TWO_FACTOR_CODE');
  }
  if (method === 'backup_code') {
    const remaining = await countUnusedBackupCodes(db, pending.userId);
    await recordSecurityEvent(db, {
      userId: pending.userId,
      type: 'backup_code_used',
      ...origin,
      metadata: { remaining },
    });
  }
  const started = await completeTwoFactorLogin(c, token);
  const user = await findAuthUserById(db, started.user_id);
  if (!user) throw new ApiError('CHALLENGE_EXPIRED');
  return c.json(
    {
      data: {
        two_factor_required: false as const,
        user: toUserData(user),
        csrf_token: started.csrf_token,
        expires_at: started.expires_at,
      },
    },
    200,
  );
};
