/**
 * The signed-in creator's earnings (Creator earnings dashboard), read from the ledger through `getMyEarnings`. A
 * member who is not a creator is not an error to show: the creator status says so first, the read answers
 * `{ creator: false }` and the island says how to become one (a creator status changed meanwhile still lands there).
 */
import type { Earnings } from '../../../contract/billing/index.ts';
import { isApiRequestError } from '../../lib/api/index.ts';
import { createFetcherStore } from '../../lib/query/client.ts';
import { billingApi, creatorStatusApi } from './clients.ts';

export const EARNINGS_KEY = 'billing/earnings';

export type EarningsView = { creator: false } | { creator: true; earnings: Earnings };

export async function readEarnings(): Promise<EarningsView> {
  // A member is not a creator: asked first (200 for anyone signed in), so the page never logs a refused request.
  if (!(await creatorStatusApi.getCreatorStatus()).is_creator) return { creator: false };
  try {
    return { creator: true, earnings: await billingApi.getMyEarnings() };
  } catch (error) {
    if (isApiRequestError(error) && error.payload?.error_code === 'CREATOR_REQUIRED') return { creator: false };
    throw error;
  }
}

export const $earnings = createFetcherStore<EarningsView>([EARNINGS_KEY], { fetcher: readEarnings });
