/**
 * TOTP as every authenticator app expects it (RFC 6238): SHA-1, 6 digits, 30-second steps, a window of
 * ±1 step for clock drift. `matchTotpStep` returns the absolute time step a code belongs to, so the caller
 * can refuse a step it has already accepted (a code works once in its window).
 */
import { Secret, TOTP } from 'otpauth';

export const TOTP_ISSUER = 'Agentic Experts';
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
const TOTP_WINDOW = 1;
/** 160 bits, the size RFC 4226 recommends for SHA-1. */
const SECRET_BYTES = 20;

function totpFor(secretBase32: string, label = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

export function generateTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The otpauth:// URI an authenticator app scans (as a QR code) or imports. */
export function totpUri(secretBase32: string, accountLabel: string): string {
  return totpFor(secretBase32, accountLabel).toString();
}

export function currentTotpStep(now = Date.now()): number {
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);
}

/** The time step `code` is valid for (within ±1 step of `now`), or null when it matches none. */
export function matchTotpStep(secretBase32: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secretBase32).validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? null : currentTotpStep(now) + delta;
}

/** The code for a given time step (tests and tooling act as the authenticator app). */
export function totpCodeForStep(secretBase32: string, step: number): string {
  return totpFor(secretBase32).generate({ timestamp: step * TOTP_PERIOD_SECONDS * 1000 });
}
