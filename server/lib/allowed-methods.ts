/**
 * 405 Method Not Allowed with `Allow` for a path the API serves under other methods (RFC 9110 §15.5.6), instead of
 * a 404 that would say the resource does not exist. Built once from the app's routes.
 */
import type { Hono } from 'hono';

interface PathMethods {
  pattern: RegExp;
  methods: Set<string>;
}

/** Hono path syntax (`/api/auth/sessions/:id`) to an anchored regular expression. */
function patternOf(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/** Returns a lookup: the methods a path is served with (HEAD included with GET), or null when none. */
export function allowedMethodsOf(
  app: Hono<never> | { routes: Array<{ method: string; path: string }> },
): (path: string) => string[] | null {
  const byPath = new Map<string, PathMethods>();
  for (const route of app.routes) {
    // Middleware is registered for every method and path: it serves nothing by itself.
    if (route.method === 'ALL' || route.path.includes('*')) continue;
    const entry = byPath.get(route.path) ?? { pattern: patternOf(route.path), methods: new Set<string>() };
    entry.methods.add(route.method);
    if (route.method === 'GET') entry.methods.add('HEAD');
    byPath.set(route.path, entry);
  }
  const entries = [...byPath.values()];
  return (path) => {
    const methods = new Set<string>();
    for (const entry of entries) if (entry.pattern.test(path)) for (const method of entry.methods) methods.add(method);
    return methods.size > 0 ? [...methods].sort() : null;
  };
}

/**
 * A path that is a route of its own (`/api/conversations/direct`) is never the parameterised route it also fits
 * (`/api/conversations/{id}`): asked with a method only the parameterised route serves, it answered that route's
 * 401 or 422 for a `direct` id. Returns a lookup: the methods a static path serves when `method` is not one of them
 * (a 405 with Allow), else null (route it as usual).
 */
export function staticPathRefusal(
  app: Hono<never> | { routes: Array<{ method: string; path: string }> },
): (method: string, path: string) => string[] | null {
  const byPath = new Map<string, Set<string>>();
  for (const route of app.routes) {
    if (route.method === 'ALL' || route.path.includes('*') || route.path.includes(':')) continue;
    const methods = byPath.get(route.path) ?? new Set<string>();
    methods.add(route.method);
    if (route.method === 'GET') methods.add('HEAD');
    byPath.set(route.path, methods);
  }
  const allow = new Map([...byPath].map(([path, methods]) => [path, [...methods].sort()]));
  return (method, path) => {
    const methods = byPath.get(path);
    return methods && !methods.has(method) && method !== 'OPTIONS' ? allow.get(path)! : null;
  };
}
