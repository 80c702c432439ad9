import {
  CREATOR_PAGE_ROUTE,
  EXPERT_PAGE_ROUTE,
  findRoute,
  NOT_FOUND_ROUTE,
  PAGE_KINDS,
  type PageKind,
  ROUTES,
  type RouteDef,
  type RouteLayout,
  SHELL_SLUG,
} from '../../../contract/routes.ts';

/**
 * One page of every kind the site builds (issue 12: axe at both widths in both themes, the console guard), read
 * from the route table's `kind`: the first route of each kind stands for it, and the first route of each layout
 * (frame) that no kind brought in yet is added, so the navbar, sidebar and sideblock frames are all seen. A kind
 * added to contract/routes.ts is checked without touching this file.
 */
export interface KindSample {
  kind: PageKind | `${PageKind} (${RouteLayout} frame)`;
  path: string;
  /** Where its HTML is built, under a tenant's folder of dist/client (the slug families share one shell page). */
  built: string;
  /** Who opens it: a guest, a fresh verified member (auth and verified routes), or the platform admin. */
  as: 'guest' | 'member' | 'admin';
}

/** Pages whose API answers only the platform admin (anyone else sees "not allowed", from a 403). */
const ADMIN_PAGES = new Set(['/admin/review']);

/** The slug families are answered for real slugs only: a seeded expert and its creator (server/features/catalog/seed). */
const SAMPLE_SLUG_PATHS: Record<string, string> = {
  [EXPERT_PAGE_ROUTE]: '/experts/low-residue-meal-planner',
  [CREATOR_PAGE_ROUTE]: '/creators/priya-raman',
};
/** The not-found page is any path outside the table. */
const NOT_FOUND_SAMPLE = '/no/such/page';

function sample(route: RouteDef, kind: KindSample['kind']): KindSample {
  const path = route === NOT_FOUND_ROUTE ? NOT_FOUND_SAMPLE : (SAMPLE_SLUG_PATHS[route.path] ?? route.path);
  const built = route.path.replace('[slug]', SHELL_SLUG);
  const as = ADMIN_PAGES.has(route.path) ? 'admin' : needsAccount(route.path) ? 'member' : 'guest';
  return { kind, path, built, as };
}

function samples(): KindSample[] {
  const routes = [...ROUTES, NOT_FOUND_ROUTE];
  const byKind = PAGE_KINDS.map((kind) => {
    const route = routes.find((r) => r.kind === kind);
    if (!route) throw new Error(`No route of kind "${kind}" in contract/routes.ts`);
    return route;
  });
  const layouts = new Set(byKind.map((route) => route.layout));
  const frames = routes.filter((route) => {
    if (layouts.has(route.layout)) return false;
    layouts.add(route.layout);
    return true;
  });
  return [
    ...byKind.map((route) => sample(route, route.kind)),
    ...frames.map((route) => sample(route, `${route.kind} (${route.layout} frame)`)),
  ];
}

export const KIND_SAMPLES: readonly KindSample[] = samples();

export function needsAccount(path: string): boolean {
  const access = findRoute(path)?.access;
  return access === 'auth' || access === 'verified';
}
