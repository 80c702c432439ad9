import { describe, expect, it } from 'vitest';
import { findRoute, ROUTES } from '../../contract/routes.ts';
import { disallowedPrefixes, robotsTxt } from './robots.ts';

/** What a crawler may fetch under robots.txt's prefix rules (the longest matching Disallow wins; no Allow lines). */
function blocked(text: string, path: string): boolean {
  return text
    .split('\n')
    .filter((line) => line.startsWith('Disallow: '))
    .some((line) => path.startsWith(line.slice('Disallow: '.length)));
}

describe('robots.txt', () => {
  const text = robotsTxt();

  it('blocks every signed-in page, in every language, and the API', () => {
    const signedIn = ROUTES.filter((r) => r.access === 'auth' || r.access === 'verified');
    expect(signedIn.length).toBeGreaterThan(40);
    for (const route of signedIn) {
      expect(blocked(text, route.path), route.path).toBe(true);
      expect(blocked(text, `/fr${route.path}`), `/fr${route.path}`).toBe(true);
      expect(blocked(text, `/zh-CN${route.path}`), `/zh-CN${route.path}`).toBe(true);
    }
    for (const path of ['/roadmap', '/HITL', '/inbox', '/messaging-v1', '/wizard-v1/project-team', '/auth/verify-email']) {
      expect(blocked(text, path), path).toBe(true);
    }
    expect(blocked(text, '/api/user/get-data')).toBe(true);
  });

  it('leaves every public page open: landings, marketing, sign-in, status, errors', () => {
    const open = ROUTES.filter((r) => r.access === 'public' || r.access === 'guest');
    for (const route of open) {
      expect(blocked(text, route.path), route.path).toBe(false);
      expect(blocked(text, `/ar${route.path}`), `/ar${route.path}`).toBe(false);
    }
    expect(findRoute('/auth/login')?.access).toBe('guest');
  });

  it('closes whole sections where no public page lives, single pages elsewhere', () => {
    const prefixes = disallowedPrefixes();
    expect(prefixes).toEqual(expect.arrayContaining(['/components', '/navbar', '/sidebar', '/starters', '/wizard-v1']));
    expect(prefixes).toContain('/auth/verify-email');
    expect(prefixes).not.toContain('/auth');
    expect(text.startsWith('User-agent: *\nDisallow: /api/\n')).toBe(true);
  });
});
