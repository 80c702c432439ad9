/**
 * Generates an nginx config that serves the prebuilt site exactly like server/site does, from the same data:
 * tenant hosts (src/tenants), the route table's cache policy (contract/routes), the build manifest (forced main,
 * built tenants, inline-script hashes) and the shared security headers. `/api/` is proxied to the Node API.
 *
 *   npx tsx scripts/nginx/generate.ts [--out dist/nginx.conf] [--listen 8080] [--api 127.0.0.1:3000]
 *                                     [--prefix /var/lib/agentic-nginx] [--foreground]
 */
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { CACHE_CONTROL, ROUTE_GROUP_REDIRECTS, ROUTES, SLUG_ROUTES, cacheControlForRoute } from '../../contract/routes.ts';
import { DEFAULT_LOCALE, LOCALES } from '../../contract/locales.ts';
import { TENANT_HOSTS, TENANT_IDS } from '../../contract/tenants.ts';
import { cacheControlForFile } from '../../server/site/cache-policy.ts';
import { CONTENT_TYPES } from '../../server/site/content-types.ts';
import { CLIENT_DIR, readSiteManifest, type SiteManifest } from '../../server/site/manifest.ts';
import { buildSecurityHeaders } from '../../server/site/security-headers.ts';
import { TENANT_FILE_PATHS } from '../../contract/site-files.ts';

export interface NginxConfigOptions {
  /** Absolute path of dist/client. */
  clientRoot: string;
  manifest: Pick<SiteManifest, 'forceMainTenant' | 'tenants' | 'scriptHashes'>;
  /** Names of the files at the client root (public/ files, service worker): each gets its own cache policy. */
  rootFiles: readonly string[];
  listen: string;
  apiUpstream: string;
  /** Folder for pid, logs and temp files (so nginx runs without touching /var). */
  prefix: string;
  /** Absolute path of ngx_http_brotli_static_module.so, when installed. */
  brotliModule?: string;
  /** `daemon off`: for tests and process supervisors. */
  foreground?: boolean;
}

const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
const NON_DEFAULT_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE).map((l) => l.replace('-', '\\-'));

/** `map $host $tenant`: configured hosts and `<id>.localhost` pick a built tenant; everything else is main. */
function tenantMap(manifest: NginxConfigOptions['manifest']): string {
  const built = TENANT_HOSTS.filter((t) => manifest.tenants.includes(t.id));
  const lines = ['    default main;'];
  if (!manifest.forceMainTenant) {
    for (const tenant of built) for (const host of tenant.hosts) lines.push(`    ${host} ${tenant.id};`);
    lines.push(`    ~^(?<t>${built.map((t) => t.id).join('|')})\\.localhost$ $t;`);
  }
  return `  map $host $tenant {\n${lines.join('\n')}\n  }`;
}

/** `map $site_path $site_cache`: the route table's policy per page, each public/ root file's own policy. */
function cacheMap(rootFiles: readonly string[]): string {
  const lines = [`    default ${quote(CACHE_CONTROL.private)};`];
  for (const route of ROUTES) {
    const value = quote(cacheControlForRoute(route));
    lines.push(`    ${quote(route.path)} ${value};`);
    if (route.path !== '/') lines.push(`    ${quote(`${route.path}/`)} ${value};`);
  }
  const files = new Set([...rootFiles.map((name) => `/${name}`), ...TENANT_FILE_PATHS]);
  for (const path of files) lines.push(`    ${quote(path)} ${quote(cacheControlForFile(path))};`);
  return (
    `  map $page_path $site_path {\n    ~^/(?:${NON_DEFAULT_LOCALES.join('|')})(?<rest>/.*)$ $rest;\n    default $page_path;\n  }\n\n` +
    `  map $site_path $site_cache {\n${lines.join('\n')}\n  }`
  );
}

function typesBlock(): string {
  const byType = new Map<string, string[]>();
  for (const [ext, type] of Object.entries(CONTENT_TYPES)) {
    const bare = type.split(';')[0] as string;
    byType.set(bare, [...(byType.get(bare) ?? []), ext]);
  }
  const charsetTypes = [
    ...new Set(
      Object.values(CONTENT_TYPES)
        .filter((t) => t.includes('charset'))
        .map((t) => t.split(';')[0]),
    ),
  ].filter((t) => t !== 'text/html'); // nginx always includes text/html
  return (
    `  types {\n${[...byType].map(([type, exts]) => `    ${type} ${exts.join(' ')};`).join('\n')}\n  }\n` +
    `  default_type application/octet-stream;\n  charset utf-8;\n  charset_types ${charsetTypes.join(' ')};`
  );
}

/** Route groups without a page of their own: a 302 to the group's first page, locale prefix and query kept. */
function groupRedirects(headers: string): string {
  const literal = (path: string) => path.replace(/[.-]/g, (c) => `\\${c}`);
  return Object.entries(ROUTE_GROUP_REDIRECTS)
    .map(
      ([from, to]) =>
        `    location ~ ^(/(?:${NON_DEFAULT_LOCALES.join('|')}))?${literal(from)}/?$ {\n${headers}\n      return 302 $1${to}$is_args$args;\n    }`,
    )
    .join('\n\n');
}

export function generateNginxConfig(options: NginxConfigOptions): string {
  const { manifest, prefix } = options;
  const security = Object.entries(buildSecurityHeaders(manifest.scriptHashes))
    .map(([name, value]) => `      add_header ${name} ${quote(value)} always;`)
    .join('\n');
  // add_header in a location replaces the inherited ones, so every location repeats the security headers.
  const headersWith = (cacheControl: string) => `${security}\n      add_header Cache-Control ${cacheControl} always;`;
  const tenantDirs = TENANT_IDS.join('|');
  return `# Generated by scripts/nginx/generate.ts from src/tenants, contract/routes and dist/site-manifest.json.
# Regenerate (npm run build does it) instead of editing.
${options.brotliModule ? `load_module ${options.brotliModule};\n` : ''}${options.foreground ? 'daemon off;\n' : ''}worker_processes auto;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'error.log')} warn;

events { worker_connections 1024; }

http {
${typesBlock()}
  access_log off;
  server_tokens off;
  sendfile on;
  tcp_nopush on;
  etag on;
  map_hash_max_size 8192;
  map_hash_bucket_size 128;
  client_body_temp_path ${join(prefix, 'client_body')};
  proxy_temp_path ${join(prefix, 'proxy')};
  fastcgi_temp_path ${join(prefix, 'fastcgi')};
  uwsgi_temp_path ${join(prefix, 'uwsgi')};
  scgi_temp_path ${join(prefix, 'scgi')};

  # Precompressed .br/.gz siblings written by scripts/build.mjs; never compress on the fly.
  gzip off;
  gzip_static on;
  gzip_vary on;
${options.brotliModule ? '  brotli_static on;\n' : ''}
${tenantMap(manifest)}

${cacheMap(options.rootFiles)}

  upstream agentic_api {
    server ${options.apiUpstream};
    keepalive 32;
  }

  server {
    listen ${options.listen};
    server_name _;
    root ${options.clientRoot};
    error_page 404 /__not_found;
    # Redirects say only the path (Location: /auth/login), as the Node server does, whatever host the proxy used.
    absolute_redirect off;

    location ^~ /api/ {
      proxy_pass http://agentic_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $host;
      # Server-Sent Events stream through unbuffered.
      proxy_buffering off;
      proxy_read_timeout 1h;
    }

    location ^~ /_astro/ {
${headersWith(quote(CACHE_CONTROL.immutable))}
      try_files $uri =404;
    }

    # The not-found route itself is not a page: it answers 404 like any unknown path.
    location ~ ^/(?:(?:${NON_DEFAULT_LOCALES.join('|')})/)?404/?$ {
      return 404;
    }

    # Expert and creator pages: Node fills their shell's title from the database (server/site/slug-pages.ts) and
    # sends its own headers, so nothing is added here.
    location ~ ^/(?:(?:${NON_DEFAULT_LOCALES.join('|')})/)?(?:${SLUG_ROUTES.map((r) => r.prefix.slice(1, -1)).join('|')})/[^/]+/?$ {
      proxy_pass http://agentic_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $host;
    }
    # Route groups without a page of their own (contract/routes.ts ROUTE_GROUP_REDIRECTS).
${groupRedirects(headersWith(quote(CACHE_CONTROL.public)))}

    # Tenant folders are not addressable: /crohns/… on any host is that host's own /crohns/… page (none: 404).
    location ~ ^/(?:${tenantDirs})(?:/|$) {
      set $page_path $uri;
${headersWith('$site_cache')}
      try_files /$tenant$uri/index.html =404;
    }

    # The web manifest and icons exist once per tenant tree: each host gets its own tenant's.
    location ~ ^(?:${TENANT_FILE_PATHS.map((p) => p.replace(/[.]/g, '\\.')).join('|')})$ {
      set $page_path $uri;
${headersWith('$site_cache')}
      try_files $uri /$tenant$uri =404;
    }

    # public/ files at the root first, then the host's tenant tree.
    location / {
      # try_files rewrites $uri to the file; the cache policy must follow the requested path.
      set $page_path $uri;
${headersWith('$site_cache')}
      try_files $uri /$tenant$uri/index.html =404;
    }

    location = /__not_found {
      internal;
${headersWith(quote(CACHE_CONTROL.public))}
      try_files /$tenant/404/index.html =404;
    }
  }
}
`;
}

export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** Options for a built dist folder, detecting the brotli module. */
export function optionsForDist(distDir: string, overrides: Partial<NginxConfigOptions> = {}): NginxConfigOptions {
  const clientRoot = resolve(distDir, CLIENT_DIR);
  const rootFiles = readdirSync(clientRoot).filter((name) => statSync(join(clientRoot, name)).isFile() && !/\.(br|gz)$/.test(name));
  return {
    clientRoot,
    manifest: readSiteManifest(distDir),
    rootFiles,
    listen: '8080',
    apiUpstream: '127.0.0.1:3000',
    prefix: '/var/lib/agentic-nginx',
    brotliModule: existsSync(BROTLI_MODULE) ? BROTLI_MODULE : undefined,
    ...overrides,
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string', default: 'dist' },
      out: { type: 'string' },
      listen: { type: 'string', default: process.env.NGINX_LISTEN ?? '8080' },
      api: { type: 'string', default: process.env.NGINX_API_UPSTREAM ?? '127.0.0.1:3000' },
      prefix: { type: 'string', default: process.env.NGINX_PREFIX ?? '/var/lib/agentic-nginx' },
      foreground: { type: 'boolean', default: false },
      quiet: { type: 'boolean', default: false },
    },
  });
  const out = values.out ?? join(values.dist, 'nginx.conf');
  const config = generateNginxConfig(
    optionsForDist(values.dist, {
      listen: values.listen,
      apiUpstream: values.api,
      prefix: values.prefix,
      foreground: values.foreground,
    }),
  );
  writeFileSync(out, config);
  if (!values.quiet) console.log(`nginx: wrote ${out} (listen ${values.listen}, /api/ -> ${values.api})`);
}
