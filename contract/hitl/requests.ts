/** What reviewers send: the queue's filters and a decision. */
import { z } from 'zod';
import { dropEmpty } from '../fields.ts';
import { REVIEW_DECISIONS } from './entities.ts';

export const reviewListQuerySchema = z.object({
  page: z.preprocess(dropEmpty, z.coerce.number().int().min(1).max(100_000).default(1)),
  limit: z.preprocess(dropEmpty, z.coerce.number().int().min(1).max(50).default(20)),
  status: z.preprocess(dropEmpty, z.enum(['pending', 'decided']).default('pending')),
});

/** agent-inbox's HumanResponse: accept as is, edit the args, respond with text, or ignore (skip the step's output). */
export const reviewDecisionSchema = z.object({
  type: z.enum(REVIEW_DECISIONS),
  args: z.record(z.string(), z.unknown()).optional().meta({ description: 'edit: the changed arguments (e.g. { answer })' }),
  response: z.string().trim().max(4000).optional().meta({ description: 'respond: your reply, sent instead' }),
  comment: z
    .string()
    .trim()
    .max(2000)
    .optional()
    .meta({ description: 'Any decision: your note (why), kept with the decision for the audit; never shown to the person' }),
});
