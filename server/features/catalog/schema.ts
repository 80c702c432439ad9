/**
 * The catalog's tables (docs/domain.md): categories, tags, experts (the listing) and the tenants and tags they carry,
 * creator requests and profiles, reviews and their reports, bookmarks, uses, and featured lists per tenant.
 * Other features reference `experts.id` (a protocol belongs to one expert) and change listings only through
 * catalog/service.ts. Aggregates (rating, bookmarks, uses) are kept on the expert row by the service in the same
 * transaction as the change that moves them, so lists sort on plain columns.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  AVAILABILITIES,
  CREATOR_REQUEST_STATUSES,
  EXPERT_STATUSES,
  type IntakeQuestion,
  PRICE_MODELS,
  REPORT_REASONS,
} from '../../../contract/catalog/entities.ts';
import { createdAt } from '../../db/columns.ts';
import { userRef, users } from '../../core/schema.ts';

/** PostgreSQL's full-text document type; written by the service from text it prepared (search.ts). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  /** An icon keyword the site maps to its own icon set. */
  icon: text('icon').notNull(),
  /** The label in every interface language: `{ en, ar, de, es, es-MX, fr, zh-CN }`. */
  labels: jsonb('labels').$type<Record<string, string>>().notNull(),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

export const tags = pgTable('tags', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  /** The English label, the tag's own. */
  label: text('label').notNull(),
  /** The label in the other interface languages (`{ ar, de, … }`); a language without one shows the English label. */
  labels: jsonb('labels').$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
});

export const experts = pgTable(
  'experts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    headline: text('headline').notNull(),
    /** Markdown source as the creator wrote it; rendered to safe HTML when shown. */
    description: text('description').notNull(),
    /** Language of the copy (name, headline, description, starters). */
    locale: text('locale').notNull(),
    /** Languages the expert works in. */
    languages: text('languages').array().notNull(),
    avatarUrl: text('avatar_url'),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    status: text('status', { enum: EXPERT_STATUSES }).notNull().default('draft'),
    humanReview: boolean('human_review').notNull().default(false),
    priceModel: text('price_model', { enum: PRICE_MODELS }).notNull().default('free'),
    /** Integer minor units of `price_currency`; 0 when free. */
    priceAmount: integer('price_amount').notNull().default(0),
    priceCurrency: text('price_currency').notNull().default('USD'),
    priceInterval: text('price_interval', { enum: ['month'] }),
    availability: text('availability', { enum: AVAILABILITIES }).notNull().default('now'),
    starters: jsonb('starters').$type<string[]>().notNull().default([]),
    intake: jsonb('intake').$type<IntakeQuestion[]>().notNull().default([]),
    /** The platform admin's reason when a listing was sent back or suspended. */
    reviewNote: text('review_note'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    // Quality signals: a finished run adds to completed_runs (recordExpertSignals); each decided review item adds to
    // one of the review counts in the decision's own transaction (recordReviewDecision). The acceptance figure and its
    // interval are computed from these counts when read (quality.ts), never stored.
    completedRuns: integer('completed_runs').notNull().default(0),
    reviewAccepted: integer('review_accepted').notNull().default(0),
    reviewEdited: integer('review_edited').notNull().default(0),
    reviewResponded: integer('review_responded').notNull().default(0),
    reviewIgnored: integer('review_ignored').notNull().default(0),
    // Pairwise preferences: each stored rating with a winner adds one win to the winner and one loss to the other
    // expert, in the rating's own transaction (recordPreference); ties and "both bad" are not decisive.
    preferenceWins: integer('preference_wins').notNull().default(0),
    preferenceLosses: integer('preference_losses').notNull().default(0),
    // Aggregates the service keeps in step with reviews, bookmarks and uses.
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    /** Bayesian average of the stars (ratings.ts): what "sort by rating" orders by. */
    ratingScore: doublePrecision('rating_score').notNull().default(3),
    bookmarkCount: integer('bookmark_count').notNull().default(0),
    /** People who have used the expert (distinct accounts). */
    useCount: integer('use_count').notNull().default(0),
    searchVector: tsvector('search_vector'),
    /**
     * The name, headline, tags and category part of the search document (weights A and B), kept by PostgreSQL itself:
     * what relevance ranks by. A third of the document's size, so ts_rank_cd costs a third (bench:catalog, issue 29).
     */
    searchHead: tsvector('search_head').generatedAlwaysAs(sql`ts_filter(search_vector, '{a,b}')`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('experts_slug_key').on(t.slug),
    index('experts_creator_idx').on(t.creatorId),
    index('experts_category_idx').on(t.categoryId),
    index('experts_status_idx').on(t.status, t.submittedAt),
    index('experts_published_score_idx').on(t.ratingScore.desc(), t.id).where(sql`${t.status} = 'published'`),
    index('experts_published_at_idx').on(t.publishedAt.desc(), t.id).where(sql`${t.status} = 'published'`),
    index('experts_search_idx').using('gin', t.searchVector),
    check('experts_status_check', sql`${t.status} in ('draft', 'in_review', 'published', 'suspended')`),
    check('experts_price_model_check', sql`${t.priceModel} in ('free', 'per_run', 'subscription')`),
    check('experts_price_amount_check', sql`${t.priceAmount} >= 0`),
    check('experts_availability_check', sql`${t.availability} in ('now', 'day', 'booked')`),
    check(
      'experts_review_counts_check',
      sql`${t.reviewAccepted} >= 0 and ${t.reviewEdited} >= 0 and ${t.reviewResponded} >= 0 and ${t.reviewIgnored} >= 0`,
    ),
    check('experts_preference_counts_check', sql`${t.preferenceWins} >= 0 and ${t.preferenceLosses} >= 0`),
  ],
);

/** The tenant sites an expert is listed on besides main (main lists every published expert). */
export const expertTenants = pgTable(
  'expert_tenants',
  {
    tenantId: text('tenant_id').notNull(),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.expertId] }), index('expert_tenants_expert_idx').on(t.expertId)],
);

export const expertTags = pgTable(
  'expert_tags',
  {
    expertId: uuid('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.expertId, t.tagId] }), index('expert_tags_tag_idx').on(t.tagId)],
);

/** Each tenant's featured list, in order (main's included). */
export const featuredExperts = pgTable(
  'featured_experts',
  {
    tenantId: text('tenant_id').notNull(),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.expertId] })],
);

export const creatorRequests = pgTable(
  'creator_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    /** The public handle the creator page will use (`/creators/<slug>`). */
    slug: text('slug').notNull(),
    displayName: text('display_name').notNull(),
    headline: text('headline').notNull(),
    bio: text('bio').notNull(),
    /** What they want to build and for whom (read by the admin). */
    motivation: text('motivation').notNull(),
    website: text('website'),
    country: text('country').notNull(),
    locale: text('locale').notNull(),
    status: text('status', { enum: CREATOR_REQUEST_STATUSES }).notNull().default('pending'),
    reviewNote: text('review_note'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('creator_requests_one_pending_key').on(t.userId).where(sql`${t.status} = 'pending'`),
    index('creator_requests_status_idx').on(t.status, t.createdAt),
    check('creator_requests_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/** A creator's public profile; its existence is what makes an account a creator (isCreator). */
export const creatorProfiles = pgTable(
  'creator_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    displayName: text('display_name').notNull(),
    headline: text('headline').notNull(),
    bio: text('bio').notNull(),
    website: text('website'),
    country: text('country').notNull(),
    locale: text('locale').notNull(),
    avatarUrl: text('avatar_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('creator_profiles_slug_key').on(t.slug)],
);

/**
 * Who has used an expert (docs/decisions.md, Marketplace: "used" is a start from the expert page today and a
 * completed run once runs exist). Reviewing needs a row here.
 */
export const expertUses = pgTable(
  'expert_uses',
  {
    userId: userRef(),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    /** The site it was first used from. */
    tenantId: text('tenant_id').notNull(),
    uses: integer('uses').notNull().default(1),
    firstUsedAt: timestamp('first_used_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.expertId] }), index('expert_uses_expert_idx').on(t.expertId)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    userId: userRef(),
    stars: smallint('stars').notNull(),
    /** Plain text as written (shown escaped, never as HTML). */
    text: text('text').notNull(),
    locale: text('locale').notNull(),
    reportCount: integer('report_count').notNull().default(0),
    /** Set when reports reach the threshold or an admin hides it; hidden reviews leave lists and the rating. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_expert_user_key').on(t.expertId, t.userId),
    index('reviews_expert_created_idx').on(t.expertId, t.createdAt.desc()),
    index('reviews_user_idx').on(t.userId),
    check('reviews_stars_check', sql`${t.stars} between 1 and 5`),
  ],
);

export const reviewReports = pgTable(
  'review_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: userRef(),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    note: text('note'),
    /** Set when an admin dealt with the report (kept or removed the review). */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('review_reports_review_user_key').on(t.reviewId, t.userId), index('review_reports_open_idx').on(t.resolvedAt)],
);

export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: userRef(),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.expertId] }), index('bookmarks_expert_idx').on(t.expertId)],
);
