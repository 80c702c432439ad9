/** The marketplace feature: public catalog, creators' own experts, and the platform admin's review queue. */
import { createRouter } from '../../core/router.ts';
import * as admin from './admin-handlers.ts';
import * as creator from './creator-handlers.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

export function createCatalogRouter() {
  return (
    createRouter()
      // The featured list before /api/experts/{slug}, so "featured" is never read as a slug.
      .openapi(routes.listFeaturedExpertsRoute, handlers.listFeaturedExperts)
      .openapi(routes.listExpertsRoute, handlers.listExperts)
      .openapi(routes.getExpertRoute, handlers.getExpert)
      .openapi(routes.getExpertViewerRoute, handlers.getExpertViewer)
      .openapi(routes.useExpertRoute, handlers.useExpert)
      .openapi(routes.bookmarkExpertRoute, handlers.bookmarkExpert)
      .openapi(routes.unbookmarkExpertRoute, handlers.unbookmarkExpert)
      .openapi(routes.listBookmarksRoute, handlers.listBookmarks)
      .openapi(routes.listCategoriesRoute, handlers.listCategories)
      .openapi(routes.listExpertReviewsRoute, handlers.listExpertReviews)
      .openapi(routes.createReviewRoute, handlers.createReview)
      .openapi(routes.updateReviewRoute, handlers.updateReview)
      .openapi(routes.deleteReviewRoute, handlers.deleteReview)
      .openapi(routes.reportReviewRoute, handlers.reportReview)
      .openapi(routes.getCreatorRoute, handlers.getCreator)
      .openapi(routes.listCountriesRoute, handlers.listCountries)
      .openapi(routes.listUtilityCategoriesRoute, handlers.listUtilityCategories)
      .openapi(routes.listTagsRoute, handlers.listTags)
      .openapi(routes.getCreatorStatusRoute, creator.getCreatorStatus)
      .openapi(routes.requestCreatorRoute, creator.requestCreator)
      .openapi(routes.updateCreatorProfileRoute, creator.updateCreatorProfile)
      .openapi(routes.listMyExpertsRoute, creator.listMyExperts)
      .openapi(routes.createMyExpertRoute, creator.createMyExpert)
      .openapi(routes.getMyExpertRoute, creator.getMyExpert)
      .openapi(routes.updateMyExpertRoute, creator.updateMyExpert)
      .openapi(routes.deleteMyExpertRoute, creator.deleteMyExpert)
      .openapi(routes.submitMyExpertRoute, creator.submitMyExpert)
      .openapi(routes.withdrawMyExpertRoute, creator.withdrawMyExpert)
      .openapi(routes.listCreatorRequestsRoute, admin.listCreatorRequests)
      .openapi(routes.approveCreatorRequestRoute, admin.approveCreatorRequest)
      .openapi(routes.rejectCreatorRequestRoute, admin.rejectCreatorRequest)
      .openapi(routes.listExpertSubmissionsRoute, admin.listExpertSubmissions)
      .openapi(routes.approveExpertRoute, admin.approveExpert)
      .openapi(routes.rejectExpertRoute, admin.rejectExpert)
      .openapi(routes.suspendExpertRoute, admin.suspendExpert)
      .openapi(routes.reinstateExpertRoute, admin.reinstateExpert)
      .openapi(routes.listReviewReportsRoute, admin.listReviewReports)
      .openapi(routes.resolveReviewReportsRoute, admin.resolveReviewReports)
      .openapi(routes.listModerationAuditRoute, admin.listModerationAudit)
  );
}
