import type { RouteDef } from '../../contract/routes.ts';
import type { Translate } from '../i18n/translate.ts';

/** A route's title in the page's language (contract/routes.ts holds only its key). */
export function routeTitle(t: Translate, route: Pick<RouteDef, 'titleKey' | 'titleValues'>): string {
  return t(route.titleKey, route.titleValues);
}
