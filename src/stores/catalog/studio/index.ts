/** The creator studio: becoming a creator, a creator's own experts, and the platform admin's review queue. */
export * from './creator.ts';
export * from './my-experts.ts';
export * from './moderation.ts';
