/**
 * The marketplace's entities as the API sends them (design.md §10 "Catalog"): categories, tags, experts (a card in a
 * list, the full listing on its page, and the creator's own view), reviews, creator profiles and requests. The
 * tables behind them are server/features/catalog/schema.ts.
 */
import { z } from 'zod';
import { timestampSchema } from '../fields.ts';
import { LOCALES } from '../locales.ts';
import { TENANT_IDS } from '../tenants.ts';

export const EXPERT_STATUSES = ['draft', 'in_review', 'published', 'suspended'] as const;
export type ExpertStatus = (typeof EXPERT_STATUSES)[number];
export const PRICE_MODELS = ['free', 'per_run', 'subscription'] as const;
export const AVAILABILITIES = ['now', 'day', 'booked'] as const;
export type Availability = (typeof AVAILABILITIES)[number];
export const CREATOR_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const REPORT_REASONS = ['spam', 'offensive', 'off_topic', 'conflict_of_interest', 'other'] as const;
/** Tenants an expert can be listed on besides main (main lists every published expert). */
export const LISTING_TENANTS = TENANT_IDS.filter((id) => id !== 'main') as Exclude<(typeof TENANT_IDS)[number], 'main'>[];

const localeEnum = z.enum(LOCALES);
const labelsSchema = z.record(z.string(), z.string()).meta({ description: 'The label in each interface language' });

export const CategorySchema = z.object({ slug: z.string(), icon: z.string(), labels: labelsSchema }).meta({ id: 'Category' });
export type Category = z.output<typeof CategorySchema>;

export const CategoryWithCountSchema = CategorySchema.extend({
  expert_count: z.number().int().meta({ description: 'Published experts in it on this site' }),
}).meta({ id: 'CategoryWithCount' });
export type CategoryWithCount = z.output<typeof CategoryWithCountSchema>;

export const TagSchema = z
  .object({
    slug: z.string(),
    label: z.string().meta({ description: 'The English label' }),
    labels: z.record(z.string(), z.string()).meta({ description: 'The label in the other interface languages that have one' }),
  })
  .meta({ id: 'Tag' });
export type Tag = z.output<typeof TagSchema>;

export const CountrySchema = z.object({ code: z.string().length(2), name: z.string() }).meta({ id: 'Country' });

export const PriceSchema = z
  .object({
    model: z.enum(PRICE_MODELS),
    amount: z.number().int().meta({ description: 'Integer minor units of currency; 0 when free' }),
    currency: z.string().length(3),
    interval: z.enum(['month']).nullable(),
  })
  .meta({ id: 'Price' });
export type Price = z.output<typeof PriceSchema>;

export const RatingSchema = z
  .object({
    average: z.number().nullable().meta({ description: 'Mean of the stars; null without reviews' }),
    count: z.number().int(),
    score: z.number().meta({ description: 'Bayesian average (what "sort by rating" orders by)' }),
  })
  .meta({ id: 'Rating' });

/** Fewer decided review items than this and the acceptance figure is "not enough data yet" (rate, low, high null). */
export const REVIEW_MINIMUM = 5;

/**
 * How the expert's reviewers decided its gated actions, counted from the decided review items (docs/domain.md).
 * `rate` is the share accepted as is; `low`..`high` its 95 % Wilson score interval; all three null below
 * REVIEW_MINIMUM decisions. Rounded to 4 decimals.
 */
export const ReviewAcceptanceSchema = z
  .object({
    n: z.number().int().min(0).meta({ description: 'Decided review items (accepted + edited + responded + ignored)' }),
    accepted: z.number().int().min(0).meta({ description: 'Accepted as proposed' }),
    edited: z.number().int().min(0).meta({ description: 'Accepted after the reviewer changed the answer' }),
    responded: z.number().int().min(0).meta({ description: 'Answered by the reviewer instead' }),
    ignored: z.number().int().min(0).meta({ description: 'Dropped by the reviewer' }),
    rate: z.number().min(0).max(1).nullable().meta({ description: 'accepted / n; null below the minimum' }),
    low: z
      .number()
      .min(0)
      .max(1)
      .nullable()
      .meta({ description: 'Lower bound of the 95 % Wilson interval; what the acceptance sort orders by' }),
    high: z.number().min(0).max(1).nullable().meta({ description: 'Upper bound of the 95 % Wilson interval' }),
    minimum: z.number().int().meta({ description: 'Decisions needed before a rate is given' }),
  })
  .meta({ id: 'ReviewAcceptance' });
export type ReviewAcceptance = z.output<typeof ReviewAcceptanceSchema>;

/** Fewer decisive comparisons (wins + losses) than this and the preference figure is "not enough comparisons yet". */
export const PREFERENCE_MINIMUM = 5;

/**
 * How often raters preferred the expert's answer in blind pairwise comparisons (contract/preferences), counted from
 * the stored ratings: `n` decisive comparisons (a win or a loss; ties and "both bad" are not), `rate` the share won,
 * `low`..`high` its 95 % Wilson interval; all three null below PREFERENCE_MINIMUM. Rounded to 4 decimals.
 */
export const PreferenceFigureSchema = z
  .object({
    n: z.number().int().min(0).meta({ description: 'Decisive comparisons (won + lost)' }),
    wins: z.number().int().min(0),
    rate: z.number().min(0).max(1).nullable().meta({ description: 'wins / n; null below the minimum' }),
    low: z.number().min(0).max(1).nullable().meta({ description: 'Lower bound of the 95 % Wilson interval' }),
    high: z.number().min(0).max(1).nullable().meta({ description: 'Upper bound of the 95 % Wilson interval' }),
    minimum: z.number().int().meta({ description: 'Decisive comparisons needed before a rate is given' }),
  })
  .meta({ id: 'PreferenceFigure' });
export type PreferenceFigure = z.output<typeof PreferenceFigureSchema>;

/** Computed from stored rows (runs, review decisions, preference ratings). */
export const QualitySignalsSchema = z
  .object({
    completed_runs: z.number().int(),
    review: ReviewAcceptanceSchema,
    preference: PreferenceFigureSchema,
  })
  .meta({ id: 'QualitySignals' });
export type QualitySignals = z.output<typeof QualitySignalsSchema>;

export const CreatorSummarySchema = z
  .object({ slug: z.string(), display_name: z.string(), avatar_url: z.string().nullable() })
  .meta({ id: 'CreatorSummary' });

export const IntakeQuestionSchema = z
  .object({
    field: z.string(),
    question: z.string(),
    type: z.enum(['text', 'choice', 'number']),
    options: z.array(z.string()).optional(),
    required: z.boolean(),
  })
  .meta({ id: 'IntakeQuestion' });
export type IntakeQuestion = z.output<typeof IntakeQuestionSchema>;

/** An expert as a card in a list. */
export const ExpertSummarySchema = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    headline: z.string(),
    locale: localeEnum.meta({ description: 'Language of the copy' }),
    languages: z.array(localeEnum).meta({ description: 'Languages it works in' }),
    avatar_url: z.string().nullable(),
    category: CategorySchema,
    tags: z.array(TagSchema),
    creator: CreatorSummarySchema,
    price: PriceSchema,
    availability: z.enum(AVAILABILITIES),
    human_review: z.boolean().meta({ description: 'A person reviews the actions that matter' }),
    rating: RatingSchema,
    quality: QualitySignalsSchema,
    bookmark_count: z.number().int(),
    use_count: z.number().int(),
    published_at: timestampSchema.nullable(),
  })
  .meta({ id: 'ExpertSummary' });
export type ExpertSummary = z.output<typeof ExpertSummarySchema>;

/** An expert's page. */
export const ExpertSchema = ExpertSummarySchema.extend({
  description: z.string().meta({ description: 'Markdown source as the creator wrote it' }),
  description_html: z.string().meta({ description: 'The description rendered to safe HTML' }),
  starters: z.array(z.string()),
  intake: z.array(IntakeQuestionSchema),
  updated_at: timestampSchema,
}).meta({ id: 'Expert' });
export type Expert = z.output<typeof ExpertSchema>;

export const ReviewSchema = z
  .object({
    id: z.uuid(),
    expert_slug: z.string(),
    stars: z.number().int().min(1).max(5),
    text: z.string(),
    locale: localeEnum,
    author_name: z.string().meta({ description: 'First name and initial of the reviewer' }),
    edited: z.boolean(),
    created_at: timestampSchema,
    updated_at: timestampSchema,
  })
  .meta({ id: 'Review' });
export type Review = z.output<typeof ReviewSchema>;

/** What the signed-in caller can do with an expert (not part of the public, shareable listing). */
export const ExpertViewerSchema = z
  .object({
    bookmarked: z.boolean(),
    used: z.boolean().meta({ description: 'Has used the expert (what reviewing needs)' }),
    is_owner: z.boolean(),
    can_review: z.boolean(),
    review: ReviewSchema.nullable().meta({ description: 'Your review of it' }),
  })
  .meta({ id: 'ExpertViewer' });
export type ExpertViewer = z.output<typeof ExpertViewerSchema>;

export const CreatorStatsSchema = z
  .object({
    experts: z.number().int().meta({ description: 'Published experts on this site' }),
    reviews: z.number().int(),
    average_rating: z.number().nullable(),
    uses: z.number().int(),
    completed_runs: z.number().int(),
  })
  .meta({ id: 'CreatorStats' });

export const CreatorProfileSchema = z
  .object({
    slug: z.string(),
    display_name: z.string(),
    headline: z.string(),
    bio: z.string(),
    website: z.string().nullable(),
    country: z.string().length(2),
    locale: localeEnum,
    avatar_url: z.string().nullable(),
    created_at: timestampSchema,
    stats: CreatorStatsSchema,
  })
  .meta({ id: 'CreatorProfile' });
export type CreatorProfile = z.output<typeof CreatorProfileSchema>;

export const CreatorRequestSchema = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    display_name: z.string(),
    headline: z.string(),
    bio: z.string(),
    motivation: z.string(),
    website: z.string().nullable(),
    country: z.string().length(2),
    locale: localeEnum,
    status: z.enum(CREATOR_REQUEST_STATUSES),
    review_note: z.string().nullable().meta({ description: "The admin's reason when rejected" }),
    created_at: timestampSchema,
    reviewed_at: timestampSchema.nullable(),
  })
  .meta({ id: 'CreatorRequest' });
export type CreatorRequest = z.output<typeof CreatorRequestSchema>;

export const AdminCreatorRequestSchema = CreatorRequestSchema.extend({
  applicant: z.object({ full_name: z.string(), email: z.string() }),
}).meta({ id: 'AdminCreatorRequest' });
export type AdminCreatorRequest = z.output<typeof AdminCreatorRequestSchema>;

/** The caller's standing as a creator: the profile once approved, else the latest request. */
export const CreatorStatusSchema = z
  .object({
    is_creator: z.boolean(),
    // A union with null, not .nullable(): the OpenAPI generator renders a nullable reference as allOf, which no null passes.
    profile: z.union([CreatorProfileSchema, z.null()]),
    request: z.union([CreatorRequestSchema, z.null()]),
  })
  .meta({ id: 'CreatorStatus' });
export type CreatorStatus = z.output<typeof CreatorStatusSchema>;

/** A creator's own view of one of their experts, any status. */
export const MyExpertSchema = ExpertSchema.extend({
  status: z.enum(EXPERT_STATUSES),
  tenants: z.array(z.enum(LISTING_TENANTS)),
  review_note: z.string().nullable(),
  submitted_at: timestampSchema.nullable(),
  reviewed_at: timestampSchema.nullable(),
  created_at: timestampSchema,
}).meta({ id: 'MyExpert' });
export type MyExpert = z.output<typeof MyExpertSchema>;

export const ReviewReportSchema = z
  .object({
    review: ReviewSchema,
    report_count: z.number().int(),
    reasons: z.array(z.enum(REPORT_REASONS)),
    notes: z.array(z.string()),
    hidden: z.boolean(),
    first_reported_at: timestampSchema,
    reports: z
      .array(
        z.object({
          reason: z.enum(REPORT_REASONS),
          note: z.string().nullable(),
          reporter_name: z.string().describe('First name and initial of the person who reported'),
          created_at: timestampSchema,
        }),
      )
      .describe('Each open report, oldest first'),
  })
  .meta({ id: 'ReviewReport' });
export type ReviewReport = z.output<typeof ReviewReportSchema>;

/** An expert as runs and review items name it (contract/runs, contract/hitl). */
export const RunExpertSchema = z.object({ id: z.uuid(), slug: z.string(), name: z.string() }).meta({ id: 'RunExpert' });
