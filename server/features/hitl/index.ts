/**
 * The hitl feature: human review of agent actions. The review queue (routes), and the review gate it registers
 * with runs, so that a gated step opens an item here and a decision resumes its run.
 */
import { createRouter } from '../../core/router.ts';
import { registerReviewGate } from '../runs/service.ts';
import { hitlReviewGate } from './gate.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

export function createHitlRouter() {
  return createRouter()
    .openapi(routes.listReviewItemsRoute, handlers.listReviewItems)
    .openapi(routes.getReviewItemRoute, handlers.getReviewItem)
    .openapi(routes.decideReviewItemRoute, handlers.decideReviewItem)
    .openapi(routes.getAgentAnalyticsRoute, handlers.getAgentAnalytics);
}

/** Called once per process (the app, the seed runner): runs' gated steps open review items here. */
export function connectHitl(): void {
  registerReviewGate(hitlReviewGate);
}
