/**
 * Every string of the site, per locale, for the build: flat dotted keys in src/i18n/locales/<lang>.json, rendered
 * by i18next (interpolation `{{name}}`, plural forms `key_one`/`key_other`/… by each language's CLDR rules).
 * `getT(locale)` is strict: a key the locale lacks throws, so a page that uses a missing string fails the build
 * instead of shipping English or a raw key. Islands never import this module (it holds every locale); their
 * pages hand them `islandMessages(locale, …prefixes)` and they translate with src/i18n/translate.ts.
 */
import i18next, { type i18n } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '../../contract/locales.ts';
import type { Messages, Translate, TranslateValues } from './translate.ts';

export type { Translate, TranslateValues } from './translate.ts';

/** One file per language: `./locales/<lang>.json`, flat dotted keys. */
const FILES = import.meta.glob<Record<string, string>>('./locales/*.json', { eager: true, import: 'default' });

function loadCatalog(): Record<Locale, Messages> {
  const catalog = Object.fromEntries(LOCALES.map((locale) => [locale, {} as Record<string, string>])) as Record<
    Locale,
    Record<string, string>
  >;
  for (const [path, messages] of Object.entries(FILES)) {
    const locale = path.slice('./locales/'.length, -'.json'.length);
    if (!isLocale(locale)) throw new Error(`i18n: ${path} is not a locale of contract/locales.ts (${LOCALES.join(', ')})`);
    for (const [key, value] of Object.entries(messages)) {
      if (typeof value !== 'string') throw new Error(`i18n: "${key}" in ${path} is not a string (keys are flat and dotted)`);
      catalog[locale][key] = value;
    }
  }
  return catalog;
}

export const CATALOG: Readonly<Record<Locale, Messages>> = loadCatalog();

let instance: i18n | undefined;

function i18nextInstance(): i18n {
  if (instance) return instance;
  instance = i18next.createInstance();
  void instance.init({
    resources: Object.fromEntries(LOCALES.map((locale) => [locale, { translation: CATALOG[locale] }])),
    lng: DEFAULT_LOCALE,
    // No fallback: a string missing in fr must fail, not quietly show the English one.
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    // 'es-MX' and 'zh-CN' are locales of their own, not variants that fall back to 'es' or 'zh'.
    load: 'currentOnly',
    keySeparator: false,
    nsSeparator: false,
    // Astro escapes every expression it renders; escaping here too would show "&amp;".
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    initAsync: false,
  });
  return instance;
}

const translators = new Map<Locale, Translate>();

/** The strict translator of a locale for Astro pages and components (memoised: one per locale per build). */
export function getT(locale: Locale | string | undefined): Translate {
  const lng: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const cached = translators.get(lng);
  if (cached) return cached;
  const i18n = i18nextInstance();
  // Most calls have no values and every page repeats them (shell, footer, controls): i18next's answer for a plain
  // key never changes within a build, so it is kept. About a third of page rendering time went to these calls.
  const plain = new Map<string, string>();
  const t: Translate = (key: string, values?: TranslateValues) => {
    if (values === undefined) {
      const known = plain.get(key);
      if (known !== undefined) return known;
    }
    const options = { ...values, lng };
    if (!i18n.exists(key, options)) {
      throw new Error(
        `i18n: missing "${key}" for ${lng}${values && 'count' in values ? ` (count ${values.count})` : ''}: add it to src/i18n/locales/${lng}.json`,
      );
    }
    const text = i18n.t(key, options) as string;
    if (values === undefined) plain.set(key, text);
    return text;
  };
  translators.set(lng, t);
  return t;
}

/**
 * The messages an island needs, picked by key prefix (`islandMessages('fr', 'auth.login.', 'form.')`), plural
 * forms included. Pages pass the result to the island as its `messages` prop, so only those strings travel.
 * A prefix that matches nothing throws: it is a typo or a forgotten area.
 */
const picks = new Map<string, Messages>();

export function islandMessages(locale: Locale | string | undefined, ...prefixes: string[]): Messages {
  const lng: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  // Every tenant's copy of a page asks for the same strings: pick them once per locale and prefix list.
  const memo = `${lng}|${prefixes.join('|')}`;
  const known = picks.get(memo);
  if (known) return known;
  const messages = CATALOG[lng];
  const picked: Record<string, string> = {};
  for (const prefix of prefixes) {
    let found = false;
    for (const key in messages) {
      if (key === prefix || key.startsWith(prefix)) {
        picked[key] = messages[key]!;
        found = true;
      }
    }
    if (!found) throw new Error(`i18n: no ${lng} key starts with "${prefix}" (islandMessages)`);
  }
  picks.set(memo, picked);
  return picked;
}
