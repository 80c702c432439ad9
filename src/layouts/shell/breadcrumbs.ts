import { findRoute, type RouteDef } from '../../../contract/routes.ts';
import type { Translate } from '../../i18n/translate.ts';
import { routeTitle } from '../../routing/route-title.ts';

export interface Crumb {
  label: string;
  /** Absent on the current page. */
  href?: string;
}

/**
 * The /navbar and /sidebar trees are the same pages in two frames, so their crumbs name the product area
 * (Dashboards, Experts, Account) rather than the frame, and link back into the same tree.
 */
function shellGroup(path: string, t: Translate): Crumb | undefined {
  const match = /^\/(navbar|sidebar)\/(dashboards|layouts|maps-\d)(?:\/([\w-]+))?$/.exec(path);
  if (!match) return undefined;
  const [, tree, area, slug] = match;
  if (area === 'dashboards') return { label: t('shell.nav.dashboards'), href: `/${tree}/dashboards/personal-1` };
  if (area === 'layouts' && slug === 'settings') return { label: t('shell.nav.account'), href: `/${tree}/layouts/profile` };
  return { label: t('shell.nav.experts'), href: `/${tree}/layouts/list-view` };
}

/**
 * Home, then every ancestor path that is itself a page of the route table (e.g. /components for
 * /components/tabs), then the current page without a link.
 */
export function breadcrumbTrail(route: RouteDef, t: Translate): Crumb[] {
  const home = t('routes.home');
  const trail: Crumb[] = [{ label: home, href: '/' }];
  if (route.path === '/') return [{ label: home }];
  const group = shellGroup(route.path, t);
  if (group) {
    trail.push(group);
  } else {
    const segments = route.path.split('/').filter(Boolean);
    for (let i = 1; i < segments.length; i++) {
      const prefix = `/${segments.slice(0, i).join('/')}`;
      const ancestor = findRoute(prefix);
      if (ancestor) trail.push({ label: routeTitle(t, ancestor), href: prefix });
    }
  }
  trail.push({ label: routeTitle(t, route) });
  return trail;
}
