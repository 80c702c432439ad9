import { getT } from '../../i18n/catalog.ts';
import { describe, expect, it } from 'vitest';
import { getRoute } from '../../../contract/routes.ts';
import { breadcrumbTrail } from './breadcrumbs.ts';

const t = getT('en');

describe('breadcrumbTrail', () => {
  it('names the product area of a mirrored page and links back into the same mirror', () => {
    expect(breadcrumbTrail(getRoute('/sidebar/dashboards/personal-1'), t)).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Dashboards', href: '/sidebar/dashboards/personal-1' },
      { label: 'Personal 1' },
    ]);
    expect(breadcrumbTrail(getRoute('/navbar/maps-2'), t)[1]).toEqual({
      label: 'Experts',
      href: '/navbar/layouts/list-view',
    });
    expect(breadcrumbTrail(getRoute('/navbar/layouts/settings'), t)[1]?.label).toBe('Account');
  });
  it('links every ancestor that is a page of the route table', () => {
    expect(breadcrumbTrail(getRoute('/starters/navbar-blank-page-2'), t)).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Starter pages', href: '/starters' },
      { label: 'Navbar Blank Page 2' },
    ]);
  });
  it('ends with the current page, unlinked', () => {
    expect(breadcrumbTrail(getRoute('/roadmap'), t).at(-1)).toEqual({ label: 'Roadmap' });
  });
});
