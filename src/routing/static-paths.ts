import { getRoute, type RouteDef } from '../../contract/routes.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../contract/locales.ts';
import { TENANTS, type Tenant } from '../tenants/index.ts';

/** Props every page receives from getStaticPaths: the tenant whose tree is being built, its locale and route. */
export interface PageProps {
  tenant: Tenant;
  locale: Locale;
  route: RouteDef;
}

/**
 * Every page is prebuilt in every locale. en is unprefixed (its `locale` param is undefined); the others live
 * under `/<locale>/…`. All pages build their paths through this module.
 */
export const BUILT_LOCALES: readonly Locale[] = LOCALES;

/**
 * Tenants prebuilt by this build. The build-time setting FORCE_MAIN_TENANT=1 builds only main, and the build
 * records it in dist/site-manifest.json so the server and nginx send every host to main.
 */
export const BUILT_TENANTS: readonly Tenant[] = isForceMain() ? TENANTS.filter((t) => t.id === 'main') : TENANTS;

function isForceMain(): boolean {
  const value = typeof process === 'undefined' ? undefined : process.env.FORCE_MAIN_TENANT;
  return value === '1' || value === 'true';
}

/** `[tenant]/[...locale]` params for one tenant × locale. */
function baseParams(tenant: Tenant, locale: Locale) {
  return { tenant: tenant.id, locale: locale === DEFAULT_LOCALE ? undefined : locale };
}

/** getStaticPaths for a page file that serves exactly one route of the table. */
export function pathsForRoute(path: string) {
  const route = getRoute(path);
  return BUILT_TENANTS.flatMap((tenant) =>
    BUILT_LOCALES.map((locale) => ({
      params: baseParams(tenant, locale),
      props: { tenant, locale, route } satisfies PageProps,
    })),
  );
}

/**
 * getStaticPaths for a page file that serves a family of routes through one extra param,
 * e.g. `components/[name].astro`: `pathsForFamily('name', COMPONENT_PAGES.map((n) => ({ value: n, path: `/components/${n}` })))`.
 */
export function pathsForFamily<Extra extends object = object, Param extends string = string>(
  param: Param,
  members: readonly { value: string; path: string; extra?: Extra }[],
) {
  return BUILT_TENANTS.flatMap((tenant) =>
    BUILT_LOCALES.flatMap((locale) =>
      members.map((m) => ({
        params: { ...baseParams(tenant, locale), [param]: m.value } as ReturnType<typeof baseParams> & Record<Param, string>,
        props: { tenant, locale, route: getRoute(m.path), ...(m.extra ?? ({} as Extra)) },
      })),
    ),
  );
}

/** A site path in a locale: `/auth/login` in fr is `/fr/auth/login`; en stays unprefixed. */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}/` : `/${locale}${path}`;
}
