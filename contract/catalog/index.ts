/**
 * The marketplace (catalog) contract: browsing and searching experts per tenant site, their pages, reviews and
 * bookmarks, creators' pages and utility lists. Tenancy comes from the request's host, never a parameter
 * (docs/domain.md). Creator and admin operations are in creator.ts and admin.ts.
 */
import { z } from 'zod';
import { defineContract, limitWrites } from '../lib/operation.ts';
import { catalogEndpoints } from './endpoints.ts';
import {
  CategorySchema,
  CategoryWithCountSchema,
  CountrySchema,
  CreatorProfileSchema,
  ExpertSchema,
  ExpertSummarySchema,
  ExpertViewerSchema,
  ReviewSchema,
  TagSchema,
} from './entities.ts';
import {
  expertListQuerySchema,
  pageQuery,
  reportInputSchema,
  reviewInputSchema,
  reviewListQuerySchema,
  reviewUpdateSchema,
  slugParamsSchema,
} from './inputs.ts';
import { idParamsSchema } from '../fields.ts';
import { LOCALES } from '../locales.ts';

export * from './entities.ts';
export * from './inputs.ts';
export { catalogAdminContract } from './admin.ts';
export { creatorContract } from './creator.ts';

const TAG = 'Marketplace';
const localeQuery = z.object({ locale: z.enum(LOCALES).default('en') });

export const catalogContract = limitWrites(
  defineContract(catalogEndpoints, {
    listExperts: {
      tag: TAG,
      summary: 'Browse and search the experts listed on this site',
      description:
        'Full-text search over name, headline, tags and description in each listing’s language (prefix matching, so it ' +
        'works while typing); filters combine with AND. `sort=relevance` without `search` orders by rating. `rating` ' +
        'orders by a Bayesian average, not the raw mean.',
      access: 'public',
      query: expertListQuerySchema,
      response: ExpertSummarySchema,
    },
    listFeaturedExperts: {
      tag: TAG,
      summary: "This site's featured experts, in order",
      access: 'public',
      response: z.array(ExpertSummarySchema),
    },
    getExpert: {
      tag: TAG,
      summary: "An expert's page",
      access: 'public',
      params: slugParamsSchema,
      response: ExpertSchema,
      errors: ['EXPERT_NOT_FOUND'],
    },
    getExpertViewer: {
      tag: TAG,
      summary: 'What you can do with an expert: bookmarked, used, your review',
      access: 'user',
      scope: 'user:read',
      params: slugParamsSchema,
      response: ExpertViewerSchema,
      errors: ['EXPERT_NOT_FOUND'],
    },
    useExpert: {
      tag: TAG,
      summary: 'Start using an expert (what a review needs)',
      access: 'user',
      scope: 'user:write',
      params: slugParamsSchema,
      body: z.object({}).strict(),
      response: ExpertViewerSchema,
      errors: ['EXPERT_NOT_FOUND'],
    },
    bookmarkExpert: {
      tag: TAG,
      summary: 'Bookmark an expert (idempotent)',
      access: 'user',
      scope: 'user:write',
      params: slugParamsSchema,
      body: z.object({}).strict(),
      response: ExpertViewerSchema,
      errors: ['EXPERT_NOT_FOUND'],
    },
    unbookmarkExpert: {
      tag: TAG,
      summary: 'Remove a bookmark (idempotent)',
      access: 'user',
      scope: 'user:write',
      params: slugParamsSchema,
      response: ExpertViewerSchema,
      errors: ['EXPERT_NOT_FOUND'],
    },
    listBookmarks: {
      tag: TAG,
      summary: 'Your bookmarked experts on this site, newest first',
      access: 'user',
      scope: 'user:read',
      query: z.object(pageQuery),
      response: ExpertSummarySchema,
    },
    listCategories: {
      tag: TAG,
      summary: 'Categories with the number of published experts on this site',
      access: 'public',
      response: z.array(CategoryWithCountSchema),
    },
    listExpertReviews: {
      tag: TAG,
      summary: "An expert's reviews",
      access: 'public',
      params: slugParamsSchema,
      query: reviewListQuerySchema,
      response: ReviewSchema,
      errors: ['EXPERT_NOT_FOUND'],
    },
    createReview: {
      tag: TAG,
      summary: 'Review an expert you have used (one review per expert)',
      access: 'user',
      scope: 'user:write',
      params: slugParamsSchema,
      body: reviewInputSchema,
      status: 201,
      response: ReviewSchema,
      errors: ['EXPERT_NOT_FOUND', 'REVIEW_REQUIRES_USE', 'CANNOT_REVIEW_OWN_EXPERT', 'REVIEW_EXISTS'],
    },
    updateReview: {
      tag: TAG,
      summary: 'Edit your review',
      access: 'user',
      scope: 'user:write',
      params: idParamsSchema,
      body: reviewUpdateSchema,
      response: ReviewSchema,
      errors: ['REVIEW_NOT_FOUND'],
    },
    deleteReview: {
      tag: TAG,
      summary: 'Delete your review (a platform admin may delete any)',
      access: 'user',
      scope: 'user:write',
      params: idParamsSchema,
      response: z.object({ deleted: z.literal(true) }),
      errors: ['REVIEW_NOT_FOUND'],
    },
    reportReview: {
      tag: TAG,
      summary: 'Report a review to the platform admins',
      description: 'A review reported by 3 people is hidden until an admin decides.',
      access: 'user',
      scope: 'user:write',
      params: idParamsSchema,
      body: reportInputSchema,
      status: 201,
      response: z.object({ reported: z.literal(true) }),
      errors: ['REVIEW_NOT_FOUND', 'CANNOT_REPORT_OWN_REVIEW', 'REPORT_EXISTS'],
    },
    getCreator: {
      tag: TAG,
      summary: "A creator's page with stats over what this site lists",
      access: 'public',
      params: slugParamsSchema,
      response: CreatorProfileSchema,
      errors: ['CREATOR_NOT_FOUND'],
    },
    listCountries: {
      tag: 'Utility',
      summary: 'Countries (ISO 3166-1 alpha-2) with names in a language',
      access: 'public',
      query: localeQuery,
      response: z.array(CountrySchema),
    },
    listUtilityCategories: {
      tag: 'Utility',
      summary: 'Every category',
      access: 'public',
      response: z.array(CategorySchema),
    },
    listTags: {
      tag: 'Utility',
      summary: 'Tags, optionally those starting with `search`',
      access: 'public',
      query: z.object({ search: z.string().trim().max(60).optional() }),
      response: z.array(TagSchema),
    },
  }),
);
