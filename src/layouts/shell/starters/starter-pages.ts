import { STARTER_PAGES } from '../../../../contract/routes';

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
 * One entry per starter of the route table. Each frame offers the skeletons that suit it: the navbar frame the
 * widest range, the sidebar frame workspace and admin pages, the sideblock frame dense tool pages.
 */
const INFO: Record<string, StarterInfo> = {
  'navbar-blank-page-1': { name: 'Full-width page', structure: 'single', purpose: 'For content that needs every pixel of width under the top bar, such as a report or a wide chart.', example: 'A monthly usage report across all your experts.' },
  'navbar-blank-page-2': { name: 'Reading column', structure: 'narrow', purpose: 'For text people read top to bottom: help articles, policies, release notes. Lines stay short enough to read comfortably.', example: 'The documentation page of a published protocol.' },
  'navbar-blank-page-3': { name: 'Content with side panel', structure: 'two-column', purpose: 'For a main task with context that should stay in view beside it.', example: 'A conversation with the hired expert\'s details and rate alongside.' },
  'navbar-blank-page-4': { name: 'List page', structure: 'toolbar-table', purpose: 'For any collection people search, filter and page through.', example: 'Invoices and receipts, filtered by month and expert.' },
  'navbar-blank-page-5': { name: 'Card grid', structure: 'cards', purpose: 'For collections where a picture or a short summary says more than a table row.', example: 'Saved protocols you can run again.' },
  'navbar-blank-page-6': { name: 'Side-by-side comparison', structure: 'split', purpose: 'For putting two versions next to each other so differences are easy to spot.', example: 'An agent\'s first answer beside the version a reviewer approved.' },
  'navbar-blank-page-7': { name: 'Tabbed detail page', structure: 'tabs', purpose: 'For one record with several facets that do not all fit on one screen.', example: 'A project with its overview, files and team.' },
  'navbar-blank-page-8': { name: 'First-run page', structure: 'empty-state', purpose: 'For what a feature shows before there is any data: one sentence of explanation and the action that starts it.', example: 'The hired-experts page before you have hired anyone.' },
  'sidebar-blank-page-1': { name: 'Workspace page', structure: 'single', purpose: 'For a full work area next to the app\'s navigation, when people move between many sections.', example: 'The run log of one expert, step by step.' },
  'sidebar-blank-page-2': { name: 'Master and detail', structure: 'two-column', purpose: 'For a list on one side and the selected item on the other, so people can go through items quickly.', example: 'Notifications with the selected one opened beside the list.' },
  'sidebar-blank-page-3': { name: 'Admin table', structure: 'toolbar-table', purpose: 'For managing records in bulk: select rows, act on them, page through.', example: 'Team members, their roles and pending invitations.' },
  'sidebar-blank-page-4': { name: 'Settings form', structure: 'narrow', purpose: 'For a form in sections, each saved on its own, in one readable column.', example: 'Notification and e-mail preferences.' },
  'sidebar-blank-page-5': { name: 'Dashboard grid', structure: 'cards', purpose: 'For a set of headline numbers and panels that people scan rather than read.', example: 'A team\'s weekly spend and review backlog.' },
  'sidebar-blank-page-6': { name: 'Record with tabs', structure: 'tabs', purpose: 'For editing one complex record whose parts belong on separate tabs.', example: 'A protocol with its steps, pricing and settings.' },
  'sidebar-blank-page-7': { name: 'Empty workspace', structure: 'empty-state', purpose: 'For a section a user has not started yet, pointing to the first thing to do.', example: 'No protocols yet: create your first from a template.' },
  'sideblock-blank-page-1': { name: 'Tool canvas', structure: 'single', purpose: 'For a dense tool that needs a large canvas, with the section\'s pages one click away in the block panel.', example: 'The step editor of a protocol.' },
  'sideblock-blank-page-2': { name: 'Section overview', structure: 'two-column', purpose: 'For the landing page of a section: what is in it, with a checklist or status beside it.', example: 'A project\'s setup status with the remaining steps.' },
  'sideblock-blank-page-3': { name: 'Review desk', structure: 'split', purpose: 'For a person checking an agent\'s work: the proposed action on one side, its context on the other.', example: 'A human-in-the-loop review of an expert\'s proposed e-mail.' },
  'sideblock-blank-page-4': { name: 'Work queue', structure: 'toolbar-table', purpose: 'For a queue worked through item by item, with filters for what to take next.', example: 'Answers waiting for an RLHF rating.' },
};

export function starterInfo(slug: string): StarterInfo {
  const info = INFO[slug];
  if (!info) throw new Error(`Starter "${slug}" has no description: add it to src/layouts/shell/starters/starter-pages.ts`);
  return info;
}

export const STARTER_GROUPS = (['navbar', 'sidebar', 'sideblock'] as const).map((layout) => ({
  layout,
  title: { navbar: 'Navbar frame', sidebar: 'Sidebar frame', sideblock: 'Sideblock frame' }[layout],
  description: {
    navbar: 'Top bar with the main destinations; the most room for content. Good for most pages.',
    sidebar: 'Side column with every area and its pages; suits workspaces people move around in all day.',
    sideblock: 'Icon rail plus a panel for the current area; suits dense tools with many sibling pages.',
  }[layout],
  starters: STARTER_PAGES.filter((s) => s.layout === layout).map((s) => ({ slug: s.slug, ...starterInfo(s.slug) })),
}));
