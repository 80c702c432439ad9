/** Languages of the interface (spec §1, §9). en is the default and is served unprefixed. */
export const LOCALES = ['en', 'ar', 'de', 'es', 'es-MX', 'fr', 'zh-CN'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** Spec §1: languages written right to left. */
export const RTL_LANGUAGES = ['ar', 'arc', 'dv', 'fa', 'ha', 'he', 'khw', 'ks', 'ku', 'ps', 'ur', 'yi'] as const;

/**
 * Each language by its own name, the way language pickers show them (the switcher on every page, the sign-up
 * form): someone who cannot read the current page can still find their language. Not translated on purpose.
 */
export const LANGUAGE_NATIVE_NAMES: Record<Locale, string> = {
  ar: 'العربية',
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  'es-MX': 'Español (México)',
  fr: 'Français',
  'zh-CN': '简体中文',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Direction of a language tag: the primary subtag decides (`ar-EG` is rtl). */
export function textDirection(tag: string): 'rtl' | 'ltr' {
  const primary = tag.toLowerCase().split('-')[0] ?? '';
  return (RTL_LANGUAGES as readonly string[]).includes(primary) ? 'rtl' : 'ltr';
}
