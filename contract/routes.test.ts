import { describe, expect, it } from 'vitest';
import {
  CACHE_CONTROL,
  COMPONENT_PAGES,
  ROUTES,
  cacheControlForRoute,
  findRoute,
  getRoute,
  isPublicAccess,
  NOT_FOUND_ROUTE,
  PAGE_KINDS,
  ROUTE_GROUP_REDIRECTS,
} from './routes.ts';

const access = (path: string) => getRoute(path).access;

describe('route access table (spec §2)', () => {
  it('makes /, login and signup paths, /error…, /status public', () => {
    expect(access('/')).toBe('public');
    for (const p of [
      '/auth/login',
      '/auth/login-2',
      '/auth/login-3',
      '/auth/signup-1',
      '/auth/signup-2',
      '/auth/signup-3',
      '/auth/register',
    ]) {
      expect(isPublicAccess(access(p)), p).toBe(true);
    }
    for (const p of ['/error', '/error/page-1', '/error/page-5', '/status']) expect(access(p), p).toBe('public');
  });

  it('sends a logged-in user away from login and signup paths (guest only)', () => {
    for (const p of ['/auth/login', '/auth/login-3', '/auth/signup-2', '/auth/register']) expect(access(p), p).toBe('guest');
  });

  it('requires auth by default for everything else in the table', () => {
    // /LandingInbox is the inbox's signed-out preview that invites sign-in (issue 14); the catalog is browsable
    // before signing up (issue 16).
    const publicByDesign = new Set([
      '/',
      '/status',
      '/marketing-1',
      '/marketing-2',
      '/marketing-3',
      '/offline',
      '/LandingInbox',
      '/experts',
      '/experts/[slug]',
      '/creators/[slug]',
    ]);
    for (const route of ROUTES) {
      const isLanding = /^\/[A-Za-z]+Landing$/.test(route.path) && route.path !== '/LandingInbox';
      const isAuthPath = route.path.startsWith('/auth/') && route.path !== '/auth/verify-email';
      if (publicByDesign.has(route.path) || isLanding || isAuthPath || route.path.startsWith('/error')) continue;
      expect(isPublicAccess(route.access), route.path).toBe(false);
    }
  });

  it('flags the dashboard groups with requiresAuth', () => {
    const dashboards = ROUTES.filter((r) => /^\/(navbar|sidebar)\/dashboards\//.test(r.path));
    expect(dashboards.length).toBe(8);
    for (const r of dashboards) expect(r.requiresAuth, r.path).toBe(true);
    expect(getRoute('/navbar/dashboards/personal-1').titleKey).toBe('routes.dashboards.personal-1');
  });

  it('requires a verified e-mail on the agent workspace', () => {
    for (const p of ['/HITL', '/RLHF', '/inbox', '/messaging-v1', '/messaging-v2']) expect(access(p), p).toBe('verified');
    expect(access('/auth/verify-email')).toBe('auth');
  });

  it('holds every route the spec names', () => {
    for (const name of COMPONENT_PAGES) expect(findRoute(`/components/${name}`)).toBeDefined();
    expect(COMPONENT_PAGES).toHaveLength(18);
    const starters = ROUTES.filter((r) => r.path.startsWith('/starters/'));
    expect(starters).toHaveLength(19);
    expect(
      ROUTES.filter((r) => r.path.startsWith('/wizard-v1/'))
        .map((r) => r.path.split('/')[2])
        .sort(),
    ).toEqual(['project-details', 'project-files', 'project-info', 'project-review', 'project-team', 'project-tools', 'success']);
    const navbar = ROUTES.filter((r) => r.path.startsWith('/navbar/')).map((r) => r.path.slice('/navbar'.length));
    const sidebar = ROUTES.filter((r) => r.path.startsWith('/sidebar/')).map((r) => r.path.slice('/sidebar'.length));
    expect(sidebar).toEqual(navbar);
    expect(navbar).toContain('/maps-1');
    expect(navbar).toContain('/maps-2');
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('ignores a trailing slash and knows nothing outside the table', () => {
    expect(findRoute('/status/')?.path).toBe('/status');
    expect(findRoute('/no-such-page')).toBeUndefined();
    expect(() => getRoute('/no-such-page')).toThrow(/not in contract\/routes.ts/);
  });
});

describe('cache policy per route (spec §2, §9)', () => {
  it('gives protected pages a one-hour private cache', () => {
    expect(cacheControlForRoute(getRoute('/HITL'))).toBe('private, max-age=3600');
    expect(cacheControlForRoute(getRoute('/navbar/dashboards/personal-1'))).toBe('private, max-age=3600');
  });

  it('gives public pages one day plus a week of stale-while-revalidate', () => {
    expect(cacheControlForRoute(getRoute('/'))).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(cacheControlForRoute(getRoute('/auth/login'))).toBe(CACHE_CONTROL.public);
    expect(cacheControlForRoute(getRoute('/status'))).toBe(CACHE_CONTROL.public);
  });
});

describe('slug routes (the marketplace pages)', () => {
  it('finds the family route of an expert or creator page, with or without a trailing slash', () => {
    expect(findRoute('/experts/ada-tutor')?.path).toBe('/experts/[slug]');
    expect(findRoute('/creators/maria-lopez/')?.path).toBe('/creators/[slug]');
    expect(findRoute('/experts')?.path).toBe('/experts');
    expect(findRoute('/experts/a/b')).toBeUndefined();
    expect(findRoute('/experts/[slug]')?.access).toBe('public');
  });
});

describe('ROUTE_GROUP_REDIRECTS', () => {
  it('sends each route group without a page to a page of the table', () => {
    for (const [from, to] of Object.entries(ROUTE_GROUP_REDIRECTS)) {
      expect(findRoute(from), from).toBeUndefined();
      expect(findRoute(to), to).toBeDefined();
    }
    expect(Object.keys(ROUTE_GROUP_REDIRECTS)).toEqual(
      expect.arrayContaining(['/navbar', '/navbar/dashboards', '/sidebar', '/sidebar/dashboards', '/auth']),
    );
  });
});

describe('page kinds (issue 12: one page of every kind is checked)', () => {
  it('names a kind for every route, and every kind has a page', () => {
    const used = new Set([...ROUTES, NOT_FOUND_ROUTE].map((route) => route.kind));
    expect(PAGE_KINDS.filter((kind) => !used.has(kind))).toEqual([]);
  });

  it('keeps the auth frames and the dashboards apart', () => {
    expect(getRoute('/auth/login').kind).toBe('auth: sign-in card');
    expect(getRoute('/auth/login-2').kind).toBe('auth: sign-in split');
    expect(getRoute('/navbar/dashboards/analytics').kind).toBe(getRoute('/sidebar/dashboards/analytics').kind);
    expect(getRoute('/navbar/dashboards/analytics').kind).not.toBe(getRoute('/navbar/dashboards/personal-1').kind);
  });
});
