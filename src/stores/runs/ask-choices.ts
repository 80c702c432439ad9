/**
 * The experts "Ask an expert" offers (issue 24), never an empty list on a seeded site: the ones the person used (their
 * runs, newest first), the ones they bookmarked, then the site's featured ones and recommendations; each expert once,
 * in the first group it belongs to. A source that cannot be read leaves its group out; the others still show.
 */
import { createFetcherStore } from '../../lib/query/client.ts';
import { catalogApi } from '../catalog/clients.ts';
import { runsApi } from './clients.ts';

export type AskChoiceGroup = 'used' | 'bookmarked' | 'featured';
export interface AskChoice {
  slug: string;
  name: string;
  group: AskChoiceGroup;
}

const quietly = async <T>(read: () => Promise<T>, fallback: T): Promise<T> => {
  try {
    return await read();
  } catch {
    return fallback;
  }
};

export async function readAskChoices(): Promise<AskChoice[]> {
  const [runs, bookmarks, featured, recommended] = await Promise.all([
    quietly(() => runsApi.listMyRuns({ query: { page: 1, limit: 50 } }).then((list) => list.items.map((run) => run.expert)), []),
    quietly(() => catalogApi.listBookmarks({ query: { page: 1, limit: 50 } }).then((list) => list.items), []),
    quietly(() => catalogApi.listFeaturedExperts(), []),
    quietly(() => runsApi.listRecommendations().then((list) => list.map((entry) => entry.expert)), []),
  ]);
  const choices: AskChoice[] = [];
  const add = (experts: ReadonlyArray<{ slug: string; name: string }>, group: AskChoiceGroup) => {
    for (const expert of experts)
      if (!choices.some((known) => known.slug === expert.slug)) choices.push({ slug: expert.slug, name: expert.name, group });
  };
  add(runs, 'used');
  add(bookmarks, 'bookmarked');
  add([...featured, ...recommended], 'featured');
  return choices;
}

export const $askChoices = createFetcherStore<AskChoice[]>(['runs/ask-choices'], { fetcher: () => readAskChoices() });
