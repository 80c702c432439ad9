/**
 * The translator islands run in the browser: a plain lookup over the flat-key messages a page hands its island,
 * with i18next's format for the two features the copy uses (`{{name}}` interpolation and `key_one`/`key_other`…
 * plural forms chosen by Intl.PluralRules). i18next itself renders every prebuilt page (src/i18n/catalog.ts);
 * shipping it to islands would add 16 KB gzip to each island page, and catalog.test.ts proves this lookup gives
 * i18next's exact output for every key of every locale (docs/decisions.md, "Languages").
 */
export type Messages = Readonly<Record<string, string>>;
export type TranslateValues = Readonly<Record<string, string | number>>;
export type Translate = (key: string, values?: TranslateValues) => string;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

export function interpolate(template: string, values: TranslateValues | undefined): string {
  if (!values) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * A `t` over `messages`. A key it does not know comes back as the key itself (and is reported once), so a
 * missing string shows up in review instead of breaking the island; the build and catalog.test.ts make sure
 * no shipped page has one.
 */
export function createTranslator(locale: string, messages: Messages): Translate {
  const plurals = new Intl.PluralRules(locale);
  const reported = new Set<string>();
  return function t(key, values) {
    let template: string | undefined;
    if (values && typeof values.count === 'number') {
      template = messages[`${key}_${plurals.select(values.count)}`] ?? messages[`${key}_other`];
    }
    template ??= messages[key];
    if (template === undefined) {
      if (!reported.has(key)) {
        reported.add(key);
        console.error(`i18n: no "${key}" in the ${locale} messages given to this island`);
      }
      return key;
    }
    return interpolate(template, values);
  };
}
