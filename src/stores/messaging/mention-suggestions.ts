/**
 * The composer's @mention suggestions (issue 24): experts of this site whose name or handle matches what follows the
 * "@", and people the person shares a conversation with (or the exact username). Both lists are read quietly: a
 * suggestion that cannot be fetched is just not offered, the message can still be typed by hand.
 */
import { expertsForMentions, messagingApi } from './clients.ts';

export interface MentionSuggestion {
  kind: 'expert' | 'person';
  /** What goes after the "@": an expert's slug or a person's username. */
  handle: string;
  name: string;
}

const LIMIT = 6;

/** The "@word" being typed just before the caret, with where it starts; null when the caret is not in one. */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const match = /(^|[^\w@.])@([A-Za-z0-9._-]{0,40})$/.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: caret - (match[2] ?? '').length - 1, query: match[2] ?? '' };
}

/** The text with the "@word" at `start` replaced by the chosen handle and a space, and where the caret goes. */
export function insertMention(text: string, at: { start: number; query: string }, handle: string): { text: string; caret: number } {
  const before = text.slice(0, at.start);
  const after = text.slice(at.start + 1 + at.query.length).replace(/^\s*/, '');
  const inserted = `@${handle} `;
  return { text: before + inserted + after, caret: before.length + inserted.length };
}

export async function mentionSuggestions(query: string): Promise<MentionSuggestion[]> {
  const [experts, people] = await Promise.all([
    expertsForMentions
      .listExperts({ query: (query ? { search: query, limit: LIMIT } : { sort: 'rating', limit: LIMIT }) as never })
      .then((list) => list.items.map((expert) => ({ kind: 'expert' as const, handle: expert.slug, name: expert.name })))
      .catch(() => []),
    query.length >= 2
      ? messagingApi
          .findPeople({ query: { search: query } })
          .then((list) =>
            list.items.flatMap((person) =>
              person.username ? [{ kind: 'person' as const, handle: person.username, name: person.name }] : [],
            ),
          )
          .catch(() => [])
      : Promise.resolve([]),
  ]);
  return [...people, ...experts].slice(0, LIMIT + 2);
}
