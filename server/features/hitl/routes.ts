/** Review queue routes, from contract/hitl. */
import { hitlContract as H } from '../../../contract/hitl/index.ts';
import { routeFor } from '../../middleware/contract-route.ts';

export const listReviewItemsRoute = routeFor(H.listReviewItems);
export const getReviewItemRoute = routeFor(H.getReviewItem);
export const decideReviewItemRoute = routeFor(H.decideReviewItem);
export const getAgentAnalyticsRoute = routeFor(H.getAgentAnalytics);
