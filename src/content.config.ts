// Copy lives in typed TypeScript modules under src/content/ (checked by zod when imported), not in Markdown
// collections; declaring no collections stops Astro from scanning those folders as legacy collections.
export const collections = {};
