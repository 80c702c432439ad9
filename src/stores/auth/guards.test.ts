import { describe, expect, it } from 'vitest';
import { findRoute } from '../../../contract/routes.ts';
import { guardDecision, type GuardSession } from './guards.ts';
import { redirectParam, safeRedirectTarget, stripLocalePrefix } from './navigation.ts';

const anonymous: GuardSession = { status: 'anonymous', user: null };
const unverified: GuardSession = { status: 'authenticated', user: { is_verified: false } };
const verified: GuardSession = { status: 'authenticated', user: { is_verified: true } };
const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('guardDecision (spec §2)', () => {
  it('sends a visitor from a protected page to login with the full intended path', () => {
    expect(guardDecision(findRoute('/roadmap'), anonymous, at('/roadmap', '?view=q3&sort=new', '#later'))).toBe(
      '/auth/login?redirect=%2Froadmap%3Fview%3Dq3%26sort%3Dnew%23later',
    );
    expect(guardDecision(findRoute('/navbar/dashboards/personal-1'), anonymous, at('/navbar/dashboards/personal-1'))).toBe(
      '/auth/login?redirect=%2Fnavbar%2Fdashboards%2Fpersonal-1',
    );
  });

  it('sends an unverified user from a verified-only page to verify-email with the redirect', () => {
    expect(guardDecision(findRoute('/inbox'), unverified, at('/inbox', '?folder=sent'))).toBe(
      '/auth/verify-email?redirect=%2Finbox%3Ffolder%3Dsent',
    );
    expect(guardDecision(findRoute('/inbox'), anonymous, at('/inbox'))).toBe('/auth/login?redirect=%2Finbox');
    expect(guardDecision(findRoute('/inbox'), verified, at('/inbox'))).toBeNull();
    expect(guardDecision(findRoute('/roadmap'), unverified, at('/roadmap'))).toBeNull();
  });

  it('sends a signed-in user away from login and sign-up pages to /', () => {
    for (const path of ['/auth/login', '/auth/login-2', '/auth/login-3', '/auth/signup-1', '/auth/signup-2', '/auth/signup-3']) {
      expect(guardDecision(findRoute(path), unverified, at(path)), path).toBe('/');
      expect(guardDecision(findRoute(path), anonymous, at(path)), path).toBeNull();
    }
  });

  it('leaves public pages, unknown pages and an unknown session alone', () => {
    for (const path of ['/', '/status', '/error', '/CrohnsLanding']) expect(guardDecision(findRoute(path), anonymous, at(path))).toBeNull();
    expect(guardDecision(undefined, anonymous, at('/no-such-page'))).toBeNull();
    for (const status of ['unknown', 'loading', 'unavailable'] as const) {
      expect(guardDecision(findRoute('/roadmap'), { status, user: null }, at('/roadmap'))).toBeNull();
      expect(guardDecision(findRoute('/auth/login'), { status, user: null }, at('/auth/login'))).toBeNull();
    }
  });

  it('keeps the locale prefix on the paths it builds', () => {
    expect(guardDecision({ access: 'auth' }, anonymous, at('/fr/roadmap'), '/fr')).toBe('/fr/auth/login?redirect=%2Ffr%2Froadmap');
    expect(guardDecision({ access: 'guest' }, verified, at('/fr/auth/login'), '/fr')).toBe('/fr/');
  });
});

describe('redirect targets', () => {
  const origin = 'https://experts.example';

  it('accepts only same-origin relative paths, keeping query and hash', () => {
    expect(safeRedirectTarget('/inbox?folder=sent#top', origin)).toBe('/inbox?folder=sent#top');
    expect(safeRedirectTarget('/fr/roadmap', origin)).toBe('/fr/roadmap');
    for (const hostile of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'inbox',
      '',
      null,
      undefined,
      '/\t/evil.example',
    ]) {
      expect(safeRedirectTarget(hostile, origin), String(hostile)).toBe('/');
    }
    expect(safeRedirectTarget('//evil.example', origin, '/fr/')).toBe('/fr/');
  });

  it('reads the redirect query and strips locale prefixes', () => {
    expect(redirectParam({ search: '?redirect=%2Finbox%3Fa%3D1' })).toBe('/inbox?a=1');
    expect(redirectParam({ search: '' })).toBeNull();
    expect(stripLocalePrefix('/fr/inbox')).toBe('/inbox');
    expect(stripLocalePrefix('/zh-CN')).toBe('/');
    expect(stripLocalePrefix('/inbox')).toBe('/inbox');
  });
});
