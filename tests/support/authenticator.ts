/**
 * Test-side stand-in for an authenticator app: produces the code of the current time step, or of the next
 * one when the current step was already used (the server accepts each step once, within ±1 step of now).
 * Shared by the API tests of 2FA, security settings and account features.
 */
import { expect } from 'vitest';
import type { TestClient } from '../api/helpers.ts';
import { currentTotpStep, totpCodeForStep } from '../../server/features/two-factor/totp.ts';

export class TestAuthenticator {
  private lastStep = Number.NEGATIVE_INFINITY;

  constructor(readonly secret: string) {}

  /** A code the server has not seen yet; at most two per 30 s stay inside the ±1 window. */
  nextCode(): string {
    const step = Math.max(this.lastStep + 1, currentTotpStep());
    this.lastStep = step;
    return totpCodeForStep(this.secret, step);
  }

  /** The code of the step used last (for replay tests). */
  lastCode(): string {
    return totpCodeForStep(this.secret, this.lastStep);
  }
}

/** Runs setup + confirm for a signed-in client; returns the authenticator and the backup codes. */
export async function enableTwoFactorFor(client: TestClient, password: string) {
  const setup = await client.post('/api/auth/2fa/setup', { password });
  expect(setup.status).toBe(200);
  const authenticator = new TestAuthenticator((await setup.json()).data.secret);
  const confirm = await client.post('/api/auth/2fa/confirm', { code: authenticator.nextCode() });
  expect(confirm.status).toBe(200);
  const backupCodes = (await confirm.json()).data.backup_codes as string[];
  return { authenticator, backupCodes };
}
