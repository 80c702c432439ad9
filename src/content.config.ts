// Copy lives in typed TypeScript modules under src/content/ (checked by zod when imported), not in Markdown
// collections. Astro still scans every folder of src/content/ as a legacy collection unless one is declared for
// it (a deprecation notice and a "No files found" warning per folder on every build), so each folder is declared
// with a loader that loads nothing.
import { defineCollection } from 'astro:content';

const none = defineCollection({ loader: () => [] });

export const collections = { dashboards: none, landing: none, marketing: none };
