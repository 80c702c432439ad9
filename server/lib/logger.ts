/** The process logger. Redaction is a safety net: request logging only ever records method, path, status, timing. */
import pino, { type Logger } from 'pino';

export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'password',
  '*.password',
  '*.password_confirmation',
  '*.current_password',
  '*.new_password',
  'token',
  '*.token',
  '*.challenge_token',
  '*.csrf_token',
  '*.code',
  '*.secret',
];

export function createLogger(level: string): Logger {
  return pino({ level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, base: undefined });
}
