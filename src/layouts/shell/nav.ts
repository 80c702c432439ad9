import type { RouteDef, RouteLayout } from '../../../contract/routes.ts';
import { APP_LAYOUTS, DASHBOARDS, STARTER_PAGES } from '../../../contract/routes.ts';
import type { IconName } from '../../lib/icons.ts';
import type { Translate } from '../../i18n/translate.ts';

/** Which mirror the shell's own links point into: /navbar/… or /sidebar/… (sideblock pages use the sidebar tree). */
export type ShellTree = 'navbar' | 'sidebar';

export interface NavLink {
  label: string;
  /** Site path without locale prefix; frames localise it. */
  href: string;
  /** Path prefixes that count as "inside" this link (for aria-current="page" vs "true"). */
  matches: readonly string[];
}

export interface NavSection {
  id: string;
  label: string;
  icon: IconName;
  links: readonly NavLink[];
}

export function shellTreeFor(layout: RouteLayout): ShellTree {
  return layout === 'navbar' ? 'navbar' : 'sidebar';
}

function link(label: string, href: string, ...extra: string[]): NavLink {
  return { label, href, matches: [href, ...extra] };
}

/** Both mirrors count as the same place, so /sidebar/maps-1 highlights "Experts" in any frame. */
function mirrored(path: string): string[] {
  return [`/navbar${path}`, `/sidebar${path}`];
}

/**
 * The top-level destinations of the logged-in app, in the order the spec's product would show them: the user's own
 * dashboards first, then finding experts, then the workspace queues. One row at 1280 px; the reference pages
 * (components, roadmap, status) are in the footer.
 * Labels come out in the language of `t`.
 */
export function primaryNav(tree: ShellTree, t: Translate): NavLink[] {
  return [
    { label: t('shell.nav.dashboards'), href: `/${tree}/dashboards/personal-1`, matches: mirrored('/dashboards') },
    {
      label: t('shell.nav.experts'),
      // The marketplace catalog (issue 16); the expert layouts and maps count as the same place.
      href: '/experts',
      matches: [
        '/experts',
        '/creators',
        '/bookmarks',
        ...['list-view', 'card-grid', 'profile'].flatMap((s) => mirrored(`/layouts/${s}`)),
        ...mirrored('/maps-'),
      ],
    },
    link(t('routes.inbox'), '/inbox', '/LandingInbox'),
    link(t('routes.HITL'), '/HITL'),
    link(t('routes.RLHF'), '/RLHF'),
    link(t('routes.messaging'), '/messaging-v1', '/messaging-v2'),
  ];
}

/**
 * The navbar's strip under the top bar: the pages of the area the person is in. A member's areas only: the dashboards,
 * the catalog and their bookmarks, the studio. The design-system and starter pages, the roadmap and the status page
 * are reached from the footer; the sample layouts and maps from the sidebar tree (issue 24: one row of what a
 * member uses, not the template's every page).
 */
export function navbarAreas(t: Translate): NavSection[] {
  const memberLinks: Record<string, readonly string[] | undefined> = { experts: ['/experts', '/bookmarks'] };
  return navSections('navbar', t)
    .filter((s) => s.id === 'dashboards' || s.id === 'experts' || s.id === 'marketplace')
    .map((s) => {
      const keep = memberLinks[s.id];
      return keep ? { ...s, links: s.links.filter((l) => keep.includes(l.href)) } : s;
    });
}

/** The same destinations grouped with their sub-pages, for the sidebar tree and the sideblock panel. */
export function navSections(tree: ShellTree, t: Translate): NavSection[] {
  const firstOf = (layout: 'navbar' | 'sidebar' | 'sideblock') => STARTER_PAGES.find((s) => s.layout === layout)?.slug ?? '';
  return [
    {
      id: 'dashboards',
      label: t('shell.nav.dashboards'),
      icon: 'dashboard',
      links: DASHBOARDS.map((d) => link(t(d.titleKey), `/${tree}/dashboards/${d.slug}`)),
    },
    {
      id: 'experts',
      label: t('shell.nav.experts'),
      icon: 'users',
      links: [
        link(t('routes.experts'), '/experts', '/creators'),
        link(t('routes.bookmarks'), '/bookmarks'),
        ...APP_LAYOUTS.filter((l) => l.slug !== 'settings').map((l) => link(t(l.titleKey), `/${tree}/layouts/${l.slug}`)),
        link(t('routes.maps-1'), `/${tree}/maps-1`),
        link(t('routes.maps-2'), `/${tree}/maps-2`),
      ],
    },
    {
      // The creator studio and the admin review queue (issue 16); the API decides who may use each.
      id: 'marketplace',
      label: t('studio.nav.section'),
      icon: 'sparkles',
      links: [
        link(t('studio.routes.studio'), '/studio', '/studio/expert', '/studio/protocol'),
        link(t('studio.routes.apply'), '/studio/apply'),
        link(t('studio.routes.review'), '/admin/review'),
      ],
    },
    {
      id: 'workspace',
      label: t('shell.nav.workspace'),
      icon: 'inbox',
      links: [
        link(t('routes.inbox'), '/inbox', '/LandingInbox'),
        link(t('routes.HITL'), '/HITL'),
        link(t('routes.RLHF'), '/RLHF'),
        link(t('routes.messaging'), '/messaging-v1', '/messaging-v2'),
      ],
    },
    {
      id: 'build',
      label: t('shell.nav.build'),
      icon: 'layers',
      links: [
        link(t('routes.components'), '/components'),
        link(t('routes.starters'), '/starters'),
        link(t('shell.nav.navbarStarter'), `/starters/${firstOf('navbar')}`, '/starters/navbar-'),
        link(t('shell.nav.sidebarStarter'), `/starters/${firstOf('sidebar')}`, '/starters/sidebar-'),
        link(t('shell.nav.sideblockStarter'), `/starters/${firstOf('sideblock')}`, '/starters/sideblock-'),
      ],
    },
    {
      id: 'platform',
      label: t('shell.nav.platform'),
      icon: 'pulse',
      links: [link(t('routes.roadmap'), '/roadmap'), link(t('routes.status'), '/status')],
    },
  ];
}

/** How closely a link matches a path: Infinity for the page itself, the matched prefix's length, or 0. */
function matchLength(linkDef: NavLink, path: string): number {
  if (linkDef.href === path) return Number.POSITIVE_INFINITY;
  // A match ends at a path boundary so /components does not claim /components-x; prefixes ending in "-" name a family.
  const lengths = linkDef.matches.filter((m) => path === m || path.startsWith(m.endsWith('-') ? m : `${m}/`)).map((m) => m.length);
  return Math.max(0, ...lengths);
}

/**
 * aria-current for a link on its own: "page" when it is the current page, "true" when the current page lies
 * inside it, undefined otherwise.
 */
export function currentState(linkDef: NavLink, path: string): 'page' | 'true' | undefined {
  const length = matchLength(linkDef, path);
  return length === Number.POSITIVE_INFINITY ? 'page' : length > 0 ? 'true' : undefined;
}

/**
 * aria-current for each link of one menu: only the closest match is marked, so a menu never highlights both
 * "Starter pages" and the starter page that lies inside it.
 */
export function menuStates(links: readonly NavLink[], path: string): ('page' | 'true' | undefined)[] {
  const lengths = links.map((l) => matchLength(l, path));
  const best = Math.max(0, ...lengths);
  return links.map((l, i) => (best > 0 && lengths[i] === best ? currentState(l, path) : undefined));
}

/** The section holding the current page (the sideblock panel shows it); the first section otherwise. */
export function activeSection(sections: readonly NavSection[], route: RouteDef): NavSection {
  const found = sections.find((s) => s.links.some((l) => currentState(l, route.path)));
  return found ?? (sections[0] as NavSection);
}
