/**
 * Datasets (issue 25 item 5): what people said about a creator's expert, exported as JSON Lines for training and
 * analysis. Three kinds: preference pairs in TRL's `prompt` / `chosen` / `rejected` form (one row per rated task,
 * the winner the majority of its raters chose), review edits as pairs (the agent's draft rejected, the reviewer's
 * edit chosen), and the raw ratings with pseudonymous rater ids. Each line is one row; `meta` says where it came from.
 */
import { z } from 'zod';
import { dropEmpty } from '../fields.ts';
import { PREFERENCE_OUTCOMES, PREFERENCE_REASONS, PREFERENCE_STRENGTHS } from './entities.ts';

export const DATASET_KINDS = ['preference-pairs', 'review-edits', 'ratings'] as const;
export type DatasetKind = (typeof DATASET_KINDS)[number];
/** What a pair export does with a task whose raters found no winner (a tie, both bad, or a split vote). */
export const DATASET_TIES = ['omit', 'mark'] as const;
/** JSON Lines; `x-ndjson` is the media type HTTP tools and browsers know for one JSON value per line. */
export const DATASET_MEDIA_TYPE = 'application/x-ndjson';

const dateSchema = z.preprocess(dropEmpty, z.iso.date().optional());

export const datasetParamsSchema = z.object({
  id: z.string().max(64).meta({ description: "Your expert's id" }),
  kind: z.enum(DATASET_KINDS),
});

export const datasetQuerySchema = z
  .object({
    version: z.preprocess(
      dropEmpty,
      z.coerce
        .number()
        .int()
        .min(1)
        .max(1_000_000)
        .optional()
        .meta({ description: 'Only answers of this protocol version of your expert' }),
    ),
    from: dateSchema.meta({ description: 'Only ratings or decisions made on or after this day (UTC, YYYY-MM-DD)' }),
    to: dateSchema.meta({ description: 'Only ratings or decisions made on or before this day (UTC, YYYY-MM-DD)' }),
    min_agreement: z.preprocess(
      dropEmpty,
      z.coerce
        .number()
        .min(0)
        .max(1)
        .optional()
        .meta({ description: "Pairs and ratings: only tasks whose raters agreed at least this much (the majority's share, 0–1)" }),
    ),
    ties: z.preprocess(
      dropEmpty,
      z
        .enum(DATASET_TIES)
        .default('omit')
        .meta({ description: 'Pairs: leave out tasks without a winner (omit), or keep them with meta.outcome saying why (mark)' }),
    ),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'The last day comes on or after the first',
  });
export type DatasetQuery = z.output<typeof datasetQuerySchema>;

const votesSchema = z.object(Object.fromEntries(PREFERENCE_OUTCOMES.map((outcome) => [outcome, z.number().int().min(0)])));

const PreferencePairRowSchema = z.object({
  prompt: z.string(),
  chosen: z.string().meta({ description: "The majority's winner; for a marked tie, the expert's answer" }),
  rejected: z.string(),
  meta: z.object({
    task_id: z.uuid(),
    set_id: z.uuid(),
    outcome: z.enum(PREFERENCE_OUTCOMES).meta({ description: 'Which side won by majority; tie for a split vote' }),
    votes: votesSchema,
    ratings: z.number().int().min(1),
    agreement: z.number().min(0).max(1),
    expert_version: z.number().int(),
    rival: z.string().meta({ description: "The rival expert's slug" }),
    rival_version: z.number().int(),
  }),
});

const ReviewEditRowSchema = z.object({
  prompt: z.string(),
  chosen: z.string().meta({ description: "The reviewer's edit" }),
  rejected: z.string().meta({ description: "The agent's draft" }),
  meta: z.object({
    review_item_id: z.uuid(),
    run_id: z.uuid(),
    version: z.number().int(),
    step_id: z.string(),
    reviewer: z.string().meta({ description: 'A pseudonym, the same for one reviewer across exports of this expert' }),
    comment: z.string().nullable(),
    decided_at: z.iso.datetime(),
  }),
});

const RatingRowSchema = z.object({
  task_id: z.uuid(),
  set_id: z.uuid(),
  prompt: z.string(),
  rater: z.string().meta({ description: 'A pseudonym, the same for one rater across exports of this expert' }),
  outcome: z.enum(PREFERENCE_OUTCOMES),
  strength: z.enum(PREFERENCE_STRENGTHS).nullable(),
  reasons: z.array(z.enum(PREFERENCE_REASONS)),
  comment: z.string().nullable(),
  shown_rival_first: z.boolean(),
  expert_version: z.number().int(),
  rival: z.string(),
  task_agreement: z.number().min(0).max(1),
  rated_at: z.iso.datetime(),
});

/** One line of an export, by kind (documentation: the body is JSON Lines, not one JSON value). */
export const DatasetRowSchema = z
  .union([PreferencePairRowSchema, ReviewEditRowSchema, RatingRowSchema])
  .meta({ id: 'DatasetRow', description: 'One line of the export: a preference pair, a review edit, or a rating' });
export type PreferencePairRow = z.output<typeof PreferencePairRowSchema>;
export type ReviewEditRow = z.output<typeof ReviewEditRowSchema>;
export type RatingRow = z.output<typeof RatingRowSchema>;
