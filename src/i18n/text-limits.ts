import { z } from 'zod';
import type { Locale } from '../../contract/locales.ts';

/**
 * Length limits of landing, marketing and tenant texts, per language. Lengths are measured in display columns
 * (`displayWidth`: a Chinese character takes two, like in a search result or a fixed-width layout), so one limit
 * means about the same space on screen in every script. The copy schemas' bounds were written for English; a good
 * German, French or Spanish sentence is often a quarter longer, so those locales get more room. The bounds stay
 * meaningful (a runaway paragraph or a one-word "heading" still fails) without forcing a translator to cut words.
 */
export const TEXT_SCALE: Readonly<Record<Locale, { min: number; max: number }>> = {
  en: { min: 1, max: 1 },
  ar: { min: 0.7, max: 1.2 },
  de: { min: 1, max: 1.35 },
  es: { min: 1, max: 1.35 },
  'es-MX': { min: 1, max: 1.35 },
  fr: { min: 1, max: 1.35 },
  'zh-CN': { min: 0.5, max: 1.2 },
};

const WIDE =
  /[\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/u;

/** Columns a string takes on screen: 2 for an East Asian wide character (CJK, full-width punctuation), 1 otherwise. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += WIDE.test(char) ? 2 : 1;
  return width;
}

/** A trimmed string between `min` and `max` display columns. */
export function widthBetween(min: number, max: number) {
  return z
    .string()
    .trim()
    .refine((s) => displayWidth(s) >= min, `at least ${min} columns wide`)
    .refine((s) => displayWidth(s) <= max, `at most ${max} columns wide (a CJK character counts 2)`);
}

/** A text whose width fits the English bounds `min`..`max` scaled for a locale. */
export type TextField = (min: number, max: number) => ReturnType<typeof widthBetween>;

export function textField(locale: Locale): TextField {
  const scale = TEXT_SCALE[locale];
  return (min, max) => widthBetween(Math.max(1, Math.floor(min * scale.min)), Math.ceil(max * scale.max));
}
