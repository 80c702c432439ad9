import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Keyboard users must be able to scroll whatever scrolls (WCAG 2.1.1, axe `scrollable-region-focusable`). The rule
 * lives in one place, ScrollArea (a focusable, named region; `.scroll-area--*` in global.css). A component that
 * sets `overflow: auto|scroll` itself is allowed only when what scrolls is made of links or buttons (the keyboard
 * reaches and scrolls them) or is focusable itself; each such case is listed here with the reason.
 */
const ROOT = join(import.meta.dirname, '../..');
const ALLOWED: Record<string, string> = {
  'styles/global.css': 'the ScrollArea rule itself',
  'components/ui/ScrollArea.astro': 'the component (its comment names the rule)',
  'components/ui/Tabs.astro': 'a strip of tab buttons (the selected one is in the tab order)',
  'components/landing/landing.css': "the landing header's links",
  'layouts/shell/NavbarFrame.astro': "the area's page links",
  'layouts/shell/SidebarFrame.astro': 'the side navigation, all links',
  'layouts/shell/SideblockFrame.astro': 'the rail and the block list, all links',
  'components/workspace/workspace.css': 'workspace panes: lists of links or buttons, and the chat log, focusable itself',
  'styles/ui.css': 'account tables, every row with its own buttons',
};

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(astro|css|tsx)$/.test(name) ? [path] : [];
  });
}

describe('scrolling regions', () => {
  it('only ScrollArea and the listed link/button strips set overflow to auto or scroll', () => {
    const offenders = files(ROOT)
      .filter((path) => /overflow(-x|-y|-inline|-block)?\s*:\s*(auto|scroll)/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(ROOT, path))
      .filter((path) => !(path in ALLOWED));
    expect(offenders).toEqual([]);
  });
});
