import { describe, expect, it } from 'vitest';
import { STARTER_PAGES } from '../../../../contract/routes';
import { STARTER_GROUPS, starterInfo } from './starter-pages';

describe('starter pages', () => {
  it('describes every starter of the route table, and each one differently', () => {
    const purposes = STARTER_PAGES.map((s) => starterInfo(s.slug).purpose);
    expect(new Set(purposes).size).toBe(STARTER_PAGES.length);
  });
  it('groups the 8 navbar, 7 sidebar and 4 sideblock starters by frame', () => {
    expect(STARTER_GROUPS.map((g) => g.starters.length)).toEqual([8, 7, 4]);
  });
  it('names the missing description when a starter is added to the table without one', () => {
    expect(() => starterInfo('navbar-blank-page-9')).toThrow(/starter-pages\.ts/);
  });
});
