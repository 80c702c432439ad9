import { defineEndpoints } from '../lib/endpoint.ts';

/** The marketplace's operations (contract/catalog/index.ts joins them with their schemas). */
export const catalogEndpoints = defineEndpoints({
  listExperts: { method: 'GET', path: '/api/experts', list: true },
  listFeaturedExperts: { method: 'GET', path: '/api/experts/featured' },
  getExpert: { method: 'GET', path: '/api/experts/{slug}' },
  getExpertViewer: { method: 'GET', path: '/api/experts/{slug}/viewer' },
  useExpert: { method: 'POST', path: '/api/experts/{slug}/use' },
  bookmarkExpert: { method: 'PUT', path: '/api/experts/{slug}/bookmark' },
  unbookmarkExpert: { method: 'DELETE', path: '/api/experts/{slug}/bookmark' },
  listBookmarks: { method: 'GET', path: '/api/bookmarks', list: true },
  listCategories: { method: 'GET', path: '/api/categories' },
  listExpertReviews: { method: 'GET', path: '/api/experts/{slug}/reviews', list: true },
  createReview: { method: 'POST', path: '/api/experts/{slug}/reviews' },
  updateReview: { method: 'PATCH', path: '/api/reviews/{id}' },
  deleteReview: { method: 'DELETE', path: '/api/reviews/{id}' },
  reportReview: { method: 'POST', path: '/api/reviews/{id}/reports' },
  getCreator: { method: 'GET', path: '/api/creators/{slug}' },
  listCountries: { method: 'GET', path: '/api/utility/countries' },
  listUtilityCategories: { method: 'GET', path: '/api/utility/categories' },
  listTags: { method: 'GET', path: '/api/utility/tags' },
});

/** The signed-in creator's own things: the request, the profile, their experts through draft → review → published. */
export const creatorEndpoints = defineEndpoints({
  getCreatorStatus: { method: 'GET', path: '/api/creator/status' },
  requestCreator: { method: 'POST', path: '/api/creator/request' },
  updateCreatorProfile: { method: 'PATCH', path: '/api/creator/profile' },
  listMyExperts: { method: 'GET', path: '/api/creator/experts', list: true },
  createMyExpert: { method: 'POST', path: '/api/creator/experts' },
  getMyExpert: { method: 'GET', path: '/api/creator/experts/{id}' },
  updateMyExpert: { method: 'PATCH', path: '/api/creator/experts/{id}' },
  deleteMyExpert: { method: 'DELETE', path: '/api/creator/experts/{id}' },
  submitMyExpert: { method: 'POST', path: '/api/creator/experts/{id}/submit' },
  withdrawMyExpert: { method: 'POST', path: '/api/creator/experts/{id}/withdraw' },
});

/** The platform admin's review queue: creator requests, listings, reported reviews. */
export const catalogAdminEndpoints = defineEndpoints({
  listCreatorRequests: { method: 'GET', path: '/api/admin/creator-requests', list: true },
  approveCreatorRequest: { method: 'POST', path: '/api/admin/creator-requests/{id}/approve' },
  rejectCreatorRequest: { method: 'POST', path: '/api/admin/creator-requests/{id}/reject' },
  listExpertSubmissions: { method: 'GET', path: '/api/admin/experts', list: true },
  approveExpert: { method: 'POST', path: '/api/admin/experts/{id}/approve' },
  rejectExpert: { method: 'POST', path: '/api/admin/experts/{id}/reject' },
  suspendExpert: { method: 'POST', path: '/api/admin/experts/{id}/suspend' },
  reinstateExpert: { method: 'POST', path: '/api/admin/experts/{id}/reinstate' },
  listReviewReports: { method: 'GET', path: '/api/admin/review-reports', list: true },
  resolveReviewReports: { method: 'POST', path: '/api/admin/reviews/{id}/resolve' },
  listModerationAudit: { method: 'GET', path: '/api/admin/audit', list: true },
});
