import { describe, expect, it } from 'vitest';
import { etagMatches, pickEncoding } from './negotiate.ts';
import { cleanRequestPath } from './request-path.ts';
import { cacheControlForPage, splitLocale } from './cache-policy.ts';

describe('pickEncoding', () => {
  it('prefers br, then gzip, honouring q=0 and the wildcard', () => {
    expect(pickEncoding('gzip, deflate, br, zstd', ['identity', 'br', 'gzip'])).toBe('br');
    expect(pickEncoding('gzip;q=1, br;q=0', ['identity', 'br', 'gzip'])).toBe('gzip');
    expect(pickEncoding('*', ['identity', 'gzip'])).toBe('gzip');
    expect(pickEncoding('deflate', ['identity', 'br', 'gzip'])).toBe('identity');
    expect(pickEncoding(undefined, ['identity', 'br'])).toBe('identity');
  });
});

describe('etagMatches', () => {
  it('matches exact, weak-prefixed, listed and * tags', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", "a"', '"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
  });
});

describe('cleanRequestPath', () => {
  it('drops the trailing slash and rejects climbing or malformed paths', () => {
    expect(cleanRequestPath('/status/')).toBe('/status');
    expect(cleanRequestPath('/')).toBe('/');
    expect(cleanRequestPath('/a/../b')).toBeNull();
    expect(cleanRequestPath('/a/%2e%2e/b')).toBeNull();
    expect(cleanRequestPath('/a//b')).toBeNull();
    expect(cleanRequestPath('/a%5Cb')).toBeNull();
    expect(cleanRequestPath('/%E0%A4%A')).toBeNull();
  });
});

describe('page cache policy', () => {
  it('reads the route table through a locale prefix and keeps unknown pages private', () => {
    expect(splitLocale('/fr/auth/login')).toEqual({ locale: 'fr', routePath: '/auth/login' });
    expect(splitLocale('/zh-CN')).toEqual({ locale: 'zh-CN', routePath: '/' });
    expect(cacheControlForPage('/fr/auth/login')).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(cacheControlForPage('/navbar/dashboards/personal-1/')).toBe('private, max-age=3600');
    expect(cacheControlForPage('/not-in-the-table')).toBe('private, max-age=3600');
  });
});
