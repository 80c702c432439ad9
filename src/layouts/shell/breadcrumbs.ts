import { findRoute, type RouteDef } from '../../../contract/routes';

export interface Crumb {
  label: string;
  /** Absent on the current page. */
  href?: string;
}

/**
 * The /navbar and /sidebar trees are the same pages in two frames, so their crumbs name the product area
 * (Dashboards, Experts, Account) rather than the frame, and link back into the same tree.
 */
function shellGroup(path: string): Crumb | undefined {
  const match = /^\/(navbar|sidebar)\/(dashboards|layouts|maps-\d)(?:\/([\w-]+))?$/.exec(path);
  if (!match) return undefined;
  const [, tree, area, slug] = match;
  if (area === 'dashboards') return { label: 'Dashboards', href: `/${tree}/dashboards/personal-1` };
  if (area === 'layouts' && slug === 'settings') return { label: 'Account', href: `/${tree}/layouts/profile` };
  return { label: 'Experts', href: `/${tree}/layouts/list-view` };
}

/**
 * Home, then every ancestor path that is itself a page of the route table (e.g. /components for
 * /components/tabs), then the current page without a link.
 */
export function breadcrumbTrail(route: RouteDef): Crumb[] {
  const trail: Crumb[] = [{ label: 'Home', href: '/' }];
  if (route.path === '/') return [{ label: 'Home' }];
  const group = shellGroup(route.path);
  if (group) {
    trail.push(group);
  } else {
    const segments = route.path.split('/').filter(Boolean);
    for (let i = 1; i < segments.length; i++) {
      const prefix = `/${segments.slice(0, i).join('/')}`;
      const ancestor = findRoute(prefix);
      if (ancestor) trail.push({ label: ancestor.title, href: prefix });
    }
  }
  trail.push({ label: route.title });
  return trail;
}
