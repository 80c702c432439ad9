/**
 * Preference rating (RLHF, docs/domain.md Preferences): a creator compares one of their experts with a rival on a
 * list of prompts. Each prompt becomes a task whose two answers are finished runs; raters see the answers blind, in
 * an order derived per (task, rater), and learn which expert wrote which only after they rated.
 */
import { z } from 'zod';
import { timestampSchema } from '../fields.ts';

export const PREFERENCE_CHOICES = ['a', 'b', 'tie', 'both_bad'] as const;
export type PreferenceChoice = (typeof PREFERENCE_CHOICES)[number];
/** A choice as stored: which side of the set won, whatever order the rater saw. */
export const PREFERENCE_OUTCOMES = ['expert', 'rival', 'tie', 'both_bad'] as const;
export type PreferenceOutcome = (typeof PREFERENCE_OUTCOMES)[number];
export const PREFERENCE_STRENGTHS = ['slight', 'clear'] as const;
export const PREFERENCE_REASONS = ['accurate', 'complete', 'clear', 'safe', 'cites_sources'] as const;

const ExpertRefSchema = z.object({ id: z.uuid(), slug: z.string(), name: z.string() });

/** One blind answer: what the rater reads, never whose it is. */
export const BlindAnswerSchema = z.object({
  markdown: z.string(),
  html: z.string().meta({ description: 'The answer rendered to safe HTML' }),
});

export const ComparisonTaskSchema = z
  .object({
    id: z.uuid(),
    set_id: z.uuid(),
    prompt: z.string(),
    a: BlindAnswerSchema,
    b: BlindAnswerSchema,
  })
  .meta({ id: 'ComparisonTask' });
export type ComparisonTask = z.output<typeof ComparisonTaskSchema>;

export const NextComparisonSchema = z
  .object({
    task: ComparisonTaskSchema.nullable().meta({ description: 'null when nothing is left for you to rate' }),
    rated: z.number().int().min(0).meta({ description: 'How many tasks you have rated' }),
  })
  .meta({ id: 'NextComparison' });
export type NextComparison = z.output<typeof NextComparisonSchema>;

export const PreferenceRatingSchema = z
  .object({
    task_id: z.uuid(),
    choice: z.enum(PREFERENCE_CHOICES).meta({ description: 'As you saw it: a, b, tie or both_bad' }),
    strength: z.enum(PREFERENCE_STRENGTHS).nullable(),
    reasons: z.array(z.enum(PREFERENCE_REASONS)),
    comment: z.string().nullable(),
    reveal: z.object({ a: ExpertRefSchema, b: ExpertRefSchema }).meta({ description: 'Who wrote which answer, after rating' }),
    created_at: timestampSchema,
  })
  .meta({ id: 'PreferenceRating' });
export type PreferenceRating = z.output<typeof PreferenceRatingSchema>;

/** One rater of a set as its creator sees them: a pseudonym (the same as in the expert's dataset exports). */
export const RaterAgreementSchema = z
  .object({
    rater: z.string().meta({ description: 'A pseudonym, the same as in the ratings export of this expert' }),
    ratings: z.number().int().min(1),
    compared: z.number().int().min(0).meta({ description: "Comparisons with another rater's outcome on the same task" }),
    agreement: z.number().min(0).max(1).nullable().meta({ description: 'Share of those comparisons with the same outcome' }),
    flagged: z.boolean().meta({
      description: 'Agreed with the others less than half the time, and less than the median rater, over four or more comparisons',
    }),
  })
  .meta({ id: 'RaterAgreement' });

export const ComparisonResultsSchema = z
  .object({
    ratings: z.number().int().min(0),
    expert_wins: z.number().int().min(0),
    rival_wins: z.number().int().min(0),
    ties: z.number().int().min(0),
    both_bad: z.number().int().min(0),
    rate: z.number().min(0).max(1).nullable().meta({ description: 'expert_wins / (expert_wins + rival_wins); null without any' }),
    low: z.number().min(0).max(1).nullable().meta({ description: '95 % Wilson interval of the rate, lower bound' }),
    high: z.number().min(0).max(1).nullable(),
    alpha: z
      .number()
      .nullable()
      .meta({ description: "Krippendorff's alpha (nominal) over tasks with two or more raters; null when none or undefined" }),
    multi_rated_tasks: z.number().int().min(0).meta({ description: 'Tasks with two or more ratings (what alpha is computed on)' }),
    weighted_rate: z
      .number()
      .min(0)
      .max(1)
      .nullable()
      .meta({ description: "The win share with each flagged rater's decisive ratings counted half; null without any" }),
    raters: z
      .array(RaterAgreementSchema)
      .meta({ description: "Each rater's agreement with the others on tasks they both rated, least agreeing first" }),
  })
  .meta({ id: 'ComparisonResults' });
export type ComparisonResults = z.output<typeof ComparisonResultsSchema>;

export const ComparisonSetSchema = z
  .object({
    id: z.uuid(),
    expert: ExpertRefSchema,
    rival: ExpertRefSchema,
    tasks: z.object({
      total: z.number().int().min(0),
      ready: z.number().int().min(0).meta({ description: 'Both answers finished' }),
      failed: z.number().int().min(0).meta({ description: 'An answer failed or was cancelled; never shown to raters' }),
    }),
    results: ComparisonResultsSchema,
    created_at: timestampSchema,
  })
  .meta({ id: 'ComparisonSet' });
export type ComparisonSet = z.output<typeof ComparisonSetSchema>;

/** What people said about one version's answers: blind preference ratings and the review queue's decisions. */
export const VersionFeedbackFiguresSchema = z
  .object({
    version_id: z.uuid(),
    number: z.number().int(),
    ratings: z.number().int().min(0).meta({ description: "Blind ratings of a task where one answer was this version's" }),
    preferred: z.number().int().min(0).meta({ description: "Ratings that chose this version's answer" }),
    other_preferred: z.number().int().min(0).meta({ description: 'Ratings that chose the other answer' }),
    ties: z.number().int().min(0),
    both_bad: z.number().int().min(0),
    reviews: z.number().int().min(0).meta({ description: 'Review-queue decisions on runs of this version' }),
    accepted: z.number().int().min(0),
    edited: z.number().int().min(0),
    responded: z.number().int().min(0),
    ignored: z.number().int().min(0),
    worse_than: z
      .object({
        number: z.number().int().meta({ description: 'The earlier version it fell below' }),
        measure: z.enum(['acceptance', 'preference']),
        rate: z
          .number()
          .meta({ description: 'This version: accepted (as is or edited) of its reviews, or preferred of its decided ratings' }),
        previous_rate: z.number(),
      })
      .nullable()
      .meta({
        description:
          "Set when this version's acceptance or preference is below the previous version's beyond the uncertainty: " +
          "the upper end of its 95 % Wilson interval under the lower end of the other's",
      }),
  })
  .meta({ id: 'VersionFeedbackFigures' });
export type VersionFeedbackFigures = z.output<typeof VersionFeedbackFiguresSchema>;
