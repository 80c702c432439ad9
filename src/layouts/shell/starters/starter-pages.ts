import { STARTER_PAGES } from '../../../../contract/routes.ts';
import type { Translate } from '../../../i18n/translate.ts';

/** The page skeletons a starter can show; StarterSkeleton draws each as labelled regions. */
export type StarterStructure = 'single' | 'narrow' | 'two-column' | 'toolbar-table' | 'cards' | 'split' | 'tabs' | 'empty-state';

export interface StarterInfo {
  /** What the starter is, in a few words (shown as the subtitle on /starters). */
  name: string;
  /** When to reach for it. */
  purpose: string;
  /** A concrete page in this product built from it. */
  example: string;
  structure: StarterStructure;
}

/**
 * The skeleton of each starter of the route table; its name, purpose and example are the keys
 * `starters.pages.<slug>.{name,purpose,example}`. Each frame offers the skeletons that suit it: the navbar frame
 * the widest range, the sidebar frame workspace and admin pages, the sideblock frame dense tool pages.
 */
const STRUCTURES: Record<string, StarterStructure> = {
  'navbar-blank-page-1': 'single',
  'navbar-blank-page-2': 'narrow',
  'navbar-blank-page-3': 'two-column',
  'navbar-blank-page-4': 'toolbar-table',
  'navbar-blank-page-5': 'cards',
  'navbar-blank-page-6': 'split',
  'navbar-blank-page-7': 'tabs',
  'navbar-blank-page-8': 'empty-state',
  'sidebar-blank-page-1': 'single',
  'sidebar-blank-page-2': 'two-column',
  'sidebar-blank-page-3': 'toolbar-table',
  'sidebar-blank-page-4': 'narrow',
  'sidebar-blank-page-5': 'cards',
  'sidebar-blank-page-6': 'tabs',
  'sidebar-blank-page-7': 'empty-state',
  'sideblock-blank-page-1': 'single',
  'sideblock-blank-page-2': 'two-column',
  'sideblock-blank-page-3': 'split',
  'sideblock-blank-page-4': 'toolbar-table',
};

/** A starter's description in the language of `t`. */
export function starterInfo(t: Translate, slug: string): StarterInfo {
  const structure = STRUCTURES[slug];
  if (!structure)
    throw new Error(
      `Starter "${slug}" has no skeleton: add it to src/layouts/shell/starters/starter-pages.ts and its texts to starters.pages.${slug}.*`,
    );
  const key = `starters.pages.${slug}`;
  return { name: t(`${key}.name`), purpose: t(`${key}.purpose`), example: t(`${key}.example`), structure };
}

/** The starters grouped by frame, with each frame's title and description, in the language of `t`. */
export function starterGroups(t: Translate) {
  return (['navbar', 'sidebar', 'sideblock'] as const).map((layout) => ({
    layout,
    title: t(`starters.groups.${layout}.title`),
    description: t(`starters.groups.${layout}.description`),
    starters: STARTER_PAGES.filter((s) => s.layout === layout).map((s) => ({
      slug: s.slug,
      ...starterInfo(t, s.slug),
    })),
  }));
}
