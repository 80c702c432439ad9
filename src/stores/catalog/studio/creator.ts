/**
 * Becoming a creator: the caller's standing (creator or not, the latest request with its status and the admin's
 * reason) and the request itself. A request answers the new status at once, so the page shows "pending" without
 * another round trip.
 */
import type { CreatorProfile, CreatorRequest, CreatorStatus } from '../../../../contract/catalog/entities.ts';
import { mutateCache } from '../../../lib/query/client.ts';
import { createLoadedStore } from '../../account/loaded.ts';
import { attempt, type Outcome } from '../../attempt.ts';
import { creatorApi } from './clients.ts';

const STATUS_KEY = 'studio/creator-status';

export const $creatorStatus = createLoadedStore<CreatorStatus>([STATUS_KEY], 'getCreatorStatus', () => creatorApi.getCreatorStatus());

export interface CreatorRequestFields {
  slug: string;
  display_name: string;
  headline: string;
  bio: string;
  motivation: string;
  website?: string;
  country: string;
  locale: CreatorRequest['locale'];
}

export async function requestCreator(fields: CreatorRequestFields): Promise<Outcome<CreatorRequest>> {
  const outcome = await attempt('requestCreator', () => creatorApi.requestCreator({ body: fields }), {
    domain: 'catalog',
    codeFields: { CREATOR_SLUG_TAKEN: 'slug' },
  });
  if (outcome.ok) mutateCache(STATUS_KEY, { is_creator: false, profile: null, request: outcome.value } satisfies CreatorStatus);
  return outcome;
}

export type CreatorProfileFields = Partial<{
  display_name: string;
  headline: string;
  bio: string;
  website: string | null;
  country: string;
  locale: CreatorRequest['locale'];
  avatar_url: string | null;
}>;

/** Save the creator's public profile; the standing in the cache takes the answer, so the form shows what was kept. */
export async function updateCreatorProfile(fields: CreatorProfileFields): Promise<Outcome<CreatorProfile>> {
  const outcome = await attempt('updateCreatorProfile', () => creatorApi.updateCreatorProfile({ body: fields }), { domain: 'catalog' });
  if (outcome.ok) {
    const current = $creatorStatus.get().data;
    if (current) mutateCache(STATUS_KEY, { ...current, profile: outcome.value } satisfies CreatorStatus);
  }
  return outcome;
}
