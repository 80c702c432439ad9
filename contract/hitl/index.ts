/**
 * Human review of agent actions (HITL): the review queue of the experts you created, one item per paused run
 * step, and the decision (accept, edit, respond, ignore) that resumes the run.
 */
import { idParamsSchema, timeZoneQuerySchema } from '../fields.ts';
import { defineContract, limitWrites } from '../lib/operation.ts';
import { AgentAnalyticsSchema, ReviewItemSchema } from './entities.ts';
import { hitlEndpoints } from './endpoints.ts';
import { reviewDecisionSchema, reviewListQuerySchema } from './requests.ts';

export * from './entities.ts';
export * from './requests.ts';
export { hitlEndpoints } from './endpoints.ts';

const read = { access: 'user', scope: 'user:read' } as const;
const write = { access: 'user', scope: 'user:write' } as const;
const TAG = 'Review queue';

export const hitlContract = limitWrites(
  defineContract(hitlEndpoints, {
    listReviewItems: {
      tag: TAG,
      summary: 'Review items waiting for you (as the creator of the expert whose run paused)',
      ...read,
      query: reviewListQuerySchema,
      response: ReviewItemSchema,
    },
    getReviewItem: {
      tag: TAG,
      summary: 'One review item (its reviewer, or the person whose run it is)',
      description: "Only its reviewer reads `action_request.args` (the answer under review); for the run's owner it is `{}`.",
      ...read,
      params: idParamsSchema,
      response: ReviewItemSchema,
      errors: ['REVIEW_ITEM_NOT_FOUND'],
    },
    decideReviewItem: {
      tag: TAG,
      summary: 'Decide: accept, edit, respond or ignore; the run resumes',
      description: 'Only decisions the item allows (config.allow_*). Only the reviewer decides; the run’s owner reads.',
      ...write,
      params: idParamsSchema,
      body: reviewDecisionSchema,
      response: ReviewItemSchema,
      errors: ['REVIEW_ITEM_NOT_FOUND', 'REVIEW_ITEM_DECIDED', 'DECISION_NOT_ALLOWED', 'FORBIDDEN'],
    },
    getAgentAnalytics: {
      tag: TAG,
      summary: "Your experts' answers and their human review: answers, decisions, waiting items, review time, by week and by expert",
      description:
        'Counted from the stored runs and review items of the experts you created (last 30 days; weeks in `tz`, default UTC). ' +
        'Someone who has not created an expert is 403 CREATOR_REQUIRED.',
      ...read,
      query: timeZoneQuerySchema,
      response: AgentAnalyticsSchema,
      errors: ['CREATOR_REQUIRED'],
    },
  }),
);
