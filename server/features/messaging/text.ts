/**
 * What messaging reads in a message's markdown source besides its HTML (server/lib/markdown.ts renders that): the
 * plain-text excerpt for previews and notifications (contract/messaging/excerpt.ts), and the @handles it mentions.
 */
/** The first characters of a message as plain text (one rule with the site's live previews). */
export { excerptOf } from '../../../contract/messaging/excerpt.ts';

/** `@handle` words of a message (usernames, expert handles), lower-cased, without duplicates. */
export function mentionHandlesIn(source: string): string[] {
  const handles = new Set<string>();
  // Code spans and blocks are examples, not mentions.
  const text = source.replace(/```[\s\S]*?```/g, ' ').replace(/`[^`]*`/g, ' ');
  for (const match of text.matchAll(/(^|[^\w@.])@([A-Za-z0-9][A-Za-z0-9._-]{0,62}[A-Za-z0-9]|[A-Za-z0-9])/g)) {
    handles.add(match[2]!.toLowerCase());
  }
  return [...handles];
}
