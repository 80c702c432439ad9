import fc from 'fast-check';
import { parse } from 'hono/utils/cookie';
import { describe, expect, it } from 'vitest';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../../contract/session.ts';
import { readCookie } from './cookies.ts';

/** What the session middleware used before: hono/cookie's getCookie(c, name). */
const honoCookie = (header: string, name: string) => parse(header, name)[name];

const NAMES = [SESSION_COOKIE, SECURE_SESSION_COOKIE, 'ae_hint', 'ae_csrf', 'x'];

/** Pieces that stress the parser: our names (also as prefixes/suffixes of others), blanks, quotes, %, separators. */
const piece = fc.oneof(
  fc.constantFrom(...NAMES, 'ae_session_x', 'xae_session', ' ', '\t', '"', '%', '%41', '%E0%A4%A', '=', ';', '; ', ',', '\\'),
  fc.string({ maxLength: 12 }),
  fc.base64String({ maxLength: 44 }),
);
const pair = fc
  .tuple(fc.array(piece, { maxLength: 3 }), fc.boolean(), fc.array(piece, { maxLength: 4 }))
  .map(([name, hasEquals, value]) => `${name.join('')}${hasEquals ? '=' : ''}${value.join('')}`);
const header = fc.oneof(
  fc.array(pair, { maxLength: 6 }).map((pairs) => pairs.join(';')),
  fc.array(fc.tuple(fc.constantFrom(...NAMES), piece), { maxLength: 5 }).map((pairs) => pairs.map(([n, v]) => `${n}=${v}`).join('; ')),
  fc.string({ maxLength: 80 }),
);

describe('readCookie', () => {
  it('reads typical headers', () => {
    expect(readCookie('ae_session=abc; ae_hint=v', SESSION_COOKIE)).toBe('abc');
    expect(readCookie('ae_hint=v;  ae_session = "abc" ', SESSION_COOKIE)).toBe('abc');
    expect(readCookie('__Host-ae_session=abc', SESSION_COOKIE)).toBeUndefined();
    expect(readCookie('__Host-ae_session=abc', SECURE_SESSION_COOKIE)).toBe('abc');
    expect(readCookie('ae_session=a\\b; ae_session=ok', SESSION_COOKIE)).toBe('ok');
    expect(readCookie('ae_session=a%20b', SESSION_COOKIE)).toBe('a b');
  });

  it('agrees with hono/cookie on arbitrary headers (fast-check, fixed seed)', () => {
    fc.assert(
      fc.property(header, fc.constantFrom(...NAMES), (value, name) => {
        expect(readCookie(value, name)).toBe(honoCookie(value, name));
      }),
      { numRuns: 20_000, seed: 20261123 },
    );
  });
});
