/** Each tenant's web app manifest, at /<tenant>/manifest.webmanifest; served on its hosts as /manifest.webmanifest. */
import type { APIRoute } from 'astro';
import { BUILT_TENANTS } from '../../routing/static-paths.ts';
import type { Tenant } from '../../tenants/index.ts';
import { buildWebManifest } from '../../pwa/web-manifest.ts';

export function getStaticPaths() {
  return BUILT_TENANTS.map((tenant) => ({ params: { tenant: tenant.id }, props: { tenant } }));
}

export const GET: APIRoute<{ tenant: Tenant }> = ({ props }) =>
  new Response(JSON.stringify(buildWebManifest(props.tenant)), {
    headers: { 'Content-Type': 'application/manifest+json' },
  });
