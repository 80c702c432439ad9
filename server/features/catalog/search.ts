/**
 * Full-text search over listings in their own language (docs/decisions.md, Marketplace: search). Each expert's
 * document is indexed twice: with the text-search configuration of its language (english, german, spanish, french:
 * stemming and stop words) and with `simple` (words as written, so a half-typed word still prefixes them). Arabic and
 * Chinese have no built-in configuration: Arabic is normalised here (diacritics, letter variants, the article
 * ال), and Chinese, written without spaces, is cut into overlapping character pairs, so both go through `simple`
 * on both sides of the match. No extension is needed, so the same SQL runs on PGlite and PostgreSQL.
 */
import { sql, type SQL } from 'drizzle-orm';

/** Built-in configurations by listing language; others use `simple` after prepareSearchText. */
const LANGUAGE_CONFIGS: Record<string, string> = { en: 'english', de: 'german', es: 'spanish', 'es-MX': 'spanish', fr: 'french' };
const QUERY_CONFIGS = ['english', 'german', 'spanish', 'french'] as const;

export function searchConfigFor(locale: string): string {
  return LANGUAGE_CONFIGS[locale] ?? 'simple';
}

const ARABIC_DIACRITICS = /[\u064B-\u065F\u0670\u0640]/g;
const ARABIC_PREFIXES = /^(?:وال|بال|كال|فال|لل|ال)(?=\p{L}{2,})/u;
const HAN_RUN = /\p{Script=Han}+/gu;

function normalizeArabicWord(word: string): string {
  return word.replace(ARABIC_DIACRITICS, '').replace(/[أإآ]/g, 'ا').replace(/ى/g, 'ي').replace(/ة/g, 'ه').replace(ARABIC_PREFIXES, '');
}

/** A run of Chinese characters as its single characters and overlapping pairs ("学校通知" -> 学 校 通 知 学校 校通 通知). */
function hanTokens(run: string): string[] {
  const chars = [...run];
  const pairs = chars.slice(0, -1).map((char, index) => char + chars[index + 1]);
  return [...chars, ...pairs];
}

/** Words of a text, lower-cased and normalised the same way for documents and queries. */
export function searchWords(text: string): string[] {
  const words: string[] = [];
  const withoutHan = text.normalize('NFKC').replace(HAN_RUN, (run) => {
    words.push(...hanTokens(run));
    return ' ';
  });
  for (const raw of withoutHan.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!raw) continue;
    words.push(/\p{Script=Arabic}/u.test(raw) ? normalizeArabicWord(raw) : raw);
  }
  return words.filter(Boolean);
}

/** The text given to `simple`: words as searchWords makes them. */
export function prepareSearchText(text: string): string {
  return searchWords(text).join(' ');
}

export interface SearchDocument {
  locale: string;
  name: string;
  headline: string;
  tags: string[];
  category: string;
  description: string;
}

/** A tag's words in a listing's search document: its label in the listing's language, and the English one. */
export function tagSearchLabels(tag: { label: string; labels: Record<string, string> }, locale: string): string[] {
  return [...new Set([tag.labels[locale], tag.label].filter((label): label is string => Boolean(label)))];
}

/** The tsvector of a listing: name weighs most, then headline, tags and category, then the description. */
export function searchVectorSql(doc: SearchDocument): SQL {
  const config = searchConfigFor(doc.locale);
  const parts: Array<[string, 'A' | 'B' | 'C']> = [
    [doc.name, 'A'],
    [[doc.headline, ...doc.tags, doc.category].join(' '), 'B'],
    [doc.description, 'C'],
  ];
  const pieces = parts.flatMap(([text, weight]) => {
    const simple = sql`setweight(to_tsvector('simple', ${prepareSearchText(text)}), ${weight})`;
    return config === 'simple' ? [simple] : [sql`setweight(to_tsvector(${config}::regconfig, ${text}), ${weight})`, simple];
  });
  return sql.join(pieces, sql` || `);
}

/** Lexemes safe to put in a tsquery literal (words only; quotes doubled). */
function quoteLexeme(word: string): string {
  return `'${word.replaceAll("'", "''").replaceAll('\\', '')}'`;
}

/**
 * The query for what a person typed: every word must match, each as a prefix, in the language configurations and
 * in `simple`. null when nothing searchable is left (only punctuation).
 */
export function searchQuerySql(input: string): SQL | null {
  const words = searchWords(input).slice(0, 12);
  if (words.length === 0) return null;
  const hasHanOrArabic = /[\p{Script=Han}\p{Script=Arabic}]/u.test(input);
  const simple = sql`${words.map((word) => `${quoteLexeme(word)}:*`).join(' & ')}::tsquery`;
  if (hasHanOrArabic) return simple;
  const typed = words.map((word) => `${word}:*`).join(' & ');
  const stemmed = QUERY_CONFIGS.map((config) => sql`to_tsquery(${config}::regconfig, ${typed})`);
  return sql.join([simple, ...stemmed], sql` || `);
}
