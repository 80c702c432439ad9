/** The links a marketplace island needs, in the page's language (islands get them as props, never build them). */
import type { Locale } from '../../../contract/locales.ts';
import { localizedPath } from '../../routing/static-paths.ts';

export function listingPaths(locale: Locale, siteName: string) {
  return {
    catalogPath: localizedPath(locale, '/experts'),
    expertPath: `${localizedPath(locale, '/experts')}/`,
    creatorPath: `${localizedPath(locale, '/creators')}/`,
    loginPath: localizedPath(locale, '/auth/login'),
    chatPath: localizedPath(locale, '/messaging-v1'),
    bookmarksPath: localizedPath(locale, '/bookmarks'),
    siteName,
  };
}
