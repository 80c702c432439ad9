/** Marketplace routes, from contract/catalog (public browsing, the creator's own things, the admin queue). */
import { catalogAdminContract as A, catalogContract as C, creatorContract as M } from '../../../contract/catalog/index.ts';
import { routeFor } from '../../middleware/contract-route.ts';
import { sharedListShortcut } from './shared-list.ts';

// A list already shared under the same query string is answered before validation (shared-list.ts).
export const listExpertsRoute = routeFor(C.listExperts, { middleware: [sharedListShortcut] });
export const listFeaturedExpertsRoute = routeFor(C.listFeaturedExperts);
export const getExpertRoute = routeFor(C.getExpert);
export const getExpertViewerRoute = routeFor(C.getExpertViewer);
export const useExpertRoute = routeFor(C.useExpert);
export const bookmarkExpertRoute = routeFor(C.bookmarkExpert);
export const unbookmarkExpertRoute = routeFor(C.unbookmarkExpert);
export const listBookmarksRoute = routeFor(C.listBookmarks);
export const listCategoriesRoute = routeFor(C.listCategories);
export const listExpertReviewsRoute = routeFor(C.listExpertReviews);
export const createReviewRoute = routeFor(C.createReview);
export const updateReviewRoute = routeFor(C.updateReview);
export const deleteReviewRoute = routeFor(C.deleteReview);
export const reportReviewRoute = routeFor(C.reportReview);
export const getCreatorRoute = routeFor(C.getCreator);
export const listCountriesRoute = routeFor(C.listCountries);
export const listUtilityCategoriesRoute = routeFor(C.listUtilityCategories);
export const listTagsRoute = routeFor(C.listTags);

export const getCreatorStatusRoute = routeFor(M.getCreatorStatus);
export const requestCreatorRoute = routeFor(M.requestCreator);
export const updateCreatorProfileRoute = routeFor(M.updateCreatorProfile);
export const listMyExpertsRoute = routeFor(M.listMyExperts);
export const createMyExpertRoute = routeFor(M.createMyExpert);
export const getMyExpertRoute = routeFor(M.getMyExpert);
export const updateMyExpertRoute = routeFor(M.updateMyExpert);
export const deleteMyExpertRoute = routeFor(M.deleteMyExpert);
export const submitMyExpertRoute = routeFor(M.submitMyExpert);
export const withdrawMyExpertRoute = routeFor(M.withdrawMyExpert);

export const listCreatorRequestsRoute = routeFor(A.listCreatorRequests);
export const approveCreatorRequestRoute = routeFor(A.approveCreatorRequest);
export const rejectCreatorRequestRoute = routeFor(A.rejectCreatorRequest);
export const listExpertSubmissionsRoute = routeFor(A.listExpertSubmissions);
export const approveExpertRoute = routeFor(A.approveExpert);
export const rejectExpertRoute = routeFor(A.rejectExpert);
export const suspendExpertRoute = routeFor(A.suspendExpert);
export const reinstateExpertRoute = routeFor(A.reinstateExpert);
export const listReviewReportsRoute = routeFor(A.listReviewReports);
export const resolveReviewReportsRoute = routeFor(A.resolveReviewReports);
export const listModerationAuditRoute = routeFor(A.listModerationAudit);
