/**
 * The spec's route table as data (spec §2). The site's pre-paint guard, the session store, the Node server's
 * cache policy and the generated nginx config all read this one list.
 *
 * Access (spec §2): routes require auth by default. Public: `/`, login and signup paths, `/error…`, `/status`.
 * We also make the per-variant landing and marketing pages public (docs/decisions.md: a landing page behind a
 * login defeats "fast static landing visits per tenant"). `guest` routes are public and send a logged-in user to
 * `/`; `verified` routes also need a verified e-mail.
 */
export type RouteAccess = 'public' | 'guest' | 'auth' | 'verified';
export type RouteLayout = 'landing' | 'auth' | 'navbar' | 'sidebar' | 'sideblock' | 'minimal';

export interface RouteDef {
  path: string;
  title: string;
  access: RouteAccess;
  layout: RouteLayout;
  /** The spec's requiresAuth flag on the dashboard groups under /navbar/dashboards and /sidebar/dashboards. */
  requiresAuth?: true;
}

const LANDING_PATHS = [
  '/AphisLanding', '/CrohnsLanding', '/EnrdLanding', '/HrsaLanding', '/LashaLanding', '/NslpLanding', '/NtsbLanding',
  '/PhmLanding', '/PubSchoolLanding', '/SpuhcLanding', '/UsichLanding', '/UsitcLanding', '/UstdaLanding',
] as const;

export const COMPONENT_PAGES = [
  'accordion', 'action', 'addons', 'avatar', 'button', 'card', 'forms', 'flextable', 'icons', 'modal',
  'pagination', 'placeload', 'plugins', 'progress', 'table', 'tabs', 'tag', 'tooltip',
] as const;

export const DASHBOARDS = [
  { slug: 'personal-1', title: 'Personal 1' },
  { slug: 'personal-2', title: 'Personal 2' },
  { slug: 'creator', title: 'Creator earnings' },
  { slug: 'analytics', title: 'Agent analytics' },
] as const;

export const APP_LAYOUTS = [
  { slug: 'list-view', title: 'Expert list' },
  { slug: 'card-grid', title: 'Expert cards' },
  { slug: 'profile', title: 'Profile' },
  { slug: 'settings', title: 'Settings' },
  { slug: 'billing', title: 'Billing' },
] as const;

export const WIZARD_STEPS = [
  { slug: 'project-info', title: 'Project info' },
  { slug: 'project-details', title: 'Project details' },
  { slug: 'project-files', title: 'Project files' },
  { slug: 'project-team', title: 'Project team' },
  { slug: 'project-tools', title: 'Project tools' },
  { slug: 'project-review', title: 'Project review' },
  { slug: 'success', title: 'Project created' },
] as const;

export const STARTER_PAGES = [
  ...range(8).map((n) => ({ slug: `navbar-blank-page-${n}`, layout: 'navbar' as const })),
  ...range(7).map((n) => ({ slug: `sidebar-blank-page-${n}`, layout: 'sidebar' as const })),
  ...range(4).map((n) => ({ slug: `sideblock-blank-page-${n}`, layout: 'sideblock' as const })),
];

function range(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i + 1);
}

function titleCase(slug: string): string {
  return slug.replace(/(^|-)(\w)/g, (_, dash: string, c: string) => (dash ? ' ' : '') + c.toUpperCase());
}

/** The same dashboards, layouts and maps under /navbar and /sidebar (spec: /sidebar mirrors /navbar). */
function shellRoutes(shell: 'navbar' | 'sidebar'): RouteDef[] {
  return [
    ...DASHBOARDS.map((d) => ({
      path: `/${shell}/dashboards/${d.slug}`, title: d.title, access: 'auth' as const, layout: shell, requiresAuth: true as const,
    })),
    ...APP_LAYOUTS.map((l) => ({ path: `/${shell}/layouts/${l.slug}`, title: l.title, access: 'auth' as const, layout: shell })),
    { path: `/${shell}/maps-1`, title: 'Expert map', access: 'auth', layout: shell },
    { path: `/${shell}/maps-2`, title: 'Service areas', access: 'auth', layout: shell },
  ];
}

export const ROUTES: readonly RouteDef[] = [
  { path: '/', title: 'Home', access: 'public', layout: 'landing' },
  ...LANDING_PATHS.map((path) => ({ path, title: 'Home', access: 'public' as const, layout: 'landing' as const })),
  { path: '/marketing-1', title: 'Hire AI experts', access: 'public', layout: 'landing' },
  { path: '/marketing-2', title: 'Become a creator', access: 'public', layout: 'landing' },
  { path: '/marketing-3', title: 'Pricing', access: 'public', layout: 'landing' },
  { path: '/auth/login', title: 'Log in', access: 'guest', layout: 'auth' },
  { path: '/auth/login-2', title: 'Log in', access: 'guest', layout: 'auth' },
  { path: '/auth/login-3', title: 'Log in', access: 'guest', layout: 'auth' },
  { path: '/auth/signup-1', title: 'Sign up', access: 'guest', layout: 'auth' },
  { path: '/auth/signup-2', title: 'Sign up', access: 'guest', layout: 'auth' },
  { path: '/auth/signup-3', title: 'Sign up', access: 'guest', layout: 'auth' },
  { path: '/auth/register', title: 'Create your account', access: 'guest', layout: 'auth' },
  { path: '/auth/forgot-password', title: 'Forgot password', access: 'guest', layout: 'auth' },
  { path: '/auth/reset-password', title: 'Choose a new password', access: 'guest', layout: 'auth' },
  { path: '/auth/two-factor', title: 'Two-factor verification', access: 'guest', layout: 'auth' },
  // Needs a session (the code is checked against the signed-in account), so it keeps the default rule.
  { path: '/auth/verify-email', title: 'Verify your email', access: 'auth', layout: 'auth' },
  { path: '/components', title: 'Components', access: 'auth', layout: 'navbar' },
  ...COMPONENT_PAGES.map((name) => ({ path: `/components/${name}`, title: titleCase(name), access: 'auth' as const, layout: 'navbar' as const })),
  { path: '/error', title: 'Something went wrong', access: 'public', layout: 'minimal' },
  ...range(5).map((n) => ({ path: `/error/page-${n}`, title: 'Something went wrong', access: 'public' as const, layout: 'minimal' as const })),
  { path: '/HITL', title: 'Review queue', access: 'verified', layout: 'navbar' },
  { path: '/RLHF', title: 'Rate answers', access: 'verified', layout: 'navbar' },
  { path: '/inbox', title: 'Inbox', access: 'verified', layout: 'navbar' },
  { path: '/LandingInbox', title: 'Inbox', access: 'auth', layout: 'navbar' },
  { path: '/messaging-v1', title: 'Messages', access: 'verified', layout: 'navbar' },
  { path: '/messaging-v2', title: 'Messages', access: 'verified', layout: 'sidebar' },
  ...shellRoutes('navbar'),
  ...shellRoutes('sidebar'),
  { path: '/starters', title: 'Starter pages', access: 'auth', layout: 'navbar' },
  ...STARTER_PAGES.map((s) => ({ path: `/starters/${s.slug}`, title: titleCase(s.slug), access: 'auth' as const, layout: s.layout })),
  { path: '/roadmap', title: 'Roadmap', access: 'auth', layout: 'navbar' },
  { path: '/status', title: 'Status', access: 'public', layout: 'minimal' },
  { path: '/step-2', title: 'Choose your expert', access: 'auth', layout: 'minimal' },
  { path: '/wizard-v1', title: 'New project', access: 'auth', layout: 'minimal' },
  ...WIZARD_STEPS.map((s) => ({ path: `/wizard-v1/${s.slug}`, title: s.title, access: 'auth' as const, layout: 'minimal' as const })),
];

/** The catch-all: served with status 404 for any path outside the table. */
export const NOT_FOUND_ROUTE: RouteDef = { path: '/404', title: 'Page not found', access: 'public', layout: 'minimal' };

const BY_PATH = new Map(ROUTES.map((r) => [r.path, r]));

/** The route for a request path (trailing slash ignored), or undefined when it is not in the table. */
export function findRoute(path: string): RouteDef | undefined {
  const clean = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return BY_PATH.get(clean);
}

export function getRoute(path: string): RouteDef {
  const route = findRoute(path);
  if (!route) throw new Error(`Route "${path}" is not in contract/routes.ts: add it to ROUTES first`);
  return route;
}

export function isPublicAccess(access: RouteAccess): boolean {
  return access === 'public' || access === 'guest';
}

/** Spec §2/§9: private pages one hour; public pages one day plus a week of stale-while-revalidate. */
export const CACHE_CONTROL = {
  private: 'private, max-age=3600',
  public: 'public, max-age=86400, stale-while-revalidate=604800',
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
} as const;

export function cacheControlForRoute(route: RouteDef): string {
  return isPublicAccess(route.access) ? CACHE_CONTROL.public : CACHE_CONTROL.private;
}
