/**
 * A translated sentence with inline markup kept in the string (`<strong>…</strong>`, `<link>…</link>`), so each
 * language orders its words itself instead of the code gluing pieces together. Only the named tags render as
 * elements; the text is never parsed as HTML.
 */
import { Fragment, type ReactNode } from 'react';

const TAG = /<(\w+)>(.*?)<\/\1>/g;

export function rich(template: string, tags: Record<string, (content: string) => ReactNode>): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of template.matchAll(TAG)) {
    if (match.index > last) parts.push(template.slice(last, match.index));
    const render = tags[match[1]!];
    parts.push(<Fragment key={match.index}>{render ? render(match[2]!) : match[2]}</Fragment>);
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push(template.slice(last));
  return parts;
}

/** The tag names a translated sentence uses, in order (tests: every language keeps the English markup). */
export function richTags(template: string): string[] {
  return [...template.matchAll(TAG)].map((match) => match[1]!);
}
