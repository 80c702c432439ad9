/**
 * What callers send to the marketplace: list parameters (spec §3: page, limit, search, sort, sort_direction and
 * filters; an empty parameter counts as absent) and request bodies.
 */
import { z } from 'zod';
import { dropEmpty } from '../fields.ts';
import { LOCALES } from '../locales.ts';
import { AVAILABILITIES, LISTING_TENANTS, PRICE_MODELS, REPORT_REASONS } from './entities.ts';

export const EXPERT_SORTS = ['relevance', 'rating', 'newest', 'price', 'popularity', 'runs', 'acceptance', 'preference'] as const;
export type ExpertSort = (typeof EXPERT_SORTS)[number];
export const REVIEW_SORTS = ['newest', 'stars'] as const;
export const EXPERTS_PAGE = { defaultLimit: 10, maxLimit: 50 } as const;
export const SEARCH_MAX_LENGTH = 100;
export const REVIEW_TEXT = { min: 10, max: 2000 } as const;
/** Reports that hide a review until an admin decides. */
export const REPORTS_TO_HIDE = 3;

/** spec §3: an empty parameter is dropped, as if it had not been sent. */
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(dropEmpty, schema.optional());
const withDefault = <S extends z.ZodType>(schema: S, value: z.output<S>) => z.preprocess(dropEmpty, schema.default(value as never));
/** A list filter sent as `a,b`, repeated (`?x=a&x=b`) or both. */
const slugList = z.preprocess((value) => {
  const parts = (Array.isArray(value) ? value : [value]).flatMap((item) => (typeof item === 'string' ? item.split(',') : []));
  const kept = parts.map((part) => part.trim()).filter(Boolean);
  return kept.length > 0 ? kept : undefined;
}, z.array(z.string().max(60)).max(10).optional());
const booleanFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

export const pageQuery = {
  page: withDefault(z.coerce.number().int().min(1).max(100_000), 1),
  limit: withDefault(z.coerce.number().int().min(1).max(EXPERTS_PAGE.maxLimit), EXPERTS_PAGE.defaultLimit),
  sort_direction: optional(z.enum(['asc', 'desc'])),
};

export const expertListQuerySchema = z.object({
  ...pageQuery,
  search: optional(z.string().trim().max(SEARCH_MAX_LENGTH)),
  sort: withDefault(z.enum(EXPERT_SORTS), 'relevance'),
  category: optional(z.string().max(60)),
  tags: slugList,
  language: optional(z.enum(LOCALES)),
  price_model: optional(z.enum(PRICE_MODELS)),
  price_min: optional(z.coerce.number().int().min(0)),
  price_max: optional(z.coerce.number().int().min(0)),
  rating_min: optional(z.coerce.number().min(1).max(5)),
  availability: optional(z.enum(AVAILABILITIES)),
  human_review: optional(booleanFlag),
  creator: optional(z.string().max(60)),
});
export type ExpertListQuery = z.output<typeof expertListQuerySchema>;

export const reviewListQuerySchema = z.object({
  ...pageQuery,
  sort: withDefault(z.enum(REVIEW_SORTS), 'newest'),
  stars: optional(z.coerce.number().int().min(1).max(5)),
});

export const adminListQuerySchema = z.object({
  ...pageQuery,
  search: optional(z.string().trim().max(SEARCH_MAX_LENGTH)),
  status: optional(z.string().max(20)),
});

export const slugParamsSchema = z.object({ slug: z.string().max(80) });

const text = (max: number, min = 1) => z.string().trim().min(min).max(max);
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,58}[a-z0-9])$/;
const slugSchema = z.string().trim().regex(SLUG_PATTERN, { error: 'Use 3 to 60 lower-case letters, digits or dashes' });
const httpsUrl = z
  .string()
  .trim()
  .max(300)
  .regex(/^https:\/\/[^\s]+$/, { error: 'Use an https:// address' });
const countrySchema = z
  .string()
  .trim()
  .regex(/^[A-Z]{2}$/, { error: 'Use a two-letter country code' });

export const priceInputSchema = z
  .object({
    model: z.enum(PRICE_MODELS),
    amount: z.number().int().min(0).max(1_000_000),
    currency: z.enum(['USD']).default('USD'),
  })
  .refine((price) => (price.model === 'free') === (price.amount === 0), {
    error: 'A free expert costs 0; a paid one costs more than 0',
    path: ['amount'],
  });

const intakeInputSchema = z.object({
  field: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/),
  question: text(200),
  type: z.enum(['text', 'choice', 'number']),
  options: z.array(text(80)).max(8).optional(),
  required: z.boolean(),
});

const expertFields = {
  name: text(60),
  headline: text(120),
  description: text(4000),
  locale: z.enum(LOCALES),
  languages: z.array(z.enum(LOCALES)).min(1).max(LOCALES.length),
  category: z.string().max(60),
  tags: z.array(z.string().max(60)).max(5),
  tenants: z.array(z.enum(LISTING_TENANTS)).max(LISTING_TENANTS.length),
  human_review: z.boolean(),
  price: priceInputSchema,
  availability: z.enum(AVAILABILITIES),
  starters: z.array(text(200)).max(5),
  intake: z.array(intakeInputSchema).max(6),
  avatar_url: httpsUrl.nullable(),
};

/** A new draft: the copy, its category and language are needed; the rest has defaults. */
export const expertCreateSchema = z
  .object({
    ...expertFields,
    slug: slugSchema.optional(),
    tags: expertFields.tags.default([]),
    tenants: expertFields.tenants.default([]),
    human_review: expertFields.human_review.default(false),
    price: priceInputSchema.default({ model: 'free', amount: 0, currency: 'USD' }),
    availability: expertFields.availability.default('now'),
    starters: expertFields.starters.default([]),
    intake: expertFields.intake.default([]),
    avatar_url: expertFields.avatar_url.default(null),
  })
  .strict();
export type ExpertCreateInput = z.output<typeof expertCreateSchema>;

export const expertUpdateSchema = z
  .object(expertFields)
  .partial()
  .strict()
  .meta({ minProperties: 1 })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: 'Send at least one field to change' });
export type ExpertUpdateInput = z.output<typeof expertUpdateSchema>;

/** What a listing needs before it can go to review (checked on submit, not on save). */
export const SUBMIT_RULES = { descriptionMin: 120, startersMin: 1 } as const;

export const reviewInputSchema = z
  .object({ stars: z.number().int().min(1).max(5), text: text(REVIEW_TEXT.max, REVIEW_TEXT.min), locale: z.enum(LOCALES).default('en') })
  .strict();
export const reviewUpdateSchema = z
  .object({ stars: z.number().int().min(1).max(5).optional(), text: text(REVIEW_TEXT.max, REVIEW_TEXT.min).optional() })
  .strict()
  .meta({ minProperties: 1 })
  .refine((body) => body.stars !== undefined || body.text !== undefined, { error: 'Send stars or text to change' });
export const reportInputSchema = z.object({ reason: z.enum(REPORT_REASONS), note: text(500).optional() }).strict();

export const creatorRequestInputSchema = z
  .object({
    slug: slugSchema,
    display_name: text(60),
    headline: text(90),
    bio: text(1000, 20),
    motivation: text(1000, 20),
    website: httpsUrl.optional(),
    country: countrySchema,
    locale: z.enum(LOCALES),
  })
  .strict();
export const creatorProfileUpdateSchema = z
  .object({
    display_name: text(60),
    headline: text(90),
    bio: text(1000, 20),
    website: httpsUrl.nullable(),
    country: countrySchema,
    locale: z.enum(LOCALES),
    avatar_url: httpsUrl.nullable(),
  })
  .partial()
  .strict()
  .meta({ minProperties: 1 })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: 'Send at least one field to change' });

/** An admin's decision that needs a reason (reject, suspend). */
export const reasonInputSchema = z.object({ reason: text(500, 5) }).strict();
export const resolveReportsInputSchema = z
  .object({ action: z.enum(['keep', 'remove']), reason: text(500, 5).optional().describe('Why; kept in the audit list') })
  .strict();
