/**
 * The process logger. JSON lines for machines (a pipe, a file, a log collector, production); at a terminal, short
 * readable lines (pino-pretty, loaded only then, with the sentences of log-lines.ts). Redaction is a safety net:
 * request logging only ever records method, path, status, timing.
 */
import { createRequire } from 'node:module';
import pino, { type Logger } from 'pino';
import { sayLine } from './log-lines.ts';

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

export type LogFormat = 'pretty' | 'json';

/** `auto` is readable for a person at a terminal and JSON for everything else, always JSON in production. */
export function logFormatFor(
  env: { LOG_FORMAT?: 'auto' | 'pretty' | 'json'; NODE_ENV?: string },
  stdout: { isTTY?: boolean } = process.stdout,
): LogFormat {
  if (env.LOG_FORMAT === 'pretty' || env.LOG_FORMAT === 'json') return env.LOG_FORMAT;
  return stdout.isTTY && env.NODE_ENV !== 'production' ? 'pretty' : 'json';
}

export function createLogger(level: string, format: LogFormat = 'json'): Logger {
  const options = { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, base: undefined };
  if (format === 'json') return pino(options);
  // In this process and synchronous (no worker thread): a terminal reads a few lines a second.
  const pretty = createRequire(import.meta.url)('pino-pretty') as typeof import('pino-pretty');
  return pino(
    options,
    pretty.build({ sync: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname', hideObject: true, messageFormat: sayLine }),
  );
}
