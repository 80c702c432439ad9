/** Readable lines at a terminal, JSON elsewhere (logger.ts), and how the start-up and request lines read (log-lines.ts). */
import { describe, expect, it } from 'vitest';
import { sayLine } from './log-lines.ts';
import { logFormatFor } from './logger.ts';

describe('the log format', () => {
  it('is readable at a terminal, JSON when piped or in production, or what LOG_FORMAT says', () => {
    expect(logFormatFor({ LOG_FORMAT: 'auto', NODE_ENV: 'development' }, { isTTY: true })).toBe('pretty');
    expect(logFormatFor({ LOG_FORMAT: 'auto', NODE_ENV: 'development' }, { isTTY: false })).toBe('json');
    expect(logFormatFor({ LOG_FORMAT: 'auto', NODE_ENV: 'production' }, { isTTY: true })).toBe('json');
    expect(logFormatFor({ LOG_FORMAT: 'json', NODE_ENV: 'development' }, { isTTY: true })).toBe('json');
    expect(logFormatFor({ LOG_FORMAT: 'pretty', NODE_ENV: 'production' }, { isTTY: false })).toBe('pretty');
  });
});

describe('a line at the terminal', () => {
  it('says where the product is, with the address of the other sites', () => {
    expect(sayLine({ level: 30, time: 1, url: 'http://localhost:3000', started_in_s: 0.4, msg: 'listening' })).toBe(
      'Agentic Experts is at http://localhost:3000 · each site at its own name (http://crohns.localhost:3000, …) · ' +
        'API reference http://localhost:3000/api/reference · listening after 0.4 s',
    );
    expect(sayLine({ url: 'http://10.0.0.5:3000', started_in_s: 1, msg: 'listening' })).toBe(
      'Agentic Experts is at http://10.0.0.5:3000 · API reference http://10.0.0.5:3000/api/reference · listening after 1 s',
    );
  });

  it('says which database and adapters answer, how far the site is, and when the API is ready', () => {
    expect(sayLine({ database: 'embedded PGlite in .data/pglite', state: 'opening it', driver: 'pglite', msg: 'database' })).toBe(
      'database: embedded PGlite in .data/pglite · opening it',
    );
    expect(
      sayLine({
        mail: 'the outbox table',
        sms: 'the outbox table',
        files: 'the local disk',
        events: 'this process',
        agents: 'the runner',
        msg: 'adapters',
      }),
    ).toBe(
      'adapters: mail → the outbox table · sms → the outbox table · files → the local disk · live events → this process · experts → the runner',
    );
    expect(sayLine({ state: 'up to date, served from dist', msg: 'site' })).toBe('site: up to date, served from dist');
    expect(sayLine({ driver: 'postgres', ready_in_s: 2.5, msg: 'ready' })).toBe('ready in 2.5 s: the API answers (PostgreSQL)');
  });

  it('shortens request lines, lists other fields and keeps an error’s stack', () => {
    expect(sayLine({ request_id: 'r1', method: 'GET', path: '/api/health', status: 200, ms: 3, msg: 'request' })).toBe(
      'GET /api/health 200 · 3 ms',
    );
    expect(sayLine({ migrations: 12, last: '0011_x', msg: 'database migrated' })).toBe('database migrated · migrations=12 · last=0011_x');
    expect(
      sayLine({ err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at here' }, run_id: 'x', msg: 'run advance failed' }),
    ).toBe('run advance failed · run_id=x\nError: boom\n    at here');
  });
});
