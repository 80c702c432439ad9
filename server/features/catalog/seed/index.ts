/**
 * The seed catalog in one import, for the marketplace's seeding step. Plain data: no database code, so the seeder
 * decides how rows, ids, timestamps and aggregates (ratings, counts) are derived from it.
 */
export { SEED_CATEGORIES } from './categories.ts';
export { SEED_CREATORS } from './creators.ts';
export { SEED_EXPERTS } from './experts/index.ts';
export { countWords, readSeedKnowledge, SEED_KNOWLEDGE_DIR } from './knowledge.ts';
export { SEED_REVIEWERS } from './reviewers.ts';
export { SEED_REVIEWS } from './reviews.ts';
export { SEED_TAG_LABELS } from './tag-labels.ts';
export { SEED_TAGS } from './tags.ts';
export * from './types.ts';
