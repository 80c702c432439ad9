/**
 * A translated sentence cut at some of its placeholders, so a component can put an element (a `<bdi>`, a link,
 * a tooltip trigger, a `<code>`) where the language puts that placeholder instead of gluing a sentence together
 * from English-ordered pieces. `textParts(t, 'ui.pagination.summary', ['range'], { total })` on
 * "{{range}} of {{total}}" gives `[{ slot: 'range' }, { text: ' of 25' }]`.
 */
import type { Translate, TranslateValues } from '../../i18n/translate.ts';

export type TextPart = { text: string } | { slot: string };

// A character no translation contains, wrapped around each slot's name so the rendered string can be split on it.
const MARK = '\u0000';

export function textParts(t: Translate, key: string, slots: readonly string[], values: TranslateValues = {}): TextPart[] {
  const marked = Object.fromEntries(slots.map((name) => [name, `${MARK}${name}${MARK}`]));
  const rendered = t(key, { ...values, ...marked });
  return rendered.split(MARK).flatMap((piece, i): TextPart[] => (i % 2 === 1 ? [{ slot: piece }] : piece ? [{ text: piece }] : []));
}

export function isSlot(part: TextPart): part is { slot: string } {
  return 'slot' in part;
}

export type BidiPart = { text: string } | { ltr: string };

/**
 * Runs of code inside right-to-left prose (`aria-current='page'`, `?page=N`, `Clipboard API`, `<button>`): each
 * maximal run of printable ASCII words that holds a Latin letter or a digit, less the sentence punctuation and
 * unmatched brackets around it (those belong to the Arabic sentence). Left
 * alone, the bidi algorithm scatters their quotes, brackets and numbers across the Arabic line ("40–21" for
 * "21–40"); rendered in `<bdi dir="ltr">` they read as written, as docs/i18n-guide.md asks for codes.
 */
const LATIN_RUN = /[!-~\u00d7\u2026\u2013]+(?: [!-~\u00d7\u2026\u2013]+)*/g;
const TRAILING_PUNCTUATION = /[.,;:!]+$/;

export function ltrRuns(text: string): BidiPart[] {
  const parts: BidiPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LATIN_RUN)) {
    let run = match[0];
    let start = match.index;
    for (let changed = true; changed; ) {
      changed = false;
      const trimmed = run.replace(TRAILING_PUNCTUATION, '');
      if (trimmed !== run) [run, changed] = [trimmed, true];
      const open = run.split('(').length - 1;
      const close = run.split(')').length - 1;
      if (run.endsWith(')') && close > open) [run, changed] = [run.slice(0, -1), true];
      else if (run.startsWith('(') && open > close) [run, start, changed] = [run.slice(1), start + 1, true];
    }
    if (!/[A-Za-z0-9]/.test(run)) continue;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ ltr: run });
    last = start + run.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
