/**
 * A translated sentence cut at some of its placeholders, so a component can put an element (a `<bdi>`, a link,
 * a tooltip trigger, a `<code>`) where the language puts that placeholder instead of gluing a sentence together
 * from English-ordered pieces. `textParts(t, 'ui.pagination.summary', ['range'], { total })` on
 * "{{range}} of {{total}}" gives `[{ slot: 'range' }, { text: ' of 25' }]`.
 */
import type { Translate, TranslateValues } from '../../i18n/translate';

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
