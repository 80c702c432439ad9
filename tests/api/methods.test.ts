/**
 * A documented path asked with a method it does not serve answers 405 METHOD_NOT_ALLOWED with `Allow` listing the
 * methods it does serve (every operation of the OpenAPI document, every other method); an unknown path stays 404.
 */
import { describe, expect, it } from 'vitest';
import { expectError, signedInUser, TestClient, useTestApp } from './helpers.ts';
import { fillPath, loadOperations } from './openapi-operations.ts';

const t = useTestApp();
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

describe('wrong methods', () => {
  it('every documented path answers the methods it lacks with 405 and Allow', async () => {
    const operations = await loadOperations(t.app);
    const byPath = new Map<string, Set<string>>();
    for (const operation of operations) byPath.set(operation.path, (byPath.get(operation.path) ?? new Set()).add(operation.method));
    expect(byPath.size).toBeGreaterThan(20);
    // A concrete path may fit several documented templates (`/api/auth/sessions/revoke-others` is also `…/{id}`):
    // a template without parameters that is the path itself wins, so its Allow lists only its own methods.
    const fits = (template: string, path: string) =>
      new RegExp(`^${template.replace(/[.+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path);
    for (const template of byPath.keys()) {
      const path = fillPath(template, { user_id: 'me' }, '00000000-0000-4000-8000-000000000000');
      const served = byPath.has(path)
        ? byPath.get(path)!
        : new Set([...byPath].filter(([other]) => fits(other, path)).flatMap(([, methods]) => [...methods]));
      const allow = [...served, ...(served.has('GET') ? ['HEAD'] : [])].sort().join(', ');
      for (const method of METHODS.filter((candidate) => !served.has(candidate))) {
        const response = await new TestClient(t.app).request(method, path, method === 'GET' ? {} : { json: {} });
        const context = `${method} ${template}`;
        expect(response.headers.get('allow'), context).toBe(allow);
        await expectError(response, 405, 'METHOD_NOT_ALLOWED');
      }
    }
  });

  it('a static path never answers for the parameterised route it also fits (405, not 401 or 422)', async () => {
    const collisions: Array<[string, string, string]> = [
      ['GET', '/api/conversations/direct', 'POST'],
      ['PATCH', '/api/conversations/direct', 'POST'],
      ['GET', '/api/conversations/bulk', 'POST'],
      ['PATCH', '/api/conversations/bulk', 'POST'],
      ['DELETE', '/api/auth/sessions/revoke-others', 'POST'],
      ['PATCH', '/api/messages/search', 'GET, HEAD'],
      ['DELETE', '/api/messages/search', 'GET, HEAD'],
    ];
    const { client } = await signedInUser(t.app);
    for (const anyone of [new TestClient(t.app), client]) {
      for (const [method, path, allow] of collisions) {
        const response = await anyone.request(method, path, method === 'GET' ? {} : { json: {} });
        expect(response.headers.get('allow'), `${method} ${path}`).toBe(allow);
        await expectError(response, 405, 'METHOD_NOT_ALLOWED');
      }
    }
  });

  it('an unknown path is still 404', async () => {
    await expectError(await new TestClient(t.app).request('DELETE', '/api/no-such-thing', { json: {} }), 404, 'NOT_FOUND');
  });
});

describe('security schemes', () => {
  it('every operation says who may call it: session cookie (+ CSRF header for changes), bearer, or nobody', async () => {
    const document = (await (await t.app.request('http://localhost/api/openapi.json')).json()) as {
      components: { securitySchemes: Record<string, { type: string; in?: string; name?: string; scheme?: string }> };
      paths: Record<string, Record<string, { security?: Array<Record<string, string[]>> }>>;
    };
    expect(document.components.securitySchemes).toMatchObject({
      session: { type: 'apiKey', in: 'cookie', name: 'ae_session' },
      csrfToken: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
      bearer: { type: 'http', scheme: 'bearer' },
    });
    const signedIn = document.paths['/api/user/get-data']!.get!.security;
    expect(signedIn).toEqual([{ session: [] }, { bearer: ['user:read'] }]);
    expect(document.paths['/api/auth/security']!.patch!.security).toEqual([{ session: [], csrfToken: [] }]);
    expect(document.paths['/api/public/auth/sign-in']!.post!.security).toEqual([]);
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method) || path === '/api/openapi.json' || path === '/api/reference')
          continue;
        expect(operation.security, `${method} ${path}`).toBeDefined();
        for (const requirement of operation.security ?? []) {
          if ('session' in requirement && method !== 'get') expect(requirement, `${method} ${path}`).toHaveProperty('csrfToken');
        }
      }
    }
  });
});
