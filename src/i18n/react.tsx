/**
 * Translations inside React islands. An island's page passes `locale` and `messages` (src/i18n/catalog.ts
 * `islandMessages`); `withI18n(Component)` turns them into a context, and any component below calls `useT()` for
 * `t` and `useLocale()` for the page's locale (links, Intl formatting). The same code renders at build time and
 * hydrates in the browser, so both see the same strings.
 */
import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../../contract/locales.ts';
import { createTranslator, type Messages, type Translate } from './translate.ts';

interface IslandI18nValue {
  locale: Locale;
  t: Translate;
}

const IslandI18nContext = createContext<IslandI18nValue | null>(null);

export interface I18nProps {
  locale: Locale;
  messages: Messages;
}

export function IslandI18n({ locale, messages, children }: I18nProps & { children: ReactNode }) {
  const value = useMemo(() => ({ locale, t: createTranslator(locale, messages) }), [locale, messages]);
  return <IslandI18nContext.Provider value={value}>{children}</IslandI18nContext.Provider>;
}

function useIslandI18n(): IslandI18nValue {
  const value = useContext(IslandI18nContext);
  if (!value) throw new Error('useT()/useLocale() outside an island wrapped with withI18n(): give the island `locale` and `messages`');
  return value;
}

export function useT(): Translate {
  return useIslandI18n().t;
}

export function useLocale(): Locale {
  return useIslandI18n().locale;
}

/** Wraps an island's root component: `export default withI18n(LoginForm)`; the page adds `locale` and `messages`. */
export function withI18n<P extends object>(Component: ComponentType<P>): ComponentType<P & I18nProps> {
  function WithI18n({ locale = DEFAULT_LOCALE, messages, ...props }: P & I18nProps) {
    return (
      <IslandI18n locale={locale} messages={messages}>
        <Component {...(props as P)} />
      </IslandI18n>
    );
  }
  WithI18n.displayName = `WithI18n(${Component.displayName ?? Component.name ?? 'Island'})`;
  return WithI18n;
}
