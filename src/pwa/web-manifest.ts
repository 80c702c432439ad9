import type { Tenant } from '../tenants/index.ts';
import { ICONS } from '../../contract/site-files.ts';

/**
 * The tenant's web app manifest: its site name, its accent as theme colour, icons in its accent. start_url `/` is
 * the host's landing page; the stored-language redirect takes a visitor on to their language from there. The
 * description is left out: tenant descriptions are English data, and the manifest is one per tenant, not per
 * language.
 */
export function buildWebManifest(tenant: Tenant) {
  return {
    id: '/',
    name: tenant.siteName,
    short_name: tenant.siteName,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: tenant.accent.primary,
    background_color: '#ffffff',
    icons: ICONS.filter((icon) => icon.path.includes('/icon-')).map((icon) => ({
      src: icon.path,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.fullBleed ? 'maskable' : 'any',
    })),
  };
}
