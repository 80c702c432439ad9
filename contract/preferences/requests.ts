/** What creators and raters send: a new comparison set, and a rating. */
import { z } from 'zod';
import { dropEmpty } from '../fields.ts';
import { PREFERENCE_CHOICES, PREFERENCE_REASONS, PREFERENCE_STRENGTHS } from './entities.ts';

export const comparisonSetBodySchema = z.object({
  expert: z.string().trim().min(1).max(120).meta({ description: "Your expert's slug" }),
  rival: z.string().trim().min(1).max(120).meta({ description: "The rival expert's slug (another expert you can run)" }),
  prompts: z
    .array(z.string().trim().min(1).max(2000))
    .min(1)
    .max(20)
    .meta({ description: 'One task per prompt; each is asked to both experts' }),
});

export const comparisonSetListQuerySchema = z.object({
  page: z.preprocess(dropEmpty, z.coerce.number().int().min(1).max(100_000).default(1)),
  limit: z.preprocess(dropEmpty, z.coerce.number().int().min(1).max(50).default(20)),
});

export const preferenceRatingBodySchema = z.object({
  choice: z.enum(PREFERENCE_CHOICES).meta({ description: 'The answer you prefer as shown (a or b), tie, or both_bad' }),
  strength: z.enum(PREFERENCE_STRENGTHS).optional().meta({ description: 'a or b: slightly or clearly better' }),
  reasons: z.array(z.enum(PREFERENCE_REASONS)).max(PREFERENCE_REASONS.length).default([]),
  comment: z.string().trim().max(2000).optional(),
});
