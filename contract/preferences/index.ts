/**
 * Preference rating (RLHF): comparison sets a creator makes from two experts' runs, the next blind task for a rater,
 * the rating (one per rater per task), and a set's results with their uncertainty and the raters' agreement.
 */
import { z } from 'zod';
import { idParamsSchema } from '../fields.ts';
import { defineContract, limitWrites } from '../lib/operation.ts';
import { ComparisonSetSchema, NextComparisonSchema, PreferenceRatingSchema, VersionFeedbackFiguresSchema } from './entities.ts';
import { DATASET_MEDIA_TYPE, DatasetRowSchema, datasetParamsSchema, datasetQuerySchema } from './datasets.ts';
import { preferencesEndpoints } from './endpoints.ts';
import { comparisonSetBodySchema, comparisonSetListQuerySchema, preferenceRatingBodySchema } from './requests.ts';

export * from './entities.ts';
export * from './requests.ts';
export * from './datasets.ts';
export { preferencesEndpoints } from './endpoints.ts';

const read = { access: 'user', scope: 'user:read' } as const;
const write = { access: 'user', scope: 'user:write' } as const;
const TAG = 'Preference rating';

export const preferencesContract = limitWrites(
  defineContract(preferencesEndpoints, {
    createComparisonSet: {
      tag: TAG,
      summary: 'Compare one of your experts with a rival on a list of prompts',
      description: 'Starts two runs per prompt (yours and the rival’s); a task is ready to rate when both answers finished.',
      ...write,
      body: comparisonSetBodySchema,
      status: 201,
      response: ComparisonSetSchema,
      errors: ['EXPERT_NOT_FOUND', 'PROTOCOL_NOT_PUBLISHED', 'COMPARISON_SAME_EXPERT', 'FORBIDDEN'],
    },
    listComparisonSets: {
      tag: TAG,
      summary: 'Your comparison sets, with progress and results',
      ...read,
      query: comparisonSetListQuerySchema,
      response: ComparisonSetSchema,
    },
    getComparisonSet: {
      tag: TAG,
      summary: 'One of your comparison sets, with progress and results',
      ...read,
      params: idParamsSchema,
      response: ComparisonSetSchema,
      errors: ['COMPARISON_SET_NOT_FOUND'],
    },
    nextComparisonTask: {
      tag: TAG,
      summary: 'The next task for you to rate on this site (never one you rated, never one of your own experts)',
      ...read,
      response: NextComparisonSchema,
    },
    rateComparisonTask: {
      tag: TAG,
      summary: 'Rate a task: which answer is better, how much, and why; reveals who wrote which',
      description: 'One rating per rater per task (409 PREFERENCE_ALREADY_RATED). The creator of either expert cannot rate.',
      ...write,
      params: idParamsSchema,
      body: preferenceRatingBodySchema,
      status: 201,
      response: PreferenceRatingSchema,
      errors: ['COMPARISON_TASK_NOT_FOUND', 'PREFERENCE_ALREADY_RATED', 'CANNOT_RATE_OWN_EXPERT'],
    },
    listVersionFeedbackFigures: {
      tag: TAG,
      summary: "What people said about each version of your expert's protocol: blind ratings and review decisions",
      description:
        'One row per version whose answers were rated or whose runs were reviewed, newest version first. A rating ' +
        'counts for the version that wrote either of its two answers, whichever side the expert was on.',
      ...read,
      params: idParamsSchema,
      response: z.array(VersionFeedbackFiguresSchema),
      errors: ['EXPERT_NOT_FOUND'],
    },
    exportDataset: {
      tag: TAG,
      summary: 'Download what people said about your expert as JSON Lines: preference pairs, review edits or ratings',
      description:
        'Streamed as it is read (one JSON value per line, never the whole set in memory). preference-pairs: one row ' +
        "per rated task in TRL's prompt / chosen / rejected form, the winner its raters' majority chose. review-edits: " +
        "the agent's draft rejected, the reviewer's edit chosen. ratings: every rating, raters named by a pseudonym. " +
        'min_agreement applies to pairs and ratings; ties to pairs.',
      ...read,
      params: datasetParamsSchema,
      query: datasetQuerySchema,
      response: DatasetRowSchema,
      produces: DATASET_MEDIA_TYPE,
      errors: ['EXPERT_NOT_FOUND'],
    },
  }),
);
