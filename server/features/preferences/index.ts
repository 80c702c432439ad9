/**
 * The preferences feature: preference rating (RLHF). Comparison sets of two experts' answers, blind tasks for
 * raters, ratings, and the results and agreement they add up to. A rating with a winner moves the experts'
 * earned preference figure (catalog) in its own transaction.
 */
import { createRouter } from '../../core/router.ts';
import { onReviewDecided } from '../hitl/service.ts';
import { noticeWorseVersions } from './worse-notice.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

export function createPreferencesRouter() {
  return createRouter()
    .openapi(routes.createComparisonSetRoute, handlers.createComparisonSet)
    .openapi(routes.listComparisonSetsRoute, handlers.listComparisonSets)
    .openapi(routes.nextComparisonTaskRoute, handlers.nextComparisonTask)
    .openapi(routes.getComparisonSetRoute, handlers.getComparisonSet)
    .openapi(routes.rateComparisonTaskRoute, handlers.rateComparisonTask)
    .openapi(routes.listVersionFeedbackFiguresRoute, handlers.listVersionFeedbackFigures)
    .openapi(routes.exportDatasetRoute, handlers.exportDataset);
}

/** Called once per app: a review decision may flag its expert's live version (worse-notice.ts). */
export function startPreferencesRuntime(): void {
  onReviewDecided((deps, expertId) => noticeWorseVersions(deps, [expertId]));
}
