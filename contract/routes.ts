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

/**
 * What a page is made of beyond its layout: pages of one kind share their template and their family of components
 * (the three auth frames, each dashboard's charts and tables, each showcase of the design system, each wizard form).
 * The checks that must see "one page of every kind" (axe at both widths in both themes, the console guard: issue 12)
 * read the kinds from this table, so a new kind of page is checked the day it is added.
 */
export const PAGE_KINDS = [
  'landing',
  'tenant landing',
  'marketing: steps',
  'marketing: cards',
  'marketing: pricing',
  'expert list',
  'expert page',
  'creator page',
  'auth: sign-in card',
  'auth: sign-in split',
  'auth: sign-in illustrated',
  'auth: sign-up card',
  'auth: sign-up split',
  'auth: password',
  'auth: two-factor',
  'auth: verify e-mail',
  'auth: callback',
  'components index',
  'components: tables',
  'components: disclosure',
  'components: overlays',
  'components: forms',
  'components: display',
  'error',
  'review (HITL)',
  'rating (RLHF)',
  'inbox',
  'inbox preview',
  'messaging',
  'dashboard: personal',
  'dashboard: creator',
  'dashboard: analytics',
  'app: list',
  'app: cards',
  'app: profile',
  'app: settings',
  'app: billing',
  'map',
  'starters index',
  'starter',
  'roadmap',
  'studio',
  'studio: apply',
  'studio: expert editor',
  'studio: protocol workbench',
  'admin review queue',
  'status',
  'step page',
  'wizard overview',
  'wizard: form',
  'wizard: files',
  'wizard: team',
  'wizard: review',
  'offline',
  'not found',
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export interface RouteDef {
  path: string;
  /** The page's title as a key of src/i18n/locales (`routes.…`); the site renders it with `routeTitle`. */
  titleKey: string;
  /** Values for the title's placeholders (the starter pages' number). */
  titleValues?: Readonly<Record<string, number>>;
  access: RouteAccess;
  layout: RouteLayout;
  kind: PageKind;
  /** The spec's requiresAuth flag on the dashboard groups under /navbar/dashboards and /sidebar/dashboards. */
  requiresAuth?: true;
}

const LANDING_PATHS = [
  '/AphisLanding',
  '/CrohnsLanding',
  '/EnrdLanding',
  '/HrsaLanding',
  '/LashaLanding',
  '/NslpLanding',
  '/NtsbLanding',
  '/PhmLanding',
  '/PubSchoolLanding',
  '/SpuhcLanding',
  '/UsichLanding',
  '/UsitcLanding',
  '/UstdaLanding',
] as const;

export const COMPONENT_PAGES = [
  'accordion',
  'action',
  'addons',
  'avatar',
  'button',
  'card',
  'forms',
  'flextable',
  'icons',
  'modal',
  'pagination',
  'placeload',
  'plugins',
  'progress',
  'table',
  'tabs',
  'tag',
  'tooltip',
] as const;

/** The showcases by the family of components they show; the first of each family in this list stands for it. */
const COMPONENT_KINDS: Record<(typeof COMPONENT_PAGES)[number], PageKind> = {
  table: 'components: tables',
  flextable: 'components: tables',
  pagination: 'components: tables',
  tabs: 'components: disclosure',
  accordion: 'components: disclosure',
  modal: 'components: overlays',
  tooltip: 'components: overlays',
  forms: 'components: forms',
  addons: 'components: forms',
  action: 'components: forms',
  button: 'components: forms',
  card: 'components: display',
  avatar: 'components: display',
  icons: 'components: display',
  placeload: 'components: display',
  plugins: 'components: display',
  progress: 'components: display',
  tag: 'components: display',
};

export const DASHBOARDS = [
  { slug: 'personal-1', titleKey: 'routes.dashboards.personal-1', kind: 'dashboard: personal' },
  { slug: 'personal-2', titleKey: 'routes.dashboards.personal-2', kind: 'dashboard: personal' },
  { slug: 'creator', titleKey: 'routes.dashboards.creator', kind: 'dashboard: creator' },
  { slug: 'analytics', titleKey: 'routes.dashboards.analytics', kind: 'dashboard: analytics' },
] as const;

export const APP_LAYOUTS = [
  { slug: 'list-view', titleKey: 'routes.layouts.list-view', kind: 'app: list' },
  { slug: 'card-grid', titleKey: 'routes.layouts.card-grid', kind: 'app: cards' },
  { slug: 'profile', titleKey: 'routes.layouts.profile', kind: 'app: profile' },
  { slug: 'settings', titleKey: 'routes.layouts.settings', kind: 'app: settings' },
  { slug: 'billing', titleKey: 'routes.layouts.billing', kind: 'app: billing' },
] as const;

export const WIZARD_STEPS = [
  { slug: 'project-info', titleKey: 'routes.wizard.project-info', kind: 'wizard: form' },
  { slug: 'project-details', titleKey: 'routes.wizard.project-details', kind: 'wizard: form' },
  { slug: 'project-files', titleKey: 'routes.wizard.project-files', kind: 'wizard: files' },
  { slug: 'project-team', titleKey: 'routes.wizard.project-team', kind: 'wizard: team' },
  { slug: 'project-tools', titleKey: 'routes.wizard.project-tools', kind: 'wizard: form' },
  { slug: 'project-review', titleKey: 'routes.wizard.project-review', kind: 'wizard: review' },
  { slug: 'success', titleKey: 'routes.wizard.success', kind: 'wizard: review' },
] as const;

export const STARTER_PAGES = [
  ...range(8).map((n) => ({ slug: `navbar-blank-page-${n}`, layout: 'navbar' as const, number: n })),
  ...range(7).map((n) => ({ slug: `sidebar-blank-page-${n}`, layout: 'sidebar' as const, number: n })),
  ...range(4).map((n) => ({ slug: `sideblock-blank-page-${n}`, layout: 'sideblock' as const, number: n })),
];

function range(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i + 1);
}

/** The same dashboards, layouts and maps under /navbar and /sidebar (spec: /sidebar mirrors /navbar). */
function shellRoutes(shell: 'navbar' | 'sidebar'): RouteDef[] {
  return [
    ...DASHBOARDS.map((d) => ({
      path: `/${shell}/dashboards/${d.slug}`,
      titleKey: d.titleKey,
      access: 'auth' as const,
      layout: shell,
      kind: d.kind,
      requiresAuth: true as const,
    })),
    ...APP_LAYOUTS.map((l) => ({
      path: `/${shell}/layouts/${l.slug}`,
      titleKey: l.titleKey,
      access: 'auth' as const,
      layout: shell,
      kind: l.kind,
    })),
    { path: `/${shell}/maps-1`, titleKey: 'routes.maps-1', access: 'auth', layout: shell, kind: 'map' },
    { path: `/${shell}/maps-2`, titleKey: 'routes.maps-2', access: 'auth', layout: shell, kind: 'map' },
  ];
}

/** The pages of one expert and one creator: `/experts/<slug>`, `/creators/<slug>`. */
export const EXPERT_PAGE_ROUTE = '/experts/[slug]';
export const CREATOR_PAGE_ROUTE = '/creators/[slug]';
/** The slug under which each family's shell is prebuilt; no real slug can take it (slugs start with [a-z0-9]). */
export const SHELL_SLUG = '_shell';

/** A family route with one `[slug]` segment: its prefix and the route path. */
export const SLUG_ROUTES = [
  { prefix: '/experts/', path: EXPERT_PAGE_ROUTE, kind: 'expert' },
  { prefix: '/creators/', path: CREATOR_PAGE_ROUTE, kind: 'creator' },
] as const;
export type SlugPageKind = (typeof SLUG_ROUTES)[number]['kind'];

/** `/experts/ada-tutor` → { kind: 'expert', slug: 'ada-tutor' }; anything else → null. */
export function matchSlugRoute(path: string): { kind: SlugPageKind; slug: string; route: string } | null {
  for (const family of SLUG_ROUTES) {
    if (!path.startsWith(family.prefix)) continue;
    const slug = path.slice(family.prefix.length).replace(/\/$/, '');
    if (slug && !slug.includes('/')) return { kind: family.kind, slug, route: family.path };
  }
  return null;
}
/** Where "Open app" leads a signed-in visitor from the static pages: the first dashboard. */
export const APP_HOME_PATH = '/navbar/dashboards/personal-1';

/**
 * Route groups that have no page of their own (issue 12, point 7): a person who shortens `/navbar/dashboards/…` to
 * `/navbar` lands on the group's first page instead of a 404. Both servers (server/site and the generated nginx
 * config) answer these with a temporary redirect, so a real index page can replace one later without browsers
 * remembering the old answer; the locale prefix and the query string are kept.
 */
export const ROUTE_GROUP_REDIRECTS: Readonly<Record<string, string>> = {
  '/navbar': APP_HOME_PATH,
  '/navbar/dashboards': APP_HOME_PATH,
  '/navbar/layouts': '/navbar/layouts/list-view',
  '/sidebar': '/sidebar/dashboards/personal-1',
  '/sidebar/dashboards': '/sidebar/dashboards/personal-1',
  '/sidebar/layouts': '/sidebar/layouts/list-view',
  '/auth': '/auth/login',
  '/auth/social': '/auth/login',
};

export const ROUTES: readonly RouteDef[] = [
  { path: '/', titleKey: 'routes.home', access: 'public', layout: 'landing', kind: 'landing' },
  ...LANDING_PATHS.map((path) => ({
    path,
    titleKey: 'routes.home',
    access: 'public' as const,
    layout: 'landing' as const,
    kind: 'tenant landing' as const,
  })),
  { path: '/marketing-1', titleKey: 'routes.marketing-1', access: 'public', layout: 'landing', kind: 'marketing: steps' },
  { path: '/marketing-2', titleKey: 'routes.marketing-2', access: 'public', layout: 'landing', kind: 'marketing: cards' },
  { path: '/marketing-3', titleKey: 'routes.marketing-3', access: 'public', layout: 'landing', kind: 'marketing: pricing' },
  // The marketplace (issue 16): public so a visitor browses before signing up; bookmarking, reviewing and hiring
  // ask for an account inside the page. The two `[slug]` routes are families answered by the serving layer from one
  // prebuilt shell per tenant × locale (docs/decisions.md "Marketplace site").
  { path: '/experts', titleKey: 'routes.experts', access: 'public', layout: 'navbar', kind: 'expert list' },
  { path: EXPERT_PAGE_ROUTE, titleKey: 'routes.expert', access: 'public', layout: 'navbar', kind: 'expert page' },
  { path: CREATOR_PAGE_ROUTE, titleKey: 'routes.creator', access: 'public', layout: 'navbar', kind: 'creator page' },
  // The signed-in person's bookmarked experts (the expert page's bookmark button leads here).
  { path: '/bookmarks', titleKey: 'routes.bookmarks', access: 'auth', layout: 'navbar', kind: 'expert list' },
  { path: '/auth/login', titleKey: 'routes.auth.login', access: 'guest', layout: 'auth', kind: 'auth: sign-in card' },
  { path: '/auth/login-2', titleKey: 'routes.auth.login', access: 'guest', layout: 'auth', kind: 'auth: sign-in split' },
  { path: '/auth/login-3', titleKey: 'routes.auth.login', access: 'guest', layout: 'auth', kind: 'auth: sign-in illustrated' },
  { path: '/auth/signup-1', titleKey: 'routes.auth.signup', access: 'guest', layout: 'auth', kind: 'auth: sign-up card' },
  { path: '/auth/signup-2', titleKey: 'routes.auth.signup', access: 'guest', layout: 'auth', kind: 'auth: sign-up split' },
  { path: '/auth/signup-3', titleKey: 'routes.auth.signup', access: 'guest', layout: 'auth', kind: 'auth: sign-up card' },
  { path: '/auth/register', titleKey: 'routes.auth.register', access: 'guest', layout: 'auth', kind: 'auth: sign-up card' },
  { path: '/auth/forgot-password', titleKey: 'routes.auth.forgot-password', access: 'guest', layout: 'auth', kind: 'auth: password' },
  { path: '/auth/reset-password', titleKey: 'routes.auth.reset-password', access: 'guest', layout: 'auth', kind: 'auth: password' },
  { path: '/auth/two-factor', titleKey: 'routes.auth.two-factor', access: 'guest', layout: 'auth', kind: 'auth: two-factor' },
  // Where OpenID Connect providers send the browser back (docs/decisions.md, social sign-in). Public rather than
  // guest: a signed-in person who links a provider returns here too, and must not be sent away before it completes.
  { path: '/auth/social/callback', titleKey: 'routes.auth.social-callback', access: 'public', layout: 'auth', kind: 'auth: callback' },
  // Needs a session (the code is checked against the signed-in account), so it keeps the default rule.
  { path: '/auth/verify-email', titleKey: 'routes.auth.verify-email', access: 'auth', layout: 'auth', kind: 'auth: verify e-mail' },
  { path: '/components', titleKey: 'routes.components', access: 'auth', layout: 'navbar', kind: 'components index' },
  ...COMPONENT_PAGES.map((name) => ({
    path: `/components/${name}`,
    titleKey: `routes.components.${name}`,
    access: 'auth' as const,
    layout: 'navbar' as const,
    kind: COMPONENT_KINDS[name],
  })),
  { path: '/error', titleKey: 'routes.error', access: 'public', layout: 'minimal', kind: 'error' },
  ...range(5).map((n) => ({
    path: `/error/page-${n}`,
    titleKey: 'routes.error',
    access: 'public' as const,
    layout: 'minimal' as const,
    kind: 'error' as const,
  })),
  { path: '/HITL', titleKey: 'routes.HITL', access: 'verified', layout: 'navbar', kind: 'review (HITL)' },
  { path: '/RLHF', titleKey: 'routes.RLHF', access: 'verified', layout: 'navbar', kind: 'rating (RLHF)' },
  { path: '/inbox', titleKey: 'routes.inbox', access: 'verified', layout: 'navbar', kind: 'inbox' },
  // A signed-out visitor's preview of the inbox that invites sign-in (issue 14).
  { path: '/LandingInbox', titleKey: 'routes.inbox', access: 'public', layout: 'navbar', kind: 'inbox preview' },
  { path: '/messaging-v1', titleKey: 'routes.messaging', access: 'verified', layout: 'navbar', kind: 'messaging' },
  { path: '/messaging-v2', titleKey: 'routes.messaging', access: 'verified', layout: 'sidebar', kind: 'messaging' },
  ...shellRoutes('navbar'),
  ...shellRoutes('sidebar'),
  { path: '/starters', titleKey: 'routes.starters', access: 'auth', layout: 'navbar', kind: 'starters index' },
  ...STARTER_PAGES.map((s) => ({
    path: `/starters/${s.slug}`,
    titleKey: `routes.starters.${s.layout}`,
    titleValues: { number: s.number },
    access: 'auth' as const,
    layout: s.layout,
    kind: 'starter' as const,
  })),
  { path: '/roadmap', titleKey: 'routes.roadmap', access: 'auth', layout: 'navbar', kind: 'roadmap' },
  // The creator studio and the admin review queue (issue 16). The API decides who is a creator or an admin; the
  // pages only need a session, and say honestly what the person may not do.
  { path: '/studio', titleKey: 'studio.routes.studio', access: 'auth', layout: 'navbar', kind: 'studio' },
  { path: '/studio/apply', titleKey: 'studio.routes.apply', access: 'auth', layout: 'navbar', kind: 'studio: apply' },
  { path: '/studio/expert', titleKey: 'studio.routes.expert', access: 'auth', layout: 'navbar', kind: 'studio: expert editor' },
  // The protocol workbench of one of the creator's experts (`?id=`, issue 27).
  { path: '/studio/protocol', titleKey: 'studio.routes.protocol', access: 'auth', layout: 'navbar', kind: 'studio: protocol workbench' },
  { path: '/admin/review', titleKey: 'studio.routes.review', access: 'auth', layout: 'navbar', kind: 'admin review queue' },
  { path: '/status', titleKey: 'routes.status', access: 'public', layout: 'minimal', kind: 'status' },
  { path: '/step-2', titleKey: 'routes.step-2', access: 'auth', layout: 'minimal', kind: 'step page' },
  { path: '/wizard-v1', titleKey: 'routes.wizard', access: 'auth', layout: 'minimal', kind: 'wizard overview' },
  ...WIZARD_STEPS.map((s) => ({
    path: `/wizard-v1/${s.slug}`,
    titleKey: s.titleKey,
    access: 'auth' as const,
    layout: 'minimal' as const,
    kind: s.kind,
  })),
  // Not in the spec's table: the page the service worker shows for a page never visited while offline (issue 4).
  { path: '/offline', titleKey: 'offline.title', access: 'public', layout: 'minimal', kind: 'offline' },
];

/** The catch-all: served with status 404 for any path outside the table. */
export const NOT_FOUND_ROUTE: RouteDef = {
  path: '/404',
  titleKey: 'routes.notFound',
  access: 'public',
  layout: 'minimal',
  kind: 'not found',
};

const BY_PATH = new Map(ROUTES.map((r) => [r.path, r]));

/** The route for a request path (trailing slash ignored), or undefined when it is not in the table. */
export function findRoute(path: string): RouteDef | undefined {
  const clean = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return BY_PATH.get(clean) ?? BY_PATH.get(matchSlugRoute(clean)?.route ?? '');
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
