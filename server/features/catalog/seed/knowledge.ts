import { readFileSync } from 'node:fs';

/** Folder of the seed experts' knowledge documents, one `<slug>.md` per published expert, in the expert's language. */
export const SEED_KNOWLEDGE_DIR = new URL('./knowledge/', import.meta.url);

/** The knowledge document of a seed expert (markdown with `##` sections, for full-text retrieval by the runner). */
export function readSeedKnowledge(slug: string): string {
  return readFileSync(new URL(`${slug}.md`, SEED_KNOWLEDGE_DIR), 'utf8');
}

/**
 * Words in a text, comparable across the seed's languages: whitespace-separated tokens that hold a letter or digit,
 * and for Chinese, which has no spaces, one word per 1.5 Han characters (the usual English-to-Chinese length ratio).
 */
export function countWords(text: string): number {
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  const tokens = text
    .replace(/\p{Script=Han}/gu, ' ')
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
  return tokens + Math.round(han / 1.5);
}
