import { join } from 'node:path';
import { Hono, type Context, type Next } from 'hono';
import { CACHE_CONTROL, ROUTE_GROUP_REDIRECTS } from '../../contract/routes.ts';
import { resolveTenant, TENANT_IDS } from '../../contract/tenants.ts';
import { DEFAULT_LOCALE } from '../../contract/locales.ts';
import { cacheControlForFile, cacheControlForPage, splitLocale } from './cache-policy.ts';
import { CLIENT_DIR, readSiteManifest } from './manifest.ts';
import { etagMatches, pickEncoding, type Encoding } from './negotiate.ts';
import { cleanRequestPath } from './request-path.ts';
import { buildSecurityHeaders } from './security-headers.ts';
import { openStaticFiles, type StaticFile } from './static-files.ts';
import { isTenantFile } from '../../contract/site-files.ts';
import { createFilledPages } from './filled-pages.ts';
import { fillSlugPage, SLUG_PATTERN, type SlugPageResolver, slugPageOf } from './slug-pages.ts';

export interface SiteAppOptions {
  /** The build output folder holding `client/` and `site-manifest.json` (normally `dist`). */
  distDir: string;
  /** Serve main on every host even if the build did not force it (FORCE_MAIN_TENANT at run time). */
  forceMainTenant?: boolean;
  /** Paths under this prefix belong to the API: the site passes them on untouched. */
  apiPrefix?: string;
  /** Bytes of file bodies kept in memory (least recently used go first); default 64 MiB. */
  fileCacheBytes?: number;
  /**
   * Looks up expert and creator slugs for their pages' titles (server/site/slug-pages.ts). Without it the shell is
   * sent as built and the page's island says whether the slug exists.
   */
  slugPages?: SlugPageResolver;
}

const TENANT_DIRS = new Set<string>(TENANT_IDS);

/**
 * The prebuilt multi-tenant site as a Hono sub-app: maps the Host header to the tenant's tree
 * (dist/client/<tenant>/<path>/index.html, the way vercel/platforms rewrites `/` to `/<tenant>/…`), serves
 * shared assets and public/ files from the client root, answers unknown paths with the tenant's 404 page, and
 * sends the route table's cache policy plus the security headers on every response.
 */
export function createSiteApp(options: SiteAppOptions): Hono {
  const { distDir, apiPrefix = '/api' } = options;
  const manifest = readSiteManifest(distDir);
  const files = openStaticFiles(join(distDir, CLIENT_DIR), { maxCacheBytes: options.fileCacheBytes });
  const filledPages = createFilledPages();
  const forceMain = Boolean(options.forceMainTenant) || manifest.forceMainTenant;
  const builtTenants = new Set(manifest.tenants);
  const securityHeaders = buildSecurityHeaders(manifest.scriptHashes);

  const tenantFor = (host: string | undefined): string => {
    const id = resolveTenant(host, undefined, { forceMain });
    return builtTenants.has(id) ? id : 'main';
  };

  const send = (c: Context, file: StaticFile, cacheControl: string, status: 200 | 404): Response => {
    const available = Object.keys(file.variants) as Encoding[];
    const encoding = file.compressible ? pickEncoding(c.req.header('accept-encoding'), available) : 'identity';
    const variant = file.variants[encoding] ?? file.variants.identity;
    const headers = new Headers(securityHeaders);
    headers.set('Cache-Control', cacheControl);
    headers.set('ETag', variant.etag);
    if (file.compressible) headers.set('Vary', 'Accept-Encoding');
    if (status === 200 && etagMatches(c.req.header('if-none-match'), variant.etag)) {
      return new Response(null, { status: 304, headers });
    }
    headers.set('Content-Type', file.contentType);
    headers.set('Content-Length', String(variant.body.byteLength));
    if (encoding !== 'identity') headers.set('Content-Encoding', encoding);
    return new Response(variant.body, { status, headers });
  };

  const isApiPath = (path: string) => path === apiPrefix || path.startsWith(`${apiPrefix}/`);

  const serve = async (c: Context): Promise<Response> => {
    const path = cleanRequestPath(c.req.path);
    const tenant = tenantFor(c.req.header('host'));
    const { locale, routePath } = splitLocale(path ?? '/');
    if (path && path !== '/') {
      const shared = TENANT_DIRS.has(path.split('/')[1] ?? '') ? undefined : await files.get(path);
      if (shared) return send(c, shared, cacheControlForFile(path), 200);
      // The web manifest and icons exist once per tenant tree: each host gets its own tenant's.
      const own = isTenantFile(path) ? await files.get(`/${tenant}${path}`) : undefined;
      if (own) return send(c, own, cacheControlForFile(path), 200);
    }
    const slugPage = path ? slugPageOf(routePath) : null;
    if (slugPage) {
      const answered = await serveSlugPage(c, tenant, locale, slugPage);
      if (answered) return answered;
    } else if (path && routePath !== '/404') {
      const page = await files.get(`/${tenant}${path === '/' ? '' : path}/index.html`);
      if (page) return send(c, page, cacheControlForPage(path), 200);
    }
    const group = path ? ROUTE_GROUP_REDIRECTS[routePath] : undefined;
    if (group) {
      const headers = new Headers(securityHeaders);
      headers.set('Cache-Control', CACHE_CONTROL.public);
      const query = new URL(c.req.url).search;
      headers.set('Location', `${routePath === path ? '' : `/${locale}`}${group}${query}`);
      return new Response(null, { status: 302, headers });
    }
    const notFound = (await files.get(`/${tenant}/${locale}/404/index.html`)) ?? (await files.get(`/${tenant}/404/index.html`));
    if (notFound) return send(c, notFound, CACHE_CONTROL.public, 404);
    return new Response('Not found', {
      status: 404,
      headers: { ...securityHeaders, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  };

  /** An expert's or creator's page from its family's shell; undefined sends the 404 page. */
  const serveSlugPage = async (
    c: Context,
    tenant: string,
    locale: string,
    page: NonNullable<ReturnType<typeof slugPageOf>>,
  ): Promise<Response | undefined> => {
    if (!SLUG_PATTERN.test(page.slug)) return undefined;
    const localePrefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
    const shell = await files.get(`/${tenant}${localePrefix}${page.shellPath}/index.html`);
    if (!shell) return undefined;
    if (!options.slugPages) return send(c, shell, CACHE_CONTROL.public, 200);
    const meta = await options.slugPages(page.kind, page.slug, tenant);
    if (!meta) return undefined;
    const html = fillSlugPage(new TextDecoder().decode(shell.variants.identity.body), page.prefix, page.slug, meta);
    // Public like every marketplace page, but a renamed listing shows its new name within minutes, not a day.
    return send(c, await filledPages.get(html, shell.contentType), 'public, max-age=300, stale-while-revalidate=86400', 200);
  };

  const app = new Hono();
  // Hono answers HEAD with the GET handler minus the body, so headers (incl. Content-Length) match GET.
  app.get('*', (c: Context, next: Next) => (isApiPath(c.req.path) ? next() : serve(c)));
  app.all('*', (c: Context, next: Next) => {
    if (isApiPath(c.req.path)) return next();
    return new Response('Method not allowed', {
      status: 405,
      headers: { ...securityHeaders, Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' },
    });
  });
  return app;
}
