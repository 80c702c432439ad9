/**
 * The content of /error and /error/page-1..5. Wording leans on spec §8's catalogue (the application handler's
 * user messages and the Agent/Protocol domain codes) so a visitor sent here by a failing call reads the same
 * words the toast used, followed by what they can do about it. The structure (code, drawing, where each action
 * leads) is data; every text comes from the `errorPages.*` keys of the page's language.
 */
import type { Translate } from '../../i18n/translate.ts';

export type ErrorArt = 'not-found' | 'server' | 'maintenance' | 'locked' | 'offline' | 'agent';

/** The key segment of each error page under `errorPages.<id>.*`. */
export type ErrorPageId = 'generic' | 'server' | 'maintenance' | 'forbidden' | 'offline' | 'agent';

type ActionId = 'home' | 'status' | 'otherAccount';

interface ErrorPageDef {
  id: ErrorPageId;
  /** An HTTP status shown as is; without one, the page's `errorPages.<id>.code` word ("Offline", "Agent"). */
  status?: string;
  art: ErrorArt;
  primary: ActionId;
  secondary?: ActionId;
}

export interface ErrorPageContent {
  /** Status or code shown above the heading, for support conversations ("I got a 503"). */
  code: string;
  heading: string;
  body: readonly string[];
  art: ErrorArt;
  /** Where the primary action leads: the home page, the status page, or the login page. */
  primary: { label: string; path: string };
  secondary?: { label: string; path: string };
}

const ACTION_PATHS: Record<ActionId, string> = { home: '/', status: '/status', otherAccount: '/auth/login' };

const GENERIC: ErrorPageDef = { id: 'generic', art: 'server', primary: 'home', secondary: 'status' };

/** /error/page-1 … page-5, in order. */
const PAGES: readonly ErrorPageDef[] = [
  { id: 'server', status: '500', art: 'server', primary: 'home', secondary: 'status' },
  { id: 'maintenance', status: '503', art: 'maintenance', primary: 'status', secondary: 'home' },
  { id: 'forbidden', status: '403', art: 'locked', primary: 'home', secondary: 'otherAccount' },
  { id: 'offline', art: 'offline', primary: 'home', secondary: 'status' },
  { id: 'agent', art: 'agent', primary: 'status', secondary: 'home' },
];

/** Ids of /error/page-1 … page-5, in order (page n is ERROR_PAGE_IDS[n - 1]). */
export const ERROR_PAGE_IDS: readonly ErrorPageId[] = PAGES.map((page) => page.id);

function findPage(id: ErrorPageId): ErrorPageDef {
  const page = id === 'generic' ? GENERIC : PAGES.find((p) => p.id === id);
  if (!page) throw new Error(`Unknown error page "${id}": add it to src/components/errors/error-pages.ts`);
  return page;
}

/** One error page's texts in the language of `t`. */
export function errorPageContent(t: Translate, id: ErrorPageId): ErrorPageContent {
  const page = findPage(id);
  const action = (actionId: ActionId) => ({ label: t(`errorPages.actions.${actionId}`), path: ACTION_PATHS[actionId] });
  return {
    code: page.status ?? t(`errorPages.${id}.code`),
    heading: t(`errorPages.${id}.heading`),
    body: [t(`errorPages.${id}.body1`), t(`errorPages.${id}.body2`)],
    art: page.art,
    primary: action(page.primary),
    ...(page.secondary ? { secondary: action(page.secondary) } : {}),
  };
}
