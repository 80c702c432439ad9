/**
 * The typed search as one compact tsquery. searchQuerySql ORs the same words through `simple` and four language
 * configurations, which mostly give the same lexemes ('plan':* five times). PostgreSQL evaluates and ranks every
 * copy on every matching row, and counts each as independent when it estimates how many rows match, so a common
 * word was estimated at most of the catalog and searched by a full scan (bench:catalog, docs/decisions.md). Asking
 * PostgreSQL once for the combined query's text and dropping the repeated alternatives gives the same matches with
 * one copy of each: ts_rank_cd does a fraction of the work and the GIN index is chosen. The text depends only on
 * the words typed, so it is cached in memory (bounded; a pure function of its input, never stale).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { searchQuerySql, searchWords } from './search.ts';

const CACHE_LIMIT = 1000;
const cache = new Map<string, string>();

/** Top-level alternatives of a tsquery's text (`a | ( b & c ) | a` -> [a, ( b & c ), a]), quotes and brackets respected. */
export function topLevelAlternatives(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === "'") quoted = !quoted;
    else if (!quoted && char === '(') depth++;
    else if (!quoted && char === ')') depth--;
    else if (!quoted && depth === 0 && char === '|') {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts.filter(Boolean);
}

/** The search as a tsquery without repeated alternatives; null when nothing searchable was typed. */
export async function compactSearchQuery(db: Database, input: string): Promise<SQL | null> {
  const built = searchQuerySql(input);
  if (!built) return null;
  const key = searchWords(input).slice(0, 12).join(' ') + (/[\p{Script=Han}\p{Script=Arabic}]/u.test(input) ? '\u0000' : '');
  let text = cache.get(key);
  if (text === undefined) {
    const result = (await db.execute(sql`select (${built})::text as query`)) as unknown as { rows: Array<{ query: string }> };
    text = [...new Set(topLevelAlternatives(result.rows[0]?.query ?? ''))].join(' | ');
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(key, text);
  }
  // Only stop words typed (every configuration dropped them): the plain `simple` query, as before.
  return text ? sql`${text}::tsquery` : built;
}
