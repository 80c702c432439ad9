/**
 * bench:catalog's request set (issue 29): at least BENCH_CATALOG_QUERIES (6,000) distinct catalog requests, made the
 * way people use the catalog page, so a shared cache cannot hide the query's own cost:
 * - searches typed letter by letter (every prefix of a word: "p", "pl", "pla", …, and the second word of a phrase
 *   the same way), over the words of generated listings in all seven languages (catalog-corpus.ts, the bench
 *   catalog's own copy), a share of them with a filter or a sort;
 * - browsing: filter combinations (category, language, price model, availability, human review, rating), every
 *   sort both ways, and deep pages (up to page 40);
 * - spread over five tenant hosts (Host header).
 * Deterministic: the same seed gives the same requests, so runs compare.
 */
import { searchWords } from '../../server/features/catalog/search.ts';
import { SEED_CATEGORIES } from '../../server/features/catalog/seed/categories.ts';
import { generateCopy, pick, prng } from './catalog-corpus.ts';
import { HOSTS } from './catalog-mix.ts';

export interface CatalogRequest {
  host: string;
  path: string;
  /** A search (typed text), or browsing without one. */
  kind: 'search' | 'browse';
}

const SORTS = ['relevance', 'rating', 'newest', 'price', 'popularity', 'runs', 'acceptance'] as const;
const LANGUAGES = ['en', 'ar', 'de', 'es', 'es-MX', 'fr', 'zh-CN'];

/** Words of generated listings' names and headlines, per language, in the order they come. */
function vocabulary(random: () => number): string[][] {
  const phrases: string[][] = [];
  for (let i = 0; i < 1500; i++) {
    const category = pick(random, SEED_CATEGORIES);
    const copy = generateCopy(random, category.slug, category.labels);
    const words = searchWords(`${copy.name} ${copy.headline}`).filter((word) => [...word].length >= 2);
    if (words.length > 0) phrases.push(words);
  }
  return phrases;
}

/** The prefixes a person sends while typing `text` (the catalog searches as they type): "m", "me", "mea", … */
function typedPrefixes(text: string): string[] {
  const chars = [...text];
  return chars.map((_, end) => chars.slice(0, end + 1).join('')).filter((prefix) => prefix.trim() && !prefix.endsWith(' '));
}

function filterOf(random: () => number): string {
  const roll = random();
  if (roll < 0.15) return `category=${pick(random, SEED_CATEGORIES).slug}`;
  if (roll < 0.25) return `language=${encodeURIComponent(pick(random, LANGUAGES))}`;
  if (roll < 0.32) return `price_model=${pick(random, ['free', 'per_run', 'subscription'])}`;
  if (roll < 0.38) return `sort=${pick(random, SORTS)}`;
  if (roll < 0.42) return `human_review=${random() < 0.5}`;
  return '';
}

function browseQuery(random: () => number): string {
  const parts: string[] = [];
  if (random() < 0.5) parts.push(`category=${pick(random, SEED_CATEGORIES).slug}`);
  if (random() < 0.3) parts.push(`language=${encodeURIComponent(pick(random, LANGUAGES))}`);
  if (random() < 0.2) parts.push(`price_model=${pick(random, ['free', 'per_run', 'subscription'])}`);
  if (random() < 0.15) parts.push(`availability=${pick(random, ['now', 'day', 'booked'])}`);
  if (random() < 0.15) parts.push(`rating_min=${pick(random, [3, 3.5, 4, 4.5])}`);
  if (random() < 0.1) parts.push(`human_review=${random() < 0.5}`);
  parts.push(`sort=${pick(random, SORTS)}`);
  if (random() < 0.3) parts.push(`sort_direction=${random() < 0.5 ? 'asc' : 'desc'}`);
  // Deep pages: a third of browsing goes past the first page, some far.
  if (random() < 0.35) parts.push(`page=${2 + Math.floor(random() ** 2 * 39)}`);
  return parts.join('&');
}

export function catalogRequests(minimum = Number(process.env.BENCH_CATALOG_QUERIES ?? 6000)): CatalogRequest[] {
  const random = prng(29_001);
  const phrases = vocabulary(random);
  const seen = new Set<string>();
  const out: CatalogRequest[] = [];
  const add = (host: string, query: string, kind: CatalogRequest['kind']) => {
    const path = `/api/experts${query ? `?${query}` : ''}`;
    if (seen.has(`${host} ${path}`)) return;
    seen.add(`${host} ${path}`);
    out.push({ host, path, kind });
  };
  for (let round = 0; out.length < minimum && round < 100_000; round++) {
    const host = pick(random, HOSTS);
    if (random() < 0.8) {
      // One or two words of a listing, typed.
      const words = pick(random, phrases);
      const start = Math.floor(random() * words.length);
      const text = words.slice(start, start + (random() < 0.35 ? 2 : 1)).join(' ');
      const filter = filterOf(random);
      for (const prefix of typedPrefixes(text)) {
        const page = random() < 0.05 ? `&page=${2 + Math.floor(random() * 4)}` : '';
        add(host, `search=${encodeURIComponent(prefix)}${filter ? `&${filter}` : ''}${page}`, 'search');
      }
    } else add(host, browseQuery(random), 'browse');
  }
  // Shuffled, so neighbours in the rotation are not prefixes of each other (a cache would answer those anyway).
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
