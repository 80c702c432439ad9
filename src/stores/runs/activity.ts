/**
 * Personal 2's figures: the person's runs (`getMyRunActivity`) and spending (`getMySpending`), both counted by the
 * API from stored rows, months and weekdays in this browser's time zone.
 */
import type { Spending } from '../../../contract/billing/entities.ts';
import type { RunActivity } from '../../../contract/runs/entities.ts';
import { handleApiError } from '../../lib/errors/api-handler.ts';
import { createFetcherStore } from '../../lib/query/client.ts';
import { billingApi } from '../billing/clients.ts';
import { runsApi } from './clients.ts';

export interface PersonalActivity {
  runs: RunActivity;
  spending: Spending;
}

/** The browser's IANA zone; UTC where the browser cannot say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export const $personalActivity = createFetcherStore<PersonalActivity>(['runs/activity'], {
  fetcher: async () => {
    const query = { tz: browserTimeZone() };
    const [runs, spending] = await Promise.all([runsApi.getMyRunActivity({ query }), billingApi.getMySpending({ query })]);
    return { runs, spending };
  },
  onError: (error) => handleApiError(error, { domain: 'runs', operation: 'getMyRunActivity' }),
});
