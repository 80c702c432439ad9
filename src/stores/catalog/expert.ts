/**
 * One expert's page: the public listing (kept on the device for offline visits), what the signed-in person can do
 * with it (bookmarked, used, their review), and the actions: bookmark, and hire — open the direct conversation with
 * the expert's agent in messaging, recording the use that reviewing needs.
 */
import { atom, computed } from 'nanostores';
import type { Expert, ExpertViewer } from '../../../contract/catalog/index.ts';
import type { MyConversation } from '../../../contract/messaging/index.ts';
import { createFetcherStore, invalidateKeys, mutateCache } from '../../lib/query/client.ts';
import { isNetworkError } from '../../lib/query/settings.ts';
import { attempt, type Outcome } from '../attempt.ts';
import { $isLoggedIn } from '../auth/session.ts';
import { catalogApi, conversationsApi } from './clients.ts';
import { recallVisited, rememberVisited } from './visited.ts';

/** The slug of the page being shown (the island reads it from the address). */
export const $expertSlug = atom<string>('');

/** The listing, from the API or, when the network is down, this device's copy from an earlier visit. */
export async function fetchExpert(slug: string): Promise<Expert> {
  try {
    const expert = await catalogApi.getExpert({ params: { slug } });
    rememberVisited('expert', slug, expert);
    return expert;
  } catch (error) {
    const kept = isNetworkError(error) ? recallVisited<Expert>('expert', slug) : undefined;
    if (kept) return kept;
    throw error;
  }
}

export function fetchExpertViewer(slug: string): Promise<ExpertViewer> {
  return catalogApi.getExpertViewer({ params: { slug } });
}

/**
 * A key part for a slug: null until the page has read its slug (nanoquery waits on null, but an empty string is a
 * real key and would ask for `/experts/` with no slug).
 */
export const $slugKey = computed($expertSlug, (slug) => slug || null);

export const $expert = createFetcherStore<Expert>(['catalog/expert/', $slugKey], {
  fetcher: (_prefix, slug) => fetchExpert(String(slug)),
});

/** Only asked for when signed in (a null key part: nanoquery waits). */
const $viewerSlug = computed([$expertSlug, $isLoggedIn], (slug, signedIn) => (signedIn && slug ? slug : null));
export const viewerKey = (slug: string) => `catalog/viewer/${slug}`;
export const $expertViewer = createFetcherStore<ExpertViewer>(['catalog/viewer/', $viewerSlug], {
  fetcher: (_prefix, slug) => fetchExpertViewer(String(slug)),
});

export function showExpert(slug: string): void {
  $expertSlug.set(slug);
}

/** Bookmarks or un-bookmarks; the server's answer replaces the cached viewer state. */
export async function setBookmark(slug: string, bookmarked: boolean): Promise<Outcome<ExpertViewer>> {
  const outcome = await attempt(bookmarked ? 'bookmarkExpert' : 'unbookmarkExpert', () =>
    bookmarked ? catalogApi.bookmarkExpert({ params: { slug }, body: {} }) : catalogApi.unbookmarkExpert({ params: { slug } }),
  );
  if (outcome.ok) {
    mutateCache(viewerKey(slug), outcome.value);
    // The bookmarks page lists them: its cached pages are out of date now.
    invalidateKeys((key) => key.startsWith('catalog/bookmarks/'));
  }
  return outcome;
}

/**
 * "Talk to this expert": records the use (what a review needs), then opens (or reopens) the direct conversation with
 * the expert's agent. The island sends the person to the chat with the conversation's id.
 */
export async function hireExpert(expert: Pick<Expert, 'id' | 'slug' | 'name'>): Promise<Outcome<MyConversation>> {
  const used = await attempt('useExpert', () => catalogApi.useExpert({ params: { slug: expert.slug }, body: {} }));
  if (!used.ok) return used;
  mutateCache(viewerKey(expert.slug), used.value);
  return attempt('openDirectConversation', () =>
    conversationsApi.openDirectConversation({ body: { expert_id: expert.id, expert_name: expert.name } }),
  );
}

/**
 * A starter ("Ways to start") pressed: opens (or reuses) the conversation with the expert's agent and sends the
 * starter there as the person's first question; the agent answers it in the chat the island then opens.
 */
export async function startWithStarter(expert: Pick<Expert, 'id' | 'slug' | 'name'>, starter: string): Promise<Outcome<MyConversation>> {
  const opened = await hireExpert(expert);
  if (!opened.ok) return opened;
  const clientId = crypto.randomUUID();
  const sent = await attempt('sendMessage', () =>
    conversationsApi.sendMessage({ params: { id: opened.value.id }, body: { body: starter, client_id: clientId } }),
  );
  return sent.ok ? opened : sent;
}
