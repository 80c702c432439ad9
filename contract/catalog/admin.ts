/** The platform admin's review queue (browser session only): creator requests, listings, reported reviews. */
import { z } from 'zod';
import { idParamsSchema } from '../fields.ts';
import { defineContract, limitWrites } from '../lib/operation.ts';
import { ModerationAuditEntrySchema } from './audit.ts';
import { catalogAdminEndpoints } from './endpoints.ts';
import { AdminCreatorRequestSchema, MyExpertSchema, ReviewReportSchema } from './entities.ts';
import { adminListQuerySchema, pageQuery, reasonInputSchema, resolveReportsInputSchema } from './inputs.ts';

const TAG = 'Marketplace admin';
const empty = z.object({}).strict();
const AdminExpertSchema = MyExpertSchema.extend({
  creator_email: z.string(),
}).meta({ id: 'AdminExpert' });

export const catalogAdminContract = limitWrites(
  defineContract(catalogAdminEndpoints, {
    listCreatorRequests: {
      tag: TAG,
      summary: 'Creator requests (`status`: pending by default, approved, rejected, all)',
      access: 'session',
      query: adminListQuerySchema,
      response: AdminCreatorRequestSchema,
    },
    approveCreatorRequest: {
      tag: TAG,
      summary: 'Approve a creator request: the applicant becomes a creator',
      access: 'session',
      params: idParamsSchema,
      body: empty,
      response: AdminCreatorRequestSchema,
      errors: ['CREATOR_REQUEST_NOT_FOUND', 'REQUEST_ALREADY_REVIEWED', 'CREATOR_SLUG_TAKEN'],
    },
    rejectCreatorRequest: {
      tag: TAG,
      summary: 'Reject a creator request with a reason the applicant sees',
      access: 'session',
      params: idParamsSchema,
      body: reasonInputSchema,
      response: AdminCreatorRequestSchema,
      errors: ['CREATOR_REQUEST_NOT_FOUND', 'REQUEST_ALREADY_REVIEWED'],
    },
    listExpertSubmissions: {
      tag: TAG,
      summary: 'Listings by status (`status`: in_review by default, published, suspended, draft, all), oldest submission first',
      access: 'session',
      query: adminListQuerySchema,
      response: AdminExpertSchema,
    },
    approveExpert: {
      tag: TAG,
      summary: 'Publish a listing in review',
      access: 'session',
      params: idParamsSchema,
      body: empty,
      response: AdminExpertSchema,
      errors: ['EXPERT_NOT_FOUND', 'EXPERT_STATUS_CONFLICT'],
    },
    rejectExpert: {
      tag: TAG,
      summary: 'Send a listing in review back to draft with a reason',
      access: 'session',
      params: idParamsSchema,
      body: reasonInputSchema,
      response: AdminExpertSchema,
      errors: ['EXPERT_NOT_FOUND', 'EXPERT_STATUS_CONFLICT'],
    },
    suspendExpert: {
      tag: TAG,
      summary: 'Take a published listing off every site, with a reason',
      access: 'session',
      params: idParamsSchema,
      body: reasonInputSchema,
      response: AdminExpertSchema,
      errors: ['EXPERT_NOT_FOUND', 'EXPERT_STATUS_CONFLICT'],
    },
    reinstateExpert: {
      tag: TAG,
      summary: 'Publish a suspended listing again',
      access: 'session',
      params: idParamsSchema,
      body: empty,
      response: AdminExpertSchema,
      errors: ['EXPERT_NOT_FOUND', 'EXPERT_STATUS_CONFLICT'],
    },
    listReviewReports: {
      tag: TAG,
      summary: 'Reviews with open reports, most reported first',
      access: 'session',
      query: z.object(pageQuery),
      response: ReviewReportSchema,
    },
    resolveReviewReports: {
      tag: TAG,
      summary: "Close a review's reports: keep it (shown again) or remove it",
      access: 'session',
      params: idParamsSchema,
      body: resolveReportsInputSchema,
      response: z.object({ action: z.enum(['keep', 'remove']) }),
      errors: ['REVIEW_NOT_FOUND'],
    },
    listModerationAudit: {
      tag: TAG,
      summary: 'What platform admins did (suspensions, reinstatements, listing decisions, reported reviews, status notes), newest first',
      access: 'session',
      query: z.object(pageQuery),
      response: ModerationAuditEntrySchema,
    },
  }),
);
