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
