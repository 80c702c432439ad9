/**
 * A creator's own experts: the paged list (every status), the one being edited, and the life-cycle actions
 * (create a draft, save it, send it to review, take it back, delete it). The API runs each change in one
 * transaction, so a refused submit (a 422 naming the fields) leaves the draft exactly as it was; the editor keeps
 * what the person typed and shows the field messages.
 */
import { atom } from 'nanostores';
import type { Category, MyExpert, Tag } from '../../../../contract/catalog/entities.ts';
import type { ExpertCreateInput } from '../../../../contract/catalog/inputs.ts';
import type { ListResult } from '../../../lib/api/list.ts';
import { invalidateKeys, mutateCache } from '../../../lib/query/client.ts';
import { createLoadedStore } from '../../account/loaded.ts';
import { attempt, type Outcome } from '../../attempt.ts';
import { catalogLookupApi, creatorApi } from './clients.ts';

export const MY_EXPERTS_PER_PAGE = 10;
const LIST_KEY = 'studio/my-experts/';
const ONE_KEY = 'studio/my-expert/';

export const $myExpertsPage = atom(1);
export const $myExperts = createLoadedStore<ListResult<MyExpert>>([LIST_KEY, $myExpertsPage], 'listMyExperts', (_key, page) =>
  creatorApi.listMyExperts({ query: { page: Number(page), limit: MY_EXPERTS_PER_PAGE } }),
);

/** The expert the editor shows; null for a new one (nothing is fetched then). */
export const $editedExpertId = atom<string | null>(null);
export const $editedExpert = createLoadedStore<MyExpert>([ONE_KEY, $editedExpertId], 'getMyExpert', (_key, id) =>
  creatorApi.getMyExpert({ params: { id: String(id) } }),
);

/** What the editor offers: every category and tag (they change rarely, so the cache keeps them). */
export const $studioCategories = createLoadedStore<Category[]>(['studio/categories'], 'listUtilityCategories', () =>
  catalogLookupApi.listUtilityCategories(),
);
export const $studioTags = createLoadedStore<Tag[]>(['studio/tags'], 'listTags', () => catalogLookupApi.listTags());

/** The body fields the editor sends (the API's defaults fill the rest on create). */
export type ExpertFields = Pick<
  ExpertCreateInput,
  'name' | 'headline' | 'description' | 'locale' | 'languages' | 'category' | 'tags' | 'tenants' | 'human_review' | 'starters'
> & { price: { model: ExpertCreateInput['price']['model']; amount: number } };

const options = { domain: 'catalog', codeFields: { EXPERT_SLUG_TAKEN: 'name' } };

/** The server answered the expert's new state: the editor shows it, and the list refetches. */
function changed(expert: MyExpert): void {
  mutateCache(`${ONE_KEY}${expert.id}`, expert);
  invalidateKeys((key) => key.startsWith(LIST_KEY));
}

async function track(operation: Promise<Outcome<MyExpert>>): Promise<Outcome<MyExpert>> {
  const outcome = await operation;
  if (outcome.ok) changed(outcome.value);
  return outcome;
}

export function createExpert(fields: ExpertFields): Promise<Outcome<MyExpert>> {
  return track(attempt('createMyExpert', () => creatorApi.createMyExpert({ body: fields }), options));
}

export function saveExpert(id: string, fields: Partial<ExpertFields>): Promise<Outcome<MyExpert>> {
  return track(attempt('updateMyExpert', () => creatorApi.updateMyExpert({ params: { id }, body: fields }), options));
}

/** draft → in review. A 422 names the fields review needs (description length, a starter); nothing changes then. */
export function submitExpert(id: string): Promise<Outcome<MyExpert>> {
  return track(attempt('submitMyExpert', () => creatorApi.submitMyExpert({ params: { id }, body: {} }), options));
}

/** in review or published → draft, so it can be edited again. */
export function withdrawExpert(id: string): Promise<Outcome<MyExpert>> {
  return track(attempt('withdrawMyExpert', () => creatorApi.withdrawMyExpert({ params: { id }, body: {} }), options));
}

export async function deleteExpert(id: string): Promise<Outcome<void>> {
  const outcome = await attempt(
    'deleteMyExpert',
    async () => {
      await creatorApi.deleteMyExpert({ params: { id } });
    },
    options,
  );
  if (outcome.ok) invalidateKeys((key) => key.startsWith(LIST_KEY) || key === `${ONE_KEY}${id}`);
  return outcome;
}
