import { describe, expect, it } from 'vitest';
import { CACHE_CONTROL } from '../../contract/routes.ts';
import { generateNginxConfig, type NginxConfigOptions } from './generate.ts';

const base: NginxConfigOptions = {
  clientRoot: '/srv/site/dist/client',
  manifest: { forceMainTenant: false, tenants: ['main', 'crohns', 'ntsb'], scriptHashes: ['sha256-abc='] },
  rootFiles: ['favicon.svg', 'manifest.webmanifest'],
  listen: '8080',
  apiUpstream: '127.0.0.1:3000',
  prefix: '/tmp/ngx',
};

describe('generateNginxConfig', () => {
  it('maps configured hosts and <id>.localhost of built tenants, everything else to main', () => {
    const conf = generateNginxConfig(base);
    expect(conf).toContain('crohns.agenticexperts.ai crohns;');
    expect(conf).toContain('~^(?<t>main|crohns|ntsb)\\.localhost$ $t;');
    expect(conf).toContain('default main;');
    expect(conf).not.toMatch(/aphis\.\S+ aphis;/); // not built: its hosts fall back to main
  });

  it('sends every host to main when the build forced main', () => {
    const conf = generateNginxConfig({ ...base, manifest: { ...base.manifest, forceMainTenant: true } });
    expect(conf).not.toContain('crohns.agenticexperts.ai');
    expect(conf).not.toContain('.localhost$');
  });

  it('carries the route table cache policy, immutable assets and no-cache manifest', () => {
    const conf = generateNginxConfig(base);
    expect(conf).toContain(`default "${CACHE_CONTROL.private}";`);
    expect(conf).toContain(`"/status" "${CACHE_CONTROL.public}";`);
    expect(conf).toContain(`"/status/" "${CACHE_CONTROL.public}";`);
    expect(conf).toContain(`"/navbar/dashboards/personal-1" "${CACHE_CONTROL.private}";`);
    expect(conf).toContain(`add_header Cache-Control "${CACHE_CONTROL.immutable}" always;`);
    expect(conf).toContain(`"/manifest.webmanifest" "no-cache";`);
  });

  it("serves the web manifest and icons from the host's tenant tree, the manifest re-checked on every load", () => {
    const conf = generateNginxConfig(base);
    expect(conf).toContain('location ~ ^(?:/manifest\\.webmanifest|/icons/icon-192\\.png|');
    expect(conf).toContain('try_files $uri /$tenant$uri =404;');
    expect(conf).toContain(`"/icons/icon-512.png" "${CACHE_CONTROL.public}";`);
    expect(conf.match(/"\/manifest\.webmanifest" "no-cache";/g)).toHaveLength(1);
  });

  it('sends the shared CSP with the build hashes and proxies /api/ to the API', () => {
    const conf = generateNginxConfig(base);
    expect(conf).toContain("script-src 'self' 'sha256-abc='");
    expect(conf).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(conf).toContain('server 127.0.0.1:3000;');
    expect(conf).toMatch(/location \^~ \/api\/ \{\s+proxy_pass http:\/\/agentic_api;/);
    expect(conf).toContain('error_page 404 /__not_found;');
    expect(conf).toContain('try_files /$tenant/404/index.html =404;');
  });

  it('loads the brotli module only when it is installed', () => {
    expect(generateNginxConfig(base)).not.toContain('load_module');
    expect(generateNginxConfig({ ...base, brotliModule: '/usr/lib/x.so' })).toContain('load_module /usr/lib/x.so;');
  });

  it('redirects the route groups to their first page, with the locale prefix and the query', () => {
    const conf = generateNginxConfig(base);
    expect(conf).toContain('location ~ ^(/(?:ar|de|es|es\\-MX|fr|zh\\-CN))?/navbar/?$ {');
    expect(conf).toContain('return 302 $1/navbar/dashboards/personal-1$is_args$args;');
    expect(conf).toContain('return 302 $1/auth/login$is_args$args;');
    expect(conf).toMatch(/\/sidebar\/dashboards\/\?\$ \{[^}]+return 302 \$1\/sidebar\/dashboards\/personal-1/);
  });
});
