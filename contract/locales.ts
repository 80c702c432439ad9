/** Languages of the interface (spec §1, §9). en is the default and is served unprefixed. */
export const LOCALES = ['en', 'ar', 'de', 'es', 'es-MX', 'fr', 'zh-CN'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** Spec §1: languages written right to left. */
export const RTL_LANGUAGES = ['ar', 'arc', 'dv', 'fa', 'ha', 'he', 'khw', 'ks', 'ku', 'ps', 'ur', 'yi'] as const;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Direction of a language tag: the primary subtag decides (`ar-EG` is rtl). */
export function textDirection(tag: string): 'rtl' | 'ltr' {
  const primary = tag.toLowerCase().split('-')[0] ?? '';
  return (RTL_LANGUAGES as readonly string[]).includes(primary) ? 'rtl' : 'ltr';
}
