import { z } from 'zod';
import type { Locale } from '../../contract/locales';

/**
 * Length limits of landing and marketing copy, per language. The limits in the schemas are written in English
 * characters; a good German or French sentence is often a quarter longer than its English source, and a Chinese
 * one a third as long, so each locale scales the English bounds by its own factors. The bounds stay meaningful
 * (a runaway paragraph or a one-word "heading" still fails) without forcing a translator to cut words.
 */
export const TEXT_SCALE: Readonly<Record<Locale, { min: number; max: number }>> = {
  en: { min: 1, max: 1 },
  ar: { min: 0.7, max: 1.2 },
  de: { min: 1, max: 1.35 },
  es: { min: 1, max: 1.35 },
  'es-MX': { min: 1, max: 1.35 },
  fr: { min: 1, max: 1.35 },
  'zh-CN': { min: 0.25, max: 0.6 },
};

/** A trimmed string whose length fits the English bounds `min`..`max` scaled for `locale`. */
export type TextField = (min: number, max: number) => z.ZodString;

export function textField(locale: Locale): TextField {
  const scale = TEXT_SCALE[locale];
  return (min, max) => z.string().trim().min(Math.max(1, Math.floor(min * scale.min))).max(Math.ceil(max * scale.max));
}
