/**
 * Agent analytics: the signed-in creator's experts, their answers and the human review of them
 * (`getAgentAnalytics`, counted by the API from stored rows; weeks in this browser's time zone). A member who is
 * not a creator is a state, not an error: the creator status is asked first, so the page never logs a refused read.
 */
import type { AgentAnalytics } from '../../../contract/hitl/entities.ts';
import { isApiRequestError } from '../../lib/api/index.ts';
import { handleApiError } from '../../lib/errors/api-handler.ts';
import { createFetcherStore } from '../../lib/query/client.ts';
import { creatorStatusApi } from '../billing/clients.ts';
import { browserTimeZone } from '../runs/activity.ts';
import { hitlApi } from './clients.ts';

export type AgentAnalyticsView = { creator: false } | { creator: true; analytics: AgentAnalytics };

export async function readAgentAnalytics(): Promise<AgentAnalyticsView> {
  if (!(await creatorStatusApi.getCreatorStatus()).is_creator) return { creator: false };
  try {
    return { creator: true, analytics: await hitlApi.getAgentAnalytics({ query: { tz: browserTimeZone() } }) };
  } catch (error) {
    if (isApiRequestError(error) && error.payload?.error_code === 'CREATOR_REQUIRED') return { creator: false };
    throw error;
  }
}

export const $agentAnalytics = createFetcherStore<AgentAnalyticsView>(['hitl/agent-analytics'], {
  fetcher: readAgentAnalytics,
  onError: (error) => handleApiError(error, { domain: 'hitl', operation: 'getAgentAnalytics' }),
});
