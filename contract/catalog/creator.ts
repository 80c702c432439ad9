/** The signed-in creator's operations: becoming a creator, the profile, and their own experts' life cycle. */
import { z } from 'zod';
import { idParamsSchema } from '../fields.ts';
import { defineContract, limitWrites } from '../lib/operation.ts';
import { creatorEndpoints } from './endpoints.ts';
import { CreatorProfileSchema, CreatorRequestSchema, CreatorStatusSchema, MyExpertSchema } from './entities.ts';
import { creatorProfileUpdateSchema, creatorRequestInputSchema, expertCreateSchema, expertUpdateSchema, pageQuery } from './inputs.ts';

const TAG = 'Creators';
const empty = z.object({}).strict();

export const creatorContract = limitWrites(
  defineContract(creatorEndpoints, {
    getCreatorStatus: {
      tag: TAG,
      summary: 'Whether you are a creator, your profile, your latest request',
      access: 'user',
      scope: 'user:read',
      response: CreatorStatusSchema,
    },
    requestCreator: {
      tag: TAG,
      summary: 'Ask to become a creator (a platform admin decides)',
      access: 'user',
      scope: 'user:write',
      body: creatorRequestInputSchema,
      status: 201,
      response: CreatorRequestSchema,
      errors: ['ALREADY_CREATOR', 'CREATOR_REQUEST_PENDING', 'CREATOR_SLUG_TAKEN'],
    },
    updateCreatorProfile: {
      tag: TAG,
      summary: 'Edit your creator profile',
      access: 'user',
      scope: 'user:write',
      body: creatorProfileUpdateSchema,
      response: CreatorProfileSchema,
      errors: ['CREATOR_REQUIRED'],
    },
    listMyExperts: {
      tag: TAG,
      summary: 'Your experts, every status, newest change first',
      access: 'user',
      scope: 'user:read',
      query: z.object(pageQuery),
      response: MyExpertSchema,
    },
    createMyExpert: {
      tag: TAG,
      summary: 'Start a new expert (a draft)',
      access: 'user',
      scope: 'user:write',
      body: expertCreateSchema,
      status: 201,
      response: MyExpertSchema,
      errors: ['CREATOR_REQUIRED', 'EXPERT_SLUG_TAKEN'],
    },
    getMyExpert: {
      tag: TAG,
      summary: 'One of your experts',
      access: 'user',
      scope: 'user:read',
      params: idParamsSchema,
      response: MyExpertSchema,
      errors: ['EXPERT_NOT_FOUND'],
    },
    updateMyExpert: {
      tag: TAG,
      summary: 'Edit your expert',
      description: 'Drafts take any field. A listing in review or published takes only `availability`: withdraw it to edit the rest.',
      access: 'user',
      scope: 'user:write',
      params: idParamsSchema,
      body: expertUpdateSchema,
      response: MyExpertSchema,
      errors: ['EXPERT_NOT_FOUND', 'EXPERT_NOT_EDITABLE'],
    },
    deleteMyExpert: {
      tag: TAG,
      summary: 'Delete your expert (not while it is published: withdraw it first)',
      access: 'user',
      scope: 'user:write',
      params: idParamsSchema,
      response: z.object({ deleted: z.literal(true) }),
      errors: ['EXPERT_NOT_FOUND', 'EXPERT_NOT_EDITABLE'],
    },
    submitMyExpert: {
      tag: TAG,
      summary: 'Send a draft to review (draft → in review)',
      description: 'Needs a description of at least 120 characters and a conversation starter; a 422 leaves the draft as it was.',
      access: 'user',
      scope: 'user:write',
      params: idParamsSchema,
      body: empty,
      response: MyExpertSchema,
      errors: ['EXPERT_NOT_FOUND', 'EXPERT_STATUS_CONFLICT'],
    },
    withdrawMyExpert: {
      tag: TAG,
      summary: 'Take a listing back to draft (in review or published → draft)',
      access: 'user',
      scope: 'user:write',
      params: idParamsSchema,
      body: empty,
      response: MyExpertSchema,
      errors: ['EXPERT_NOT_FOUND', 'EXPERT_STATUS_CONFLICT'],
    },
  }),
);
