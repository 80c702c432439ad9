import { getT } from '../../i18n/catalog.ts';
import { describe, expect, it } from 'vitest';
import { getRoute } from '../../../contract/routes.ts';
import { activeSection, currentState, menuStates, navbarAreas, navSections, primaryNav, shellTreeFor, type NavLink } from './nav.ts';

const labelsMarked = (path: string, links: readonly NavLink[] = primaryNav('navbar', t)) =>
  menuStates(links, path).flatMap((state, i) => (state ? [`${links[i]?.label}:${state}`] : []));

const t = getT('en');

describe('primary navigation', () => {
  it('lists the app destinations the frames promise, in order', () => {
    expect(primaryNav('navbar', t).map((l) => l.label)).toEqual([
      'Dashboards',
      'Experts',
      'Inbox',
      'Review queue',
      'Rate answers',
      'Messages',
    ]);
    expect(primaryNav('navbar', t).find((l) => l.label === 'Review queue')?.href).toBe('/HITL');
  });
  it('keeps links inside the mirror the page is in', () => {
    expect(primaryNav('sidebar', t)[0]?.href).toBe('/sidebar/dashboards/personal-1');
    expect(shellTreeFor('sideblock')).toBe('sidebar');
  });
  it('marks the current page as "page" and its area as "true"', () => {
    expect(labelsMarked('/navbar/dashboards/personal-1')).toEqual(['Dashboards:page']);
    expect(labelsMarked('/navbar/dashboards/creator')).toEqual(['Dashboards:true']);
    expect(labelsMarked('/sidebar/maps-2')).toEqual(['Experts:true']);
    expect(labelsMarked('/components/tabs')).toEqual([]);
    expect(labelsMarked('/messaging-v2')).toEqual(['Messages:true']);
  });
  it('does not treat a path that merely starts with the same letters as inside a link', () => {
    const experts = primaryNav('navbar', t).find((l) => l.label === 'Experts');
    expect(experts && currentState(experts, '/experts-archive')).toBeUndefined();
  });
});

describe('the navbar strip', () => {
  it("shows a member's pages of the area, not the template's sample layouts and maps", () => {
    const experts = navbarAreas(t).find((s) => s.id === 'experts');
    expect(experts?.links.map((l) => l.label)).toEqual(['Experts', 'Bookmarks']);
    expect(navbarAreas(t).map((s) => s.id)).toEqual(['dashboards', 'experts', 'marketplace']);
  });
});

describe('sections', () => {
  it('marks only the closest link of a menu', () => {
    const build = navSections('sidebar', t).find((s) => s.id === 'build');
    expect(labelsMarked('/starters/sideblock-blank-page-3', build?.links)).toEqual(['Sideblock starter:true']);
    expect(labelsMarked('/starters/sideblock-blank-page-1', build?.links)).toEqual(['Sideblock starter:page']);
  });
  it('opens the section holding the current page in the sideblock panel', () => {
    const sections = navSections('sidebar', t);
    expect(activeSection(sections, getRoute('/starters/sideblock-blank-page-2')).id).toBe('build');
    expect(activeSection(sections, getRoute('/HITL')).id).toBe('workspace');
    expect(activeSection(sections, getRoute('/sidebar/maps-1')).id).toBe('experts');
  });
});
